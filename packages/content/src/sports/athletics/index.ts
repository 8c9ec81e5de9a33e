import type { SportContent } from '../../model.js';
import { athleticsHandWritten } from './handwritten.js';
import { menOlympicAthletics, womenOlympicAthletics } from './olympic-champions.js';
import { athleticsWorldsHosts, worlds100mChampions } from './world-championships.js';
import { athleticsWorldRecords } from './world-records.js';

export const athletics: SportContent = {
  sport: 'athletics',
  tables: [menOlympicAthletics, womenOlympicAthletics, athleticsWorldRecords, athleticsWorldsHosts, worlds100mChampions],
  handWritten: athleticsHandWritten,
};
