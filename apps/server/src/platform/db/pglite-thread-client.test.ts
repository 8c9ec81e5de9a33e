import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteThread } from './pglite-thread-client.js';

/** The embedded database on its own thread keeps PGlite's behaviour: rows, errors, transactions. */
describe('PGlite on a worker thread', () => {
  let db: PgliteThread;
  beforeAll(async () => {
    db = await PgliteThread.open(undefined);
    await db.exec('create table items (id int primary key, name text not null, at timestamptz not null default now())');
  });
  afterAll(() => db.close());

  it('returns rows in object and array mode, leaving raw the types it is told to', async () => {
    await db.query('insert into items (id, name, at) values ($1, $2, $3)', [1, 'one', '2026-01-02T03:04:05Z']);
    const objects = await db.query('select id, name from items where id = $1', [1]);
    expect(objects.rows).toEqual([{ id: 1, name: 'one' }]);
    expect(objects.fields.map((f) => f.name)).toEqual(['id', 'name']);
    const arrays = await db.query('select id, at from items', [], { rowMode: 'array', parsers: { 1184: (value) => value } });
    expect(arrays.rows).toEqual([[1, expect.stringMatching(/^2026-01-02 03:04:05/)]]);
    const parsed = await db.query('select at from items', [], { rowMode: 'array' });
    expect((parsed.rows[0] as unknown[])[0]).toBeInstanceOf(Date);
  });

  it('parses every base type and the array types our results hold', async () => {
    const { rows } = await db.query(
      `select 7::int4 as i, 9007199254740993::int8 as big, 1.5::float8 as f, true as b, '{"a":[1]}'::jsonb as j,
        gen_random_uuid() as u, array['a', 'b,c']::text[] as texts, array[1, 2]::int4[] as ints,
        array[gen_random_uuid()]::uuid[] as uuids, array[true, false] as bools, array['{"k":1}'::jsonb] as docs`,
    );
    const row = rows[0] as Record<string, unknown>;
    expect(row).toMatchObject({ i: 7, big: 9007199254740993n, f: 1.5, b: true, j: { a: [1] } });
    expect(row.u).toMatch(/^[0-9a-f-]{36}$/);
    expect(row.texts).toEqual(['a', 'b,c']);
    expect(row.ints).toEqual([1, 2]);
    expect(row.uuids).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
    expect(row.bools).toEqual([true, false]);
    expect(row.docs).toEqual([{ k: 1 }]);
  });

  it('refuses a parser it cannot carry across threads', async () => {
    await expect(db.query('select 1', [], { parsers: { 23: (value) => Number(value) * 2 } })).rejects.toThrow(/identity parsers/);
  });

  it('keeps the database error fields, so a unique violation is still recognisable', async () => {
    const error = await db.query('insert into items (id, name) values (1, $1)', ['again']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 'items_pkey' });
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    const value = await db.transaction(async (tx) => {
      await tx.query('insert into items (id, name) values (2, $1)', ['two']);
      return 'done';
    });
    expect(value).toBe('done');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into items (id, name) values (3, $1)', ['three']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const { rows } = await db.query('select id from items order by id');
    expect(rows).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('runs concurrent transactions one after the other, as PGlite does', async () => {
    const order: string[] = [];
    const slow = db.transaction(async (tx) => {
      order.push('a:start');
      await tx.query('update items set name = $1 where id = 1', ['a']);
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push('a:end');
    });
    const fast = db.transaction(async (tx) => {
      order.push('b:start');
      await tx.query('update items set name = $1 where id = 1', ['b']);
      order.push('b:end');
    });
    await Promise.all([slow, fast]);
    expect(order).toEqual(['a:start', 'a:end', 'b:start', 'b:end']);
    const { rows } = await db.query('select name from items where id = 1');
    expect(rows).toEqual([{ name: 'b' }]);
  });

  it('refuses every call once closed', async () => {
    const other = await PgliteThread.open(undefined);
    await other.close();
    await expect(other.query('select 1')).rejects.toThrow(/closed/);
  });
});
