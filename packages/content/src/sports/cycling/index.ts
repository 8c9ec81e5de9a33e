import type { SportContent } from '../../model.js';
import { greenJerseyWinners, monumentWinners, worldRoadChampions } from './classics.js';
import { giroWinners, tourDeFranceWinners, vueltaWinners } from './grand-tours.js';
import { cyclingHandWritten } from './handwritten.js';

export const cycling: SportContent = {
  sport: 'cycling',
  tables: [tourDeFranceWinners, giroWinners, vueltaWinners, monumentWinners, worldRoadChampions, greenJerseyWinners],
  handWritten: cyclingHandWritten,
};
