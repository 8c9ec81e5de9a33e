import type { SportContent } from '../../model.js';
import { grandSlamFinals } from './grand-slams.js';
import { tennisHandWritten } from './handwritten.js';
import { tennisMoreHandWritten } from './handwritten-more.js';
import { tennisNationalities } from './nationalities.js';
import { tennisNicknames } from './nicknames.js';
import { olympicSingles } from './olympics.js';
import { slamRecordsTable, yearEndNo1Records } from './records.js';
import { davisCupFinals, fedCupFinals } from './team-cups.js';
import { slamFirstEditions } from './history.js';
import { yearEndNo1 } from './year-end-no1.js';

export const tennis: SportContent = {
  sport: 'tennis',
  tables: [
    grandSlamFinals,
    yearEndNo1,
    davisCupFinals,
    fedCupFinals,
    olympicSingles,
    tennisNationalities,
    slamRecordsTable,
    yearEndNo1Records,
    slamFirstEditions,
    tennisNicknames,
  ],
  handWritten: [...tennisHandWritten, ...tennisMoreHandWritten],
};
