import { DEBATE_CATEGORIES, FORUM_SPORT_FILTERS } from '@fanclash/protocol';

/**
 * The contract keeps both 'football' and 'soccer' as debate categories (spec section 9), and the
 * server finds both for either (features/debates/service.ts). The product names the sport
 * Football everywhere ('soccer' is the question bank's and the daily debates' id), so the
 * debate pickers offer it once, as 'football'; a 'soccer' debate still reads Football.
 */
const offered = (sport: string) => sport !== 'soccer';

/** The sports a new debate may take, as the create form offers them. */
export const CREATE_DEBATE_SPORTS = DEBATE_CATEGORIES.filter(offered);

/** The forum's debate filter, as its picker offers it. */
export const DEBATE_FILTER_SPORTS = FORUM_SPORT_FILTERS.filter(offered);

/** The picker's entry for a filter in the address (?sport=soccer is the Football entry). */
export function filterEntry(sport: string): string {
  return sport === 'soccer' ? 'football' : sport;
}
