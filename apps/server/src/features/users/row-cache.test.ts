import { describe, expect, it } from 'vitest';
import { createRowCache } from './row-cache.js';

interface Row {
  readonly id: string;
  readonly version: number;
}

/** A table of rows read through a gate the test opens, so reads and changes can be interleaved. */
function table() {
  const rows = new Map<string, number>();
  const reads: string[] = [];
  const gates: Array<() => void> = [];
  let gated = false;
  const read = async (id: string): Promise<Row | undefined> => {
    reads.push(id);
    const version = rows.get(id);
    if (gated) await new Promise<void>((resolve) => gates.push(resolve));
    return version === undefined ? undefined : { id, version };
  };
  return {
    rows,
    reads,
    read,
    gate: () => (gated = true),
    release: () => {
      gated = false;
      for (const open of gates.splice(0)) open();
    },
  };
}

/** Row 'a' at version 1, and a read of it held at the gate: it has read, and not yet answered. */
function readUnderWay(capacity?: number) {
  const db = table();
  db.rows.set('a', 1);
  const cache = createRowCache(db.read, capacity === undefined ? {} : { capacity });
  db.gate();
  return { db, cache, slow: cache.get('a') };
}

describe('row cache', () => {
  it('reads a row once, then answers from memory until it changes', async () => {
    const db = table();
    db.rows.set('a', 1);
    const cache = createRowCache(db.read);
    expect(await cache.get('a')).toEqual({ id: 'a', version: 1 });
    expect(await cache.get('a')).toEqual({ id: 'a', version: 1 });
    expect(db.reads).toEqual(['a']);
    db.rows.set('a', 2);
    cache.changed('a');
    expect(await cache.get('a')).toEqual({ id: 'a', version: 2 });
    expect(db.reads).toEqual(['a', 'a']);
  });

  it('hands out frozen rows, so no caller can change what others are given', async () => {
    const db = table();
    db.rows.set('a', 1);
    const cache = createRowCache(db.read);
    const row = await cache.get('a');
    expect(Object.isFrozen(row)).toBe(true);
  });

  it('keeps no missing row: a user created later is found', async () => {
    const db = table();
    const cache = createRowCache(db.read);
    expect(await cache.get('a')).toBeUndefined();
    db.rows.set('a', 1);
    expect(await cache.get('a')).toEqual({ id: 'a', version: 1 });
  });

  it('does not keep a row read while a change to it was committed', async () => {
    const { db, cache, slow } = readUnderWay(); // reads version 1, then waits at the gate
    db.rows.set('a', 2);
    cache.changed('a');
    db.release();
    expect(await slow).toEqual({ id: 'a', version: 1 });
    expect(await cache.get('a')).toEqual({ id: 'a', version: 2 });
  });

  it('keeps a row read while another row changed', async () => {
    const { db, cache, slow } = readUnderWay();
    cache.changed('b');
    db.release();
    await slow;
    await cache.get('a');
    expect(db.reads).toEqual(['a']);
  });

  it('when its ledger of changes overflows, keeps none of the reads under way', async () => {
    const { db, cache, slow } = readUnderWay(2);
    // Only other rows change, three of them: the ledger (capacity 2) overflows and is emptied, so
    // it can no longer tell whether 'a' changed.
    for (const id of ['b', 'c', 'd']) cache.changed(id);
    db.release();
    await slow;
    db.rows.set('a', 2);
    expect(await cache.get('a')).toEqual({ id: 'a', version: 2 });
  });

  it('holds at most its capacity, dropping the oldest row', async () => {
    const db = table();
    for (const id of ['a', 'b', 'c']) db.rows.set(id, 1);
    const cache = createRowCache(db.read, { capacity: 2 });
    for (const id of ['a', 'b', 'c']) await cache.get(id);
    expect(cache.size).toBe(2);
    await cache.get('a');
    expect(db.reads).toEqual(['a', 'b', 'c', 'a']);
  });
});
