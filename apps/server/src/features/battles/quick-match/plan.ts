/**
 * The quick-match decision, pure: who pairs with whom, and who has waited long enough for a
 * recorded run or the bot. The queue service runs it under one database lock, so exactly one
 * instance decides each pair.
 *
 * Order (issue 30): two queued players of the same sport and level pair at once; once the
 * earlier of two has waited `widenMs`, any level of the same sport pairs, and the battle takes
 * the level of the player who queued first; a player unpaired after `ghostAfterMs` gets a
 * recorded run (or the bot). The longest waiting are served first.
 */

export interface QueueEntry {
  readonly userId: string;
  readonly sport: string;
  readonly level: string;
  /** Epoch milliseconds. */
  readonly queuedAt: number;
}

export interface MatchTiming {
  readonly widenMs: number;
  readonly ghostAfterMs: number;
}

export interface MatchPlan {
  /** Each pair in queue order (the first queued first); the battle is `first`'s level. */
  readonly pairs: ReadonlyArray<{ readonly first: QueueEntry; readonly second: QueueEntry; readonly level: string }>;
  /** Unpaired and waiting at least ghostAfterMs. */
  readonly ghosts: readonly QueueEntry[];
}

export function planMatches(entries: readonly QueueEntry[], now: number, timing: MatchTiming): MatchPlan {
  const queue = [...entries].sort((a, b) => a.queuedAt - b.queuedAt || a.userId.localeCompare(b.userId));
  const taken = new Set<string>();
  const pairs: Array<MatchPlan['pairs'][number]> = [];
  for (const entry of queue) {
    if (taken.has(entry.userId)) continue;
    const open = queue.filter((other) => other.userId !== entry.userId && !taken.has(other.userId) && other.sport === entry.sport);
    const widened = now - entry.queuedAt >= timing.widenMs;
    const partner = open.find((other) => other.level === entry.level) ?? (widened ? open[0] : undefined);
    if (!partner) continue;
    taken.add(entry.userId).add(partner.userId);
    pairs.push({ first: entry, second: partner, level: entry.level });
  }
  const ghosts = queue.filter((entry) => !taken.has(entry.userId) && now - entry.queuedAt >= timing.ghostAfterMs);
  return { pairs, ghosts };
}
