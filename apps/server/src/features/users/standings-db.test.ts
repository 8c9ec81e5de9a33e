import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/db/schema.js';
import { rowsOf } from '../../platform/db/rows.js';
import { BACKENDS, signUp, startTestServer, type TestServer } from '../../test/harness.js';
import { LEADERBOARD_ORDER } from './store.js';
import { setStats, TEST_ENV, userId } from './test-support.js';

/**
 * Ranks against the leaderboard's own order in SQL, after every kind of change. On both
 * backends they come from an order kept in memory: on the embedded database standings-index.ts,
 * told of each change by the users table's trigger (migrations 0010 and 0011); on PostgreSQL
 * standings-listener.ts, fed by the notices of 0021_user_standings, which carry the standing.
 */
describe.each(BACKENDS)('leaderboard ranks after changes (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend, env: TEST_ENV });
  });
  afterAll(() => server.close());

  /** Every ranked player's rank as the platform gives it, and as the leaderboard's query (ranked only, in order) does. */
  const ranksBothWays = async () => {
    // PostgreSQL's notices arrive a moment after the commit: wait until this instance has heard them all.
    await server.platform.users.standingsSettled();
    expect(server.platform.users.rankSource()).toBe('memory');
    const ordered = rowsOf<{ id: string }>(
      await server.platform.db.execute(
        sql`select ${users.id} as id from ${users} where ${users.totalBattle} > 0 order by ${sql.join(LEADERBOARD_ORDER, sql`, `)}`,
      ),
    ).map((row) => row.id);
    const rows = await Promise.all(ordered.map((id) => server.platform.users.findById(id)));
    // Standings without their ids: a row given with its id counts as given (a result's own rows),
    // which would hide what the order holds for that player.
    const standings = rows.flatMap((row) =>
      row ? [{ username: row.username, winBattle: row.winBattle, winRate: row.winRate, streak: row.streak }] : [],
    );
    const given = await server.platform.users.rankings(standings);
    return { given, expected: ordered.map((_, i) => i + 1) };
  };

  it('ranks every ranked player where the leaderboard lists them, through sign-ups, results, renames and deletions', async () => {
    const suffix = String(Math.floor(10_000 + Math.random() * 90_000)); // digits: random letters can spell a refused name
    // Names whose order depends on case and underscores, as the database collates them.
    const names = ['Zed', 'abe', 'x_', 'Bob', 'b_', 'bA'].map((name) => `${name}${suffix}`);
    for (const username of names) await signUp(server, { username });
    let { given, expected } = await ranksBothWays();
    expect(given).toEqual(expected);

    await setStats(server, names[0] as string, { winBattle: 3, totalBattle: 4, winRate: 75, streak: 2 });
    await setStats(server, names[1] as string, { winBattle: 3, totalBattle: 4, winRate: 75, streak: 2 });
    await setStats(server, names[2] as string, { winBattle: 3, totalBattle: 3, winRate: 100, streak: 3 });
    await setStats(server, names[3] as string, { winBattle: 1, totalBattle: 5, winRate: 20, streak: 0 });
    // Lost every battle: ranked, and tied on everything but the name with the unranked newcomers.
    await setStats(server, names[5] as string, { winBattle: 0, totalBattle: 2, winRate: 0, streak: 0 });
    ({ given, expected } = await ranksBothWays());
    expect(given).toEqual(expected);

    // A change made inside the database (as the battle result's procedures do), a rename, a
    // deleted account and a new sign-up taking the old name.
    const changedInside = await userId(server, names[4] as string);
    await server.platform.db.execute(
      sql`do $$ begin update users set win_battle = 9, total_battle = 9, win_rate = 100 where id = ${sql.raw(`'${changedInside}'`)}; end $$`,
    );
    const renamed = await userId(server, names[5] as string);
    await server.platform.db
      .update(users)
      .set({ username: `aaa${suffix}` })
      .where(eq(users.id, renamed));
    await signUp(server, { username: names[5] as string, email: `new.${suffix}@example.com` });
    await server.platform.db.delete(users).where(eq(users.id, await userId(server, names[3] as string)));
    ({ given, expected } = await ranksBothWays());
    expect(given).toEqual(expected);
    expect(given.length).toBeGreaterThanOrEqual(5);
  });
});
