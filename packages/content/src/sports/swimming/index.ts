import type { SportContent } from '../../model.js';
import { swimmingHandWritten } from './handwritten.js';
import { menOlympicSwimming, womenOlympicSwimming } from './olympic-champions.js';
import { aquaticsWorldsHosts } from './world-championships.js';

export const swimming: SportContent = {
  sport: 'swimming',
  tables: [menOlympicSwimming, womenOlympicSwimming, aquaticsWorldsHosts],
  handWritten: swimmingHandWritten,
};
