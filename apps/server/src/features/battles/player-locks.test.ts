import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../app.js';
import { openDatabase, type DatabaseHandle } from '../../platform/db/client.js';

const databaseUrl = process.env.TEST_DATABASE_URL;

/**
 * A join locks its two players, and an insert that references a player (a presence batch, a chat
 * message) takes a foreign-key share lock on that player's row, in its own order. Were the join's
 * lock FOR UPDATE, the two would wait on each other: on the cluster a join and a presence batch of
 * four players deadlocked (bench/RESULTS.md, run 63). The join locks FOR NO KEY UPDATE, which lets
 * foreign-key checks through (migration 0025_no_key_player_locks). PostgreSQL only: the embedded
 * database has one connection, so nothing runs beside a transaction there.
 */
describe.skipIf(!databaseUrl)('player locks beside foreign-key checks (PostgreSQL)', () => {
  const schema = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  let database: DatabaseHandle;
  const clients: pg.Client[] = [];

  const connect = async () => {
    const client = new pg.Client({ connectionString: databaseUrl, options: `-c search_path=${schema}` });
    await client.connect();
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    database = await openDatabase({ url: databaseUrl, dataDir: 'memory', migrationsFolder: MIGRATIONS_FOLDER, schema });
  });
  afterAll(async () => {
    await Promise.allSettled(clients.map((client) => client.end()));
    await database?.close();
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  });

  it('a join goes through while another transaction holds a presence row of its player uncommitted', async () => {
    const setup = await connect();
    const player = async (name: string) =>
      (
        await setup.query<{ id: string }>(
          `insert into users (username, email, password_hash, language) values ($1, $1 || '@example.com', 'x', 'en') returning id`,
          [name],
        )
      ).rows[0]!.id;
    const creator = await player('lock_creator');
    const joiner = await player('lock_joiner');
    const battle = (
      await setup.query<{ id: string }>(
        `insert into battles (first_opponent_id, first_opponent, sport, level) values ($1, 'lock_creator', 'football', 'easy') returning id`,
        [creator],
      )
    ).rows[0]!.id;

    // A presence write for the joiner, not yet committed: it holds FOR KEY SHARE on the joiner's row.
    const presence = await connect();
    await presence.query('begin');
    await presence.query(`insert into user_presence (user_id, instance_id, tabs, seen_at) values ($1, 'elsewhere', 1, now())`, [joiner]);

    const join = await connect();
    // Under FOR UPDATE the join would wait for the presence transaction: this turns the wait into an error.
    await join.query(`set lock_timeout = '3s'`);
    const joined = await join.query<{ outcome: string }>(
      `select outcome from activate_battle($1::uuid, $2::uuid, $3::uuid, 'lock_joiner', '[]'::jsonb, now(), 'here')`,
      [battle, creator, joiner],
    );
    await presence.query('commit');
    expect(joined.rows.map((row) => row.outcome)).toEqual(['joined']);
    const stored = await setup.query<{ status: string; second_opponent_id: string }>(
      'select status, second_opponent_id from battles where id = $1',
      [battle],
    );
    expect(stored.rows).toEqual([{ status: 'active', second_opponent_id: joiner }]);
  });
});
