import { PGlite, protocol } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_CALL_BYTES, PREPARED_KEPT, createOneTripQueries, type OneTripQueries } from './pglite-one-trip.js';

/** Statements in one call answer exactly as PGlite's own query() does. */
describe('one-call statements on the embedded database', () => {
  let db: PGlite;
  let oneTrip: OneTripQueries;

  beforeAll(async () => {
    db = new PGlite();
    await db.exec(`create table items (
      id int primary key, name text not null, big int8, ratio numeric, ok boolean,
      doc jsonb, at timestamptz, day date, ref uuid
    )`);
    oneTrip = createOneTripQueries(db);
  });
  afterAll(() => db.close());

  it('sends every value by its JavaScript type and reads rows back as PGlite does', async () => {
    const at = new Date('2026-01-02T03:04:05.678Z');
    const insert =
      'insert into items (id, name, big, ratio, ok, doc, at, day, ref) values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning *';
    const ref = '0b6f4a52-3c0e-4c36-9d1f-6a8e2b9b1c11';
    const written = await oneTrip.query(insert, [1, "it's", 9007199254740993n, 1.25, false, { deep: [1, 'two'] }, at, '2026-03-04', ref]);
    const reference = await db.query('select * from items where id = $1', [1]);
    expect(written.rows).toEqual(reference.rows);
    expect(written.rows).toEqual([
      {
        id: 1,
        name: "it's",
        big: 9007199254740993n,
        ratio: '1.25',
        ok: false,
        doc: { deep: [1, 'two'] },
        at,
        day: new Date('2026-03-04'),
        ref,
      },
    ]);
    const nulls = await oneTrip.query(insert, [2, 'two', null, undefined, null, null, null, null, null]);
    expect(nulls.rows).toEqual([{ id: 2, name: 'two', big: null, ratio: null, ok: null, doc: null, at: null, day: null, ref: null }]);
    expect(nulls.fields.map((f) => f.name)).toEqual(['id', 'name', 'big', 'ratio', 'ok', 'doc', 'at', 'day', 'ref']);
  });

  it('answers in array mode and with the caller’s own parsers', async () => {
    const arrays = await oneTrip.query('select id, at from items where id = $1', [1], { rowMode: 'array', parsers: { 1184: (v) => v } });
    expect(arrays.rows).toEqual([[1, expect.stringMatching(/^2026-01-02 03:04:05\.678/)]]);
  });

  it('hands a value only its declared type can serialise (an array) to PGlite’s own path', async () => {
    const { rows } = await oneTrip.query<{ ids: number[] }>(
      'select array_agg(id order by id) as ids from items where id = any($1::int[])',
      [[1, 2]],
    );
    expect(rows).toEqual([{ ids: [1, 2] }]);
  });

  it('counts affected rows and keeps the database error, and the next statement runs', async () => {
    const updated = await oneTrip.query('update items set ok = $1 where id in ($2, $3)', [true, 1, 2]);
    expect(updated.affectedRows).toBe(2);
    const duplicate = await oneTrip.query('insert into items (id, name) values ($1, $2)', [1, 'again']).catch((e: unknown) => e);
    expect(duplicate).toMatchObject({ code: '23505', constraint: 'items_pkey' });
    expect(await oneTrip.query('selec 1').catch((e: unknown) => e)).toMatchObject({ code: '42601' });
    expect(await oneTrip.query('select $1::int + 1 as n', ['not a number']).catch((e: unknown) => e)).toMatchObject({ code: '22P02' });
    expect((await oneTrip.query('select count(*)::int as n from items')).rows).toEqual([{ n: 2 }]);
  });

  it('runs statements of every size, those whose messages end at the 8,192nd byte too', async () => {
    // PGlite drops the rest of a call after a message that ends exactly there (see the module).
    const sql = 'insert into items (id, name) values ($1, $2) returning id, length(name) as n';
    const fixed = protocol.serialize.parse({ text: sql }).length + protocol.serialize.bind({ values: ['1000', ''] }).length;
    for (const [i, size] of [PGLITE_CALL_BYTES - 1, PGLITE_CALL_BYTES, PGLITE_CALL_BYTES + 1, 3 * PGLITE_CALL_BYTES].entries()) {
      const name = 'x'.repeat(size - fixed);
      const { rows } = await oneTrip.query(sql, [1000 + i, name]);
      expect(rows).toEqual([{ id: 1000 + i, n: name.length }]);
    }
    const tooLong = await oneTrip
      .query('insert into items (id, name) values ($1, $2)', [1, 'y'.repeat(PGLITE_CALL_BYTES)])
      .catch((e: unknown) => e);
    expect(tooLong).toMatchObject({ code: '23505' });
    expect((await oneTrip.query('select count(*)::int as n from items where id >= 1000')).rows).toEqual([{ n: 4 }]);
    await oneTrip.query('delete from items where id >= 1000');
  });

  it('waits for a database that is still starting', async () => {
    const fresh = new PGlite();
    try {
      expect((await createOneTripQueries(fresh).query('select $1::int + 1 as n', [1])).rows).toEqual([{ n: 2 }]);
    } finally {
      await fresh.close();
    }
  });

  it('delivers notifications, as the users table’s trigger sends them', async () => {
    const heard: string[] = [];
    await db.listen('one_trip_test', (payload) => heard.push(payload));
    await oneTrip.query("select pg_notify('one_trip_test', $1)", ['hello']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).toEqual(['hello']);
  });

  it('runs inside a transaction under its lock, and a rolled-back transaction leaves nothing', async () => {
    const client = drizzle({ client: oneTrip.client });
    const table = pgTable('items', { id: integer('id').primaryKey(), name: text('name').notNull() });
    await expect(
      client.transaction(async (tx) => {
        await tx.insert(table).values({ id: 3, name: 'three' });
        expect(await tx.select().from(table).where(eq(table.id, 3))).toEqual([{ id: 3, name: 'three' }]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await client.select().from(table).where(eq(table.id, 3))).toEqual([]);
    // A statement asked for while a transaction is open waits for it instead of running inside it.
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
    const outside = await oneTrip.query('select name from items where id = 1');
    order.push('query');
    await inside;
    expect(order).toEqual(['transaction', 'query']);
    expect(outside.rows).toEqual([{ name: 'inside' }]);
  });

  /** The statements the session keeps prepared that read `marker` (pg_prepared_statements is per session). */
  const preparedWith = async (marker: string) =>
    (await db.query<{ statement: string }>('select statement from pg_prepared_statements')).rows.filter((r) =>
      r.statement.includes(marker),
    );

  it('prepares a statement once and then only binds it, inside and after a rolled-back transaction too', async () => {
    const sql = 'select name /* once */ from items where id = $1';
    for (const id of [1, 2, 1]) expect((await oneTrip.query(sql, [id])).rows).toHaveLength(1);
    expect(await preparedWith('/* once */')).toHaveLength(1);
    const inTx = 'select count(*)::int as n /* in tx */ from items where id > $1';
    await expect(
      db.transaction(async (tx) => {
        expect((await oneTrip.inTransaction(tx)(inTx, [0])).rows).toEqual([{ n: 2 }]);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect((await oneTrip.query(inTx, [1])).rows).toEqual([{ n: 1 }]);
    expect(await preparedWith('/* in tx */')).toHaveLength(1);
  });

  it('describes a statement on its first run only, and reads its typed columns on every later one', async () => {
    // The messages of each call, by type letter: Parse, Bind, Describe, Execute, Sync.
    const calls: string[] = [];
    const original = db.execProtocolStream.bind(db);
    db.execProtocolStream = (input, options) => {
      let letters = '';
      for (let at = 0; at < input.length; at += 1 + new DataView(input.buffer, input.byteOffset + at + 1, 4).getInt32(0)) {
        letters += String.fromCharCode(input[at] ?? 0);
      }
      calls.push(letters);
      return original(input, options);
    };
    try {
      const sql = 'select id, at, doc, big /* described once */ from items where id = $1';
      const first = await oneTrip.query(sql, [1]);
      const later = await oneTrip.query(sql, [1]);
      const none = await oneTrip.query(sql, [404]);
      expect(calls).toEqual(['PBDES', 'BES', 'BES']);
      expect(later).toEqual(first);
      expect(later.rows[0]).toMatchObject({
        id: 1,
        at: new Date('2026-01-02T03:04:05.678Z'),
        doc: { deep: [1, 'two'] },
        big: 9007199254740993n,
      });
      expect(none.rows).toEqual([]);
      expect(none.fields.map((f) => f.name)).toEqual(['id', 'at', 'doc', 'big']);
    } finally {
      db.execProtocolStream = original;
    }
  });

  it('leaves nothing prepared after a failed first run, and a failing known statement stays usable', async () => {
    const sql = 'select $1::int + 1 as n /* first fails */';
    expect(await oneTrip.query(sql, ['x']).catch((e: unknown) => e)).toMatchObject({ code: '22P02' });
    expect(await preparedWith('/* first fails */')).toEqual([]);
    expect((await oneTrip.query(sql, [1])).rows).toEqual([{ n: 2 }]);
    expect(await oneTrip.query(sql, ['y']).catch((e: unknown) => e)).toMatchObject({ code: '22P02' });
    expect((await oneTrip.query(sql, [2])).rows).toEqual([{ n: 3 }]);
    expect(await preparedWith('/* first fails */')).toHaveLength(1);
    expect(await oneTrip.query('selec 1 /* syntax */').catch((e: unknown) => e)).toMatchObject({ code: '42601' });
    expect(await preparedWith('/* syntax */')).toEqual([]);
  });

  it('prepares a statement again once its table’s columns changed', async () => {
    await db.exec('create table shapes (id int primary key)');
    const sql = 'select * /* shapes */ from shapes';
    expect((await oneTrip.query(sql)).fields.map((f) => f.name)).toEqual(['id']);
    await db.exec('alter table shapes add column colour text');
    // PostgreSQL refuses a kept plan whose result columns changed; the next run prepares it anew.
    const changed = await oneTrip.query(sql).catch((e: unknown) => e);
    const again = await oneTrip.query(sql);
    expect(again.fields.map((f) => f.name)).toEqual(['id', 'colour']);
    expect(changed).toMatchObject({ code: '0A000' });
    expect(await preparedWith('/* shapes */')).toHaveLength(1);
  });

  it('keeps at most PREPARED_KEPT statements prepared, the most recently used', async () => {
    const first = 'select 0 as n /* kept 0 */';
    await oneTrip.query(first);
    for (let i = 1; i <= PREPARED_KEPT + 10; i++) {
      expect((await oneTrip.query(`select ${i} as n /* kept ${i} */`)).rows).toEqual([{ n: i }]);
      if (i % 50 === 0) await oneTrip.query(first); // used often: never the oldest
    }
    const all = (await db.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]?.n;
    expect(all).toBeLessThanOrEqual(PREPARED_KEPT);
    expect(await preparedWith('/* kept 0 */')).toHaveLength(1);
    expect(await preparedWith('/* kept 1 */')).toEqual([]);
    expect(await preparedWith(`/* kept ${PREPARED_KEPT + 10} */`)).toHaveLength(1);
  });
});
