import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreparedQueries, type PreparedQueries } from './pglite-prepared.js';

/** Prepared statements answer exactly as PGlite's own query() does, and never outlive a schema change. */
describe('prepared statements on the embedded database', () => {
  let db: PGlite;
  let prepared: PreparedQueries;
  const statementCount = async () =>
    Number((await db.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]?.n);

  beforeAll(async () => {
    db = new PGlite();
    await db.exec(
      'create table items (id int primary key, name text not null, tags text[] not null default $$ {} $$, meta jsonb, at timestamptz)',
    );
    prepared = createPreparedQueries(db, { maxPrepared: 3 });
  });
  afterAll(() => db.close());

  it('serialises and parses every type as PGlite does, the second run from the prepared statement', async () => {
    const at = new Date('2026-01-02T03:04:05Z');
    const insert = 'insert into items (id, name, tags, meta, at) values ($1, $2, $3, $4, $5) returning *';
    const first = await prepared.query(insert, [1, 'one', ['a', 'b'], { deep: [1, 2] }, at]);
    const second = await prepared.query(insert, [2, 'two', [], null, null]);
    const reference = await db.query('select * from items where id = $1', [1]);
    expect(first.rows).toEqual(reference.rows);
    expect(first.rows).toEqual([{ id: 1, name: 'one', tags: ['a', 'b'], meta: { deep: [1, 2] }, at }]);
    expect(second.rows).toEqual([{ id: 2, name: 'two', tags: [], meta: null, at: null }]);
    expect(first.fields.map((f) => f.name)).toEqual(['id', 'name', 'tags', 'meta', 'at']);
    const arrays = await prepared.query('select id, name from items order by id', [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([
      [1, 'one'],
      [2, 'two'],
    ]);
  });

  it('keeps the database error, and the next statement runs', async () => {
    const error = await prepared.query('insert into items (id, name) values ($1, $2)', [1, 'again']).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505', constraint: 'items_pkey' });
    const syntax = await prepared.query('selec 1').catch((e: unknown) => e);
    expect(syntax).toMatchObject({ code: '42601' });
    expect((await prepared.query('select count(*)::int as n from items')).rows).toEqual([{ n: 2 }]);
  });

  it('runs inside a transaction under its lock, and a rolled-back transaction leaves nothing', async () => {
    const client = drizzle({ client: prepared.client });
    const table = pgTable('items', { id: integer('id').primaryKey(), name: text('name').notNull() });
    await expect(
      client.transaction(async (tx) => {
        await tx.insert(table).values({ id: 3, name: 'three' });
        expect(await tx.select().from(table).where(eq(table.id, 3))).toEqual([{ id: 3, name: 'three' }]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    // Outside, a query asked while a transaction is open waits for it instead of running inside it.
    const order: string[] = [];
    let opened: () => void = () => undefined;
    const isOpen = new Promise<void>((resolve) => (opened = resolve));
    const inside = client.transaction(async (tx) => {
      await tx.update(table).set({ name: 'inside' }).where(eq(table.id, 1));
      opened();
      await new Promise((resolve) => setTimeout(resolve, 30));
      order.push('transaction');
    });
    await isOpen;
    const outside = await prepared.query('select name from items where id = 1');
    order.push('query');
    await inside;
    expect(order).toEqual(['transaction', 'query']);
    expect(outside.rows).toEqual([{ name: 'inside' }]);
    expect(await client.select().from(table).where(eq(table.id, 3))).toEqual([]);
  });

  it('forgets its statements when the schema changes, so a changed table never meets an old plan', async () => {
    const select = 'select * from items where id = $1';
    expect(Object.keys((await prepared.query(select, [1])).rows[0] as object)).not.toContain('extra');
    await prepared.query('alter table items add column extra int not null default 7');
    expect((await prepared.query<{ extra: number }>(select, [1])).rows[0]?.extra).toBe(7);
  });

  it('keeps at most its limit of statements, closing the least recently used', async () => {
    for (let i = 0; i < 6; i += 1) await prepared.query(`select ${i} as n, $1::int as id`, [i]);
    expect(await statementCount()).toBeLessThanOrEqual(4);
  });
});
