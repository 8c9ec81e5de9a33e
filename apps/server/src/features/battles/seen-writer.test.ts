import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { SeenQuestionsWriter } from './seen-writer.js';
import type { BattleStore } from './store.js';

type Row = { userId: string; questionId: string; seenAt: Date };

function fakeStore(fail = false) {
  const writes: Row[][] = [];
  const store = {
    markSeenMany: async (rows: readonly Row[]) => {
      if (fail) throw new Error('database down');
      writes.push([...rows]);
    },
  } as unknown as BattleStore;
  return { store, writes };
}
const log = { warn: () => undefined } as unknown as FastifyBaseLogger;

describe('served questions are written in batches', () => {
  it('collects many battles into one write, one row per player and question', async () => {
    const { store, writes } = fakeStore();
    const writer = new SeenQuestionsWriter(store, log, 10_000);
    const t = new Date();
    writer.record(['a', 'b'], 'q1', t);
    writer.record(['c', 'd'], 'q2', t);
    writer.record(['a'], 'q1', t); // the same pair again stays one row
    await writer.flush();
    expect(writes).toHaveLength(1);
    expect(writes[0]!.map((r) => `${r.userId}:${r.questionId}`).sort()).toEqual(['a:q1', 'b:q1', 'c:q2', 'd:q2']);
    await writer.flush();
    expect(writes).toHaveLength(1);
  });

  it('flushes by itself after the delay', async () => {
    const { store, writes } = fakeStore();
    const writer = new SeenQuestionsWriter(store, log, 20);
    writer.record(['a'], 'q1', new Date());
    await new Promise((r) => setTimeout(r, 60));
    expect(writes).toHaveLength(1);
  });

  it('survives a failed write (these rows only steer later draws)', async () => {
    const { store } = fakeStore(true);
    const writer = new SeenQuestionsWriter(store, log, 10_000);
    writer.record(['a'], 'q1', new Date());
    await expect(writer.flush()).resolves.toBeUndefined();
  });
});
