import type { SportContent } from '../../model.js';
import { grandSlamFinals } from './grand-slams.js';
import { tennisHandWritten } from './handwritten.js';
import { tennisNationalities } from './nationalities.js';
import { olympicSingles } from './olympics.js';
import { davisCupFinals, fedCupFinals } from './team-cups.js';
import { yearEndNo1 } from './year-end-no1.js';

export const tennis: SportContent = {
  sport: 'tennis',
  tables: [grandSlamFinals, yearEndNo1, davisCupFinals, fedCupFinals, olympicSingles, tennisNationalities],
  handWritten: tennisHandWritten,
};
