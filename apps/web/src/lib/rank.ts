/**
 * The rank a player is shown: their leaderboard position, or null while they are unranked.
 * The server answers null for a player with no battle (issue 28, item 5: not '#1'); 0 or
 * nothing, as an older answer or a failed fetch's fallback (spec section 8) gives, reads the
 * same way.
 */
export function shownRank(ranking: number | null | undefined): number | null {
  return typeof ranking === 'number' && Number.isInteger(ranking) && ranking > 0 ? ranking : null;
}
