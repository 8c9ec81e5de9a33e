import type { SportContent } from '../../model.js';
import { olympicSevens, sixNations, southernChampionship } from './championships.js';
import { rugbyHandWritten } from './handwritten.js';
import { rugbyMoreHandWritten } from './handwritten-more.js';
import { lionsTours } from './lions.js';
import { rugbyPlayers } from './players.js';
import { rugbyNicknames, sixNationsGrounds } from './teams.js';
import { rugbyWorldCups, womensRugbyWorldCups } from './world-cup.js';

export const rugby: SportContent = {
  sport: 'rugby',
  tables: [
    rugbyWorldCups,
    womensRugbyWorldCups,
    sixNations,
    southernChampionship,
    olympicSevens,
    rugbyPlayers,
    rugbyNicknames,
    sixNationsGrounds,
    lionsTours,
  ],
  handWritten: [...rugbyHandWritten, ...rugbyMoreHandWritten],
};
