import type { FastifyBaseLogger } from 'fastify';
import type { BattleStore } from './store.js';

/** How long served questions wait before they are written together. */
export const SEEN_FLUSH_MS = 500;

/**
 * Writes "this player saw this question" in batches. Every running battle serves a question
 * to two players at once; one insert per question per battle means a thousand small writes
 * per round at scale, and on the embedded database each write holds the event loop. Nothing
 * a player is told depends on these rows (they only steer later draws away from repeats), so
 * they may trail by half a second and go in one statement.
 */
export class SeenQuestionsWriter {
  private readonly buffer = new Map<string, { userId: string; questionId: string; seenAt: Date }>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: BattleStore,
    private readonly log: FastifyBaseLogger,
    private readonly flushMs = SEEN_FLUSH_MS,
  ) {}

  record(userIds: readonly string[], questionId: string, seenAt: Date): void {
    // One row per (player, question): a repeat within a batch would make the upsert fail.
    for (const userId of userIds) this.buffer.set(`${userId}\u0000${questionId}`, { userId, questionId, seenAt });
    this.timer ??= setTimeout(() => void this.flush(), this.flushMs);
    this.timer.unref();
  }

  /** Writes whatever is buffered; resolves when every earlier flush has settled too. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const rows = [...this.buffer.values()];
    this.buffer.clear();
    this.flushing = this.flushing.then(async () => {
      if (rows.length === 0) return;
      try {
        await this.store.markSeenMany(rows);
      } catch (err) {
        this.log.warn({ err, rows: rows.length }, 'could not record served questions');
      }
    });
    return this.flushing;
  }
}
