import type { DebateTopic } from '../model.js';
import { baseballDebates } from './baseball.js';
import { basketballDebates } from './basketball.js';
import { hockeyDebates } from './hockey.js';
import { otherSportsDebates } from './other-sports.js';
import { soccerDebates } from './soccer.js';
import { tennisDebates } from './tennis.js';
import { volleyballDebates } from './volleyball.js';

/** Every debate topic. The daily schedule orders them by id, so this order is free. */
export const DEBATE_TOPICS: readonly DebateTopic[] = [
  ...soccerDebates,
  ...basketballDebates,
  ...tennisDebates,
  ...hockeyDebates,
  ...volleyballDebates,
  ...baseballDebates,
  ...otherSportsDebates,
];
