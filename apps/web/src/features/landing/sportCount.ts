import { PLAYABLE_SPORTS } from '@fanclash/protocol';

/**
 * How many sports the landing and sign-up copy name: every sport with a question bank, counted
 * from the protocol's one list, so the copy stays true when a sport is added.
 */
export const SPORT_COUNT = PLAYABLE_SPORTS.length;
