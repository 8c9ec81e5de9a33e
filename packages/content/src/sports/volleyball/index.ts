import type { SportContent } from '../../model.js';
import { olympicBeachVolleyball } from './beach.js';
import { cevChampionsLeague } from './champions-league.js';
import { euroVolley, nationsLeague, olympicVolleyball, worldChampionships } from './competitions.js';
import { volleyballHandWritten } from './handwritten.js';
import { volleyballMoreHandWritten } from './handwritten-more.js';
import { volleyballPlayers } from './players.js';

export const volleyball: SportContent = {
  sport: 'volleyball',
  tables: [olympicVolleyball, worldChampionships, nationsLeague, euroVolley, olympicBeachVolleyball, volleyballPlayers, cevChampionsLeague],
  handWritten: [...volleyballHandWritten, ...volleyballMoreHandWritten],
};
