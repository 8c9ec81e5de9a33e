import type { FastifyBaseLogger } from 'fastify';
import type { FriendGate } from './friendship.js';
import type { ChatRow, ChatStore, NewMessage } from './store.js';

/** Rows per statement: 6 parameters each stays far below PostgreSQL's 65,535. */
const MAX_BATCH = 500;

interface Waiting {
  readonly message: NewMessage;
  resolve(row: ChatRow | undefined): void;
  reject(error: unknown): void;
}

/**
 * Group commit for chat messages. A write goes to the database at once when nothing is being
 * written; messages that arrive while a statement runs wait for it and go together in the next
 * one. No timer and no added delay at low load; at high load one statement carries many
 * messages, so the embedded database (one statement at a time) keeps up. Every caller still
 * hears only after its own row is committed.
 */
export class ChatWriter {
  private queue: Waiting[] = [];
  private writing = false;

  constructor(
    private readonly store: ChatStore,
    private readonly gate: FriendGate,
    private readonly log: FastifyBaseLogger,
  ) {}

  write(message: NewMessage): Promise<ChatRow | undefined> {
    return new Promise((resolve, reject) => {
      this.queue.push({ message, resolve, reject });
      if (!this.writing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, MAX_BATCH);
        await this.flush(batch);
      }
    } finally {
      this.writing = false;
    }
  }

  private async flush(batch: Waiting[]): Promise<void> {
    const condition = this.gate.friendsCondition.bind(this.gate);
    try {
      const rows = await this.store.insertMany(
        batch.map((w) => w.message),
        condition,
      );
      batch.forEach((w, i) => w.resolve(rows[i]));
    } catch (err) {
      if (batch.length === 1) return batch[0]!.reject(err);
      // One bad row (say, a player deleted a moment ago) must not fail the others: one by one.
      this.log.warn({ err, size: batch.length }, 'chat batch insert failed; writing one by one');
      for (const w of batch) {
        await this.store.insertMany([w.message], condition).then(
          ([row]) => w.resolve(row),
          (error: unknown) => w.reject(error),
        );
      }
    }
  }
}
