import type { LeaderboardEntry } from '@fanclash/protocol';

/**
 * The loaded pages as one list. Ranks can move between two page loads (a battle ends), which
 * could show a player twice; the first (higher) appearance is kept.
 */
export function mergeLeaderboardPages(pages: readonly { readonly entries: readonly LeaderboardEntry[] }[]): LeaderboardEntry[] {
  const seen = new Set<string>();
  const rows: LeaderboardEntry[] = [];
  for (const page of pages) {
    for (const entry of page.entries) {
      const key = entry.username.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      rows.push(entry);
    }
  }
  return rows;
}

/** Spec section 2: medals for ranks 1 to 3, '#n' after. */
export function medalOf(rank: number): 1 | 2 | 3 | null {
  return rank === 1 || rank === 2 || rank === 3 ? rank : null;
}
