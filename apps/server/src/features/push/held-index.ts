import type { Platform } from '../../platform/platform.js';

/** The bus channel on which an instance says it held a push for a player. */
const HELD_CHANNEL = 'push:held';

/**
 * The players who may have pushes held by quiet hours, known on every instance, so that a tab
 * opening deletes held pushes only for them. Nearly every tab opens with none held, and the
 * delete it made found nothing: a statement for each player of every battle (bench/RESULTS.md,
 * issue 36). Read from the table at start (held pushes outlive an instance), then kept by a bus
 * message from whichever instance holds one. A superset: a player whose held pushes the release
 * sweep has already sent stays listed until their next tab opens.
 */
export async function startHeldIndex(platform: Platform, heldPlayers: () => Promise<string[]>) {
  const players = new Set<string>();
  // Subscribed before reading the table: a push held in between is in one or the other.
  const unsubscribe = await platform.bus.subscribe(HELD_CHANNEL, (message) => {
    const userId = (message as { userId?: unknown } | null)?.userId;
    if (typeof userId === 'string') players.add(userId);
  });
  for (const userId of await heldPlayers()) players.add(userId);

  return {
    /** A push was just held for the player: every instance lists them. */
    async held(userId: string): Promise<void> {
      players.add(userId);
      await platform.bus.publish(HELD_CHANNEL, { userId });
    },

    /** Whether the player may have held pushes; they leave the list (the caller deletes them). */
    take(userId: string): boolean {
      return players.delete(userId);
    },

    /** For tests: whether the player is listed. */
    lists(userId: string): boolean {
      return players.has(userId);
    },

    stop: unsubscribe,
  };
}
