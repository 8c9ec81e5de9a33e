import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/rows.js';
import { startInstancePair, type InstancePair, type TestServer, type TestUser } from '../../test/harness.js';
import { FAST_BATTLES, auth, eventually, forfeitedBattle, player } from '../battles/testing.js';
import { setStats } from '../users/test-support.js';

const databaseUrl = process.env.TEST_DATABASE_URL;

/**
 * Ranks on a PostgreSQL deployment of two instances (issue 36, item 1): each keeps the
 * leaderboard order in memory, fed by the users table's notices (0021_user_standings). A battle's
 * result on one instance moves the ranks the other reads once that instance has heard one more
 * notice (standingsSettled: a notice it sends itself, heard after every earlier commit's), and
 * a listening connection that is cut is opened again and reads every player afresh.
 */
describe.skipIf(!databaseUrl)('ranks on two instances (PostgreSQL)', () => {
  const env = { ...FAST_BATTLES, JWT_SECRET: randomBytes(32).toString('hex'), RATE_LIMITS: 'off' };
  let pair: InstancePair;
  let one: TestServer;
  let two: TestServer;

  beforeAll(async () => {
    pair = await startInstancePair({ listen: true, env });
    ({ one, two } = pair);
  });
  afterAll(() => pair?.close());

  /** The public profile's rank as an instance reads it, once it has heard every change committed so far (unless `now`). */
  const rankOn = async (server: TestServer, user: TestUser, now = false): Promise<number | null> => {
    if (!now) await server.platform.users.standingsSettled();
    const res = await server.app.inject({ method: 'GET', url: `/db/get-user-by-username?username=${user.username}` });
    expect(res.statusCode).toBe(200);
    return res.json<{ ranking: number | null }>().ranking;
  };

  it("moves the rank read on one instance after a result on the other, and takes out a reset player's", async () => {
    await eventually(() => one.platform.users.rankSource() === 'memory' && two.platform.users.rankSource() === 'memory');
    const [alice, bob, carol] = [await player(one), await player(one), await player(two)];
    // Carol: one win in two battles. Alice and Bob have not played: unranked.
    await setStats(one, carol.username, { winBattle: 1, totalBattle: 2, winRate: 50, streak: 0 });
    expect(await rankOn(two, carol)).toBe(1);
    expect(await rankOn(two, alice)).toBeNull();

    // Alice beats Bob on instance one (Bob quits): one win in one battle puts her ahead of Carol.
    const { finished } = await forfeitedBattle(one, alice, bob, bob);
    const updated = finished.updated_users as Record<string, { ranking: number }>;
    expect(updated[alice.username]?.ranking).toBe(1);
    expect(updated[bob.username]?.ranking).toBe(3);
    expect(await rankOn(two, carol)).toBe(2);
    expect(await rankOn(two, alice)).toBe(1);
    expect(await rankOn(two, bob)).toBe(3);

    // Alice resets her statistics on instance two: unranked, Carol is first again on instance one.
    const reset = await two.app.inject({ method: 'POST', url: `/db/reset-user-stats?username=${alice.username}`, headers: auth(alice) });
    expect(reset.statusCode).toBe(200);
    expect(await rankOn(one, carol)).toBe(1);
    expect(await rankOn(one, bob)).toBe(2);
    expect(one.platform.users.rankSource()).toBe('memory');
  });

  it('counts in SQL while its listening connection is cut, then reads every player again, changes made meanwhile included', async () => {
    const [dan, erin] = [await player(one), await player(one)];
    await setStats(one, dan.username, { winBattle: 50, totalBattle: 50, winRate: 100, streak: 50 });
    expect(await rankOn(two, dan)).toBe(1);

    const [where] = rowsOf<{ schema: string }>(await two.platform.db.execute(sql`select current_schema() as schema`));
    await two.platform.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${`fanclash standings ${where?.schema}`}`,
    );
    await eventually(() => two.platform.users.rankSource() === 'sql');
    // Erin passes Dan while instance two hears nothing: counted in SQL, its rank is right at once.
    await setStats(one, erin.username, { winBattle: 60, totalBattle: 60, winRate: 100, streak: 60 });
    expect(await rankOn(two, dan, true)).toBe(2);
    await eventually(() => two.platform.users.rankSource() === 'memory');
    expect(await rankOn(two, dan)).toBe(2);
    expect(await rankOn(two, erin)).toBe(1);
  });
});
