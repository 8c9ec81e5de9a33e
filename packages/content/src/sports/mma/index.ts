import type { SportContent } from '../../model.js';
import { ufcFighterFacts } from './fighter-facts.js';
import { mmaHandWritten } from './handwritten.js';
import { ufcEvents, ufcFights } from './title-fights.js';
import { ufcWeightClasses } from './weight-classes.js';

export const mma: SportContent = {
  sport: 'mma',
  tables: [ufcFights, ufcEvents, ufcFighterFacts, ufcWeightClasses],
  handWritten: mmaHandWritten,
};
