import type { SportContent } from '../../model.js';
import { franchiseHistory } from './franchise-history.js';
import { baseballHandWritten } from './handwritten.js';
import { mlbPlayers } from './players.js';
import { mlbClubs } from './teams.js';
import { worldBaseballClassic } from './world-baseball-classic.js';
import { worldSeries, worldSeriesMvps } from './world-series.js';

export const baseball: SportContent = {
  sport: 'baseball',
  tables: [worldSeries, worldSeriesMvps, mlbClubs, mlbPlayers, franchiseHistory, worldBaseballClassic],
  handWritten: baseballHandWritten,
};
