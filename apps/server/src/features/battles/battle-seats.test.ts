import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/rows.js';
import { addPlayers, DATABASE_BACKENDS, migratedDatabase } from '../../test/migrated-database.js';
import { persistBattleResult, type BattleResultInput } from './result-procedure.js';
import { seatedAmong } from './store.js';

const ACTIVE = 1500;

/**
 * Index entries and rows of the battle tables read so far by this connection's transaction (a
 * backend's counters also hold its earlier transactions' until it publishes them: a difference
 * taken inside one transaction is what ran between, and nothing waits for statistics).
 */
const readSoFar = async (tx: Database) =>
  rowsOf<{ n: number }>(
    await tx.execute(sql`select coalesce(sum(pg_stat_get_xact_tuples_returned(c.oid) + pg_stat_get_xact_tuples_fetched(c.oid)), 0)::int as n
      from pg_class c where c.relnamespace = current_schema()::regnamespace and c.relname like 'battle%'`),
  )[0]!.n;

const seats = async (db: Database, battle: string) =>
  rowsOf<{ player_id: string }>(
    await db.execute(sql`select player_id from battle_seats where battle_id = ${battle} order by player_id`),
  ).map((row) => row.player_id);

/**
 * "Is this player in a battle?" reads battle_seats (migration 0026_battle_seats), which triggers on
 * battles keep: whatever path starts, ends, cancels or deletes a battle, the seats follow.
 */
describe.each(DATABASE_BACKENDS)('battle seats follow the battles (%s)', (backend) => {
  const db = migratedDatabase(backend);

  it('a join seats both players, the result frees them, and nothing else is seated', async () => {
    const [creator, joiner, other] = await addPlayers(db(), 'seat_a', 3);
    const battle = rowsOf<{ id: string }>(
      await db().execute(sql`insert into battles (first_opponent_id, first_opponent, sport, level)
        values (${creator}, 'seat_a1', 'football', 'easy') returning id`),
    )[0]!.id;
    expect(await seats(db(), battle)).toEqual([]);
    await db().execute(
      sql`select * from activate_battle(${battle}::uuid, ${creator}::uuid, ${joiner}::uuid, 'seat_a2', '[]'::jsonb, now(), 'here')`,
    );
    expect(await seats(db(), battle)).toEqual([creator, joiner].sort());
    expect(await seatedAmong(db(), [creator!, joiner!, other!])).toEqual(new Set([creator, joiner]));
    // A write that changes neither the status nor a seat (scores, activity) leaves the seats alone.
    await db().execute(sql`update battles set first_score = 3, last_activity_at = now() where id = ${battle}`);
    expect(await seats(db(), battle)).toHaveLength(2);
    await db().execute(sql`update battles set status = 'finished', finished_at = now() where id = ${battle}`);
    expect(await seats(db(), battle)).toEqual([]);
    expect(await seatedAmong(db(), [creator!, joiner!])).toEqual(new Set());
  });

  it('a 2v2 battle started at once seats four; a deleted account frees its seat; a deleted battle frees all', async () => {
    const [a, b, c, d] = await addPlayers(db(), 'seat_b', 4);
    const battle = rowsOf<{ id: string }>(
      await db().execute(sql`insert into battles (mode, status, first_opponent_id, first_opponent, second_opponent_id, second_opponent,
          first_partner_id, first_partner, second_partner_id, second_partner, sport, level, started_at)
        values ('2v2', 'active', ${a}, 'seat_b1', ${b}, 'seat_b2', ${c}, 'seat_b3', ${d}, 'seat_b4', 'football', 'easy', now()) returning id`),
    )[0]!.id;
    expect(await seats(db(), battle)).toEqual([a, b, c, d].sort());
    // The account's foreign key empties its seat column (on delete set null): the seat goes with it.
    await db().execute(sql`delete from users where id = ${c}`);
    expect(await seats(db(), battle)).toEqual([a, b, d].sort());
    await db().execute(sql`delete from battles where id = ${battle}`);
    expect(await seats(db(), battle)).toEqual([]);
  });

  it('a solo run seats its one player; cancelling it frees them', async () => {
    const [solo] = await addPlayers(db(), 'seat_c', 1);
    const battle = rowsOf<{ id: string }>(
      await db()
        .execute(sql`insert into battles (status, first_opponent_id, first_opponent, second_opponent, opponent_kind, sport, level, started_at)
        values ('active', ${solo}, 'seat_c1', 'Bot', 'bot', 'football', 'easy', now()) returning id`),
    )[0]!.id;
    expect(await seats(db(), battle)).toEqual([solo]);
    await db().execute(sql`update battles set status = 'cancelled', finished_at = now() where id = ${battle}`);
    expect(await seats(db(), battle)).toEqual([]);
  });
});

