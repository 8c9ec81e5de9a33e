import type { SportContent } from '../../model.js';
import { golferNationalities, golferNicknames } from './golfers.js';
import { golfHandWritten } from './handwritten.js';
import { golfMoreHandWritten } from './handwritten-more.js';
import { majorWinners } from './majors.js';
import { olympicGolf } from './olympics.js';
import { majorRecordsTable } from './records.js';
import { ryderCups } from './ryder-cup.js';
import { solheimCups } from './solheim-cup.js';
import { openVenues } from './venues.js';

export const golf: SportContent = {
  sport: 'golf',
  tables: [majorWinners, openVenues, ryderCups, golferNationalities, golferNicknames, majorRecordsTable, olympicGolf, solheimCups],
  handWritten: [...golfHandWritten, ...golfMoreHandWritten],
};
