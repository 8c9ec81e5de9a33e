import type { SportContent } from '../../model.js';
import { boxerNationalities, boxerNicknames } from './boxers-facts.js';
import { famousFights } from './fights.js';
import { boxingHandWritten } from './handwritten.js';
import { boxingMoreHandWritten } from './handwritten-more.js';
import { heavyweightTitleChanges } from './heavyweight-titles.js';
import { olympicBoxing } from './olympics.js';
import { boxingTrainers } from './trainers.js';
import { undisputedChampions } from './undisputed.js';
import { weightClasses } from './weight-classes.js';

export const boxing: SportContent = {
  sport: 'boxing',
  tables: [
    heavyweightTitleChanges,
    famousFights,
    olympicBoxing,
    weightClasses,
    boxerNationalities,
    boxerNicknames,
    boxingTrainers,
    undisputedChampions,
  ],
  handWritten: [...boxingHandWritten, ...boxingMoreHandWritten],
};