/**
 * A join checks that neither player is in a battle already (activate_battle). Before battle_seats the
 * bench found that check reading every battle in play (bench/RESULTS.md, 2,852 battles tuples a
 * battle): the table had been analyzed while no battle was active, so the planner believed one was,
 * and answered with a scan of the battles in play. The first seats read them all too (run 83, 1,357
 * seat rows a battle): the function's plan, cached while the seats were few, scanned the table as it
 * grew. Here the table is analyzed with none active, a first join caches the function's plans while
 * nobody is seated, 1,500 battles become active, and the next join's reads are counted.
 */
describe.each(DATABASE_BACKENDS)('a join among 1,500 battles in play (%s)', (backend) => {
  const db = migratedDatabase(backend);

  beforeAll(async () => {
    await addPlayers(db(), 'busy', 2 * ACTIVE + 4);
    // Every battle waiting, then statistics taken, as the bench does after its creates.
    await db().execute(sql`insert into battles (first_opponent_id, first_opponent, sport, level)
      select id, username, 'football', 'easy' from users where username ~ '^busy[0-9]+$' and substring(username from 5)::int % 2 = 1`);
    await db().execute(sql`analyze`);
  }, 120_000);

  it('reads the two players’ seats, not every battle in play', async () => {
    const pair = async (n: number) => {
      const [creator, joiner] = rowsOf<{ id: string; username: string }>(
        await db().execute(sql`select id, username from users where username in (${`busy${n}`}, ${`busy${n + 1}`}) order by username`),
      );
      const battle = rowsOf<{ id: string }>(
        await db().execute(sql`select id from battles where first_opponent_id = ${creator!.id} and status = 'waiting'`),
      )[0]!.id;
      return sql`select * from activate_battle(${battle}::uuid, ${creator!.id}::uuid, ${joiner!.id}::uuid, ${joiner!.username}, '[1]'::jsonb, now(), 'here')`;
    };
    const first = await pair(2 * ACTIVE + 1);
    const measured = await pair(2 * ACTIVE + 3);

    // One transaction, so one connection whose cached plans carry from the first join to the
    // measured one.
    const read = await db().transaction(async (tx) => {
      const counted = () => readSoFar(tx);
      // The plans a long-lived connection settles on after five calls: the generic ones.
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await tx.execute(first);
      await tx.execute(sql`update battles b set status = 'active', second_opponent_id = u.id, second_opponent = u.username,
          question_ids = '[1,2,3,4,5,6,7,8,9,10]'::jsonb, started_at = now()
        from users u where b.status = 'waiting' and u.username = 'busy' || (substring(b.first_opponent from 5)::int + 1)
          and substring(b.first_opponent from 5)::int < ${2 * ACTIVE}`);
      const before = await counted();
      await tx.execute(measured);
      return (await counted()) - before;
    });
    expect(rowsOf<{ n: number }>(await db().execute(sql`select count(*)::int as n from battles where status = 'active'`))[0]!.n).toBe(
      ACTIVE + 2,
    );
    // A scan of the arena reads every battle in play (1,500 index entries and as many rows: 3,010
    // before battle_seats), a scan of the seats every seat (3,002); the two players' seats and the
    // join's own rows, a handful.
    expect(read).toBeLessThan(50);
  });

  it('writes a result through the battle’s key, not the battles in play', async () => {
    const [battle] = rowsOf<{ id: string; c: string; cn: string; j: string; jn: string }>(
      await db().execute(sql`select id, first_opponent_id c, first_opponent cn, second_opponent_id j, second_opponent jn
        from battles where status = 'active' order by first_opponent limit 1`),
    );
    const input = {
      battleId: battle!.id,
      players: [
        { userId: battle!.c, username: battle!.cn },
        { userId: battle!.j, username: battle!.jn },
      ] as const,
      outcome: {
        reason: 'completed',
        finalScores: { [battle!.cn]: 30, [battle!.jn]: 10 },
        winner: battle!.cn,
        loser: battle!.jn,
        forfeitedBy: null,
      },
      answers: [],
      misses: [],
      now: new Date(),
    } satisfies BattleResultInput;
    const read = await db().transaction(async (tx) => {
      const before = await readSoFar(tx);
      await persistBattleResult.run(tx, input);
      return (await readSoFar(tx)) - before;
    });
    expect(rowsOf<{ status: string }>(await db().execute(sql`select status from battles where id = ${battle!.id}`))[0]!.status).toBe(
      'finished',
    );
    // Found through the status index, the battle was one of 1,500 rows read (1,501 before hasStatus).
    expect(read).toBeLessThan(50);
  });
});
