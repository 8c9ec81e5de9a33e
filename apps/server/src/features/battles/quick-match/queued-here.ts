/**
 * The players whose queue entries may carry this instance's id: only for them can a last tab
 * closing here delete anything (`leave(userId, instanceId)`). Every other close skips that
 * delete, which found nothing nearly every time: two statements a battle for the players of an
 * arena battle (bench/RESULTS.md, issue 36). The id is this process's own (app.ts), so an entry
 * under it was written here, or by a decider requeueing an entry it took from here.
 *
 * A superset: a player leaves it when their last tab here closes, and party mates queued from
 * here (whose tabs may be on another instance) when `reconcile` finds their entries gone.
 */
export function createQueuedHere(instanceId: string, entriesFromHere: () => Promise<string[]>) {
  /** Player -> the reconcile round in which they were last written. */
  const players = new Map<string, number>();
  let round = 0;

  return {
    /** An entry is about to be written for the player under `writtenAs` (an instance's id). */
    writing(userId: string, writtenAs: string): void {
      if (writtenAs === instanceId) players.set(userId, round);
    },

    /** Whether the player may have an entry from here; they leave the list (the caller deletes the entry). */
    take(userId: string): boolean {
      return players.delete(userId);
    },

    /**
     * Drops the players whose entries are gone (decided or cancelled on any instance). Only those
     * written before the previous round began: a write of this round may not have committed yet.
     */
    async reconcile(): Promise<void> {
      // Nobody listed: nothing to drop, and no reason to read the queue.
      if (players.size === 0) return;
      const before = round;
      round += 1;
      const stillThere = new Set(await entriesFromHere());
      for (const [userId, writtenIn] of players) if (writtenIn < before && !stillThere.has(userId)) players.delete(userId);
    },

    /** For tests: how many players are listed. */
    get size(): number {
      return players.size;
    },
  };
}
