import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/db/schema.js';
import { BACKENDS, signUp, startTestServer, type TestServer } from '../../test/harness.js';
import { TEST_ENV, userId } from './test-support.js';

/**
 * Users by id on a real database: on the embedded one rows are kept in memory until a committed
 * change (told by the users table's trigger, migration 0010) forgets them; on PostgreSQL, where
 * other instances write too, every read asks the database. Either way a read sees every commit.
 */
describe.each(BACKENDS)('users by id after changes (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend, env: TEST_ENV });
  });
  afterAll(() => server.close());

  const newPlayer = async () => userId(server, (await signUp(server)).username);
  const find = (id: string) => server.platform.users.findById(id);

  it('keeps rows in memory on the embedded database only', async () => {
    const id = await newPlayer();
    const same = (await find(id)) === (await find(id));
    expect(same).toBe(backend === 'pglite');
  });

  it('sees an update committed by any statement, at once', async () => {
    const id = await newPlayer();
    expect((await find(id))?.winBattle).toBe(0);
    await server.platform.db.update(users).set({ winBattle: 3 }).where(eq(users.id, id));
    expect((await find(id))?.winBattle).toBe(3);
    // A change made by SQL running inside the database (as the battle result's functions do).
    await server.platform.db.execute(sql`do $$ begin update users set win_battle = 4 where id = ${sql.raw(`'${id}'`)}; end $$`);
    expect((await find(id))?.winBattle).toBe(4);
  });

  it('sees a transaction once it commits, and nothing of one rolled back', async () => {
    const id = await newPlayer();
    await find(id);
    await server.platform.db.transaction(async (tx) => {
      await tx.update(users).set({ streak: 5 }).where(eq(users.id, id));
    });
    expect((await find(id))?.streak).toBe(5);
    await server.platform.db
      .transaction(async (tx) => {
        await tx.update(users).set({ streak: 9 }).where(eq(users.id, id));
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect((await find(id))?.streak).toBe(5);
  });

  it('sees a revoked token version and a deleted account', async () => {
    const id = await newPlayer();
    const before = (await find(id))?.tokenVersion ?? 0;
    await server.platform.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, id));
    expect((await find(id))?.tokenVersion).toBe(before + 1);
    await server.platform.db.delete(users).where(eq(users.id, id));
    expect(await find(id)).toBeUndefined();
  });

  it('refuses the old token right after sign-out everywhere', async () => {
    const player = await signUp(server);
    const ownRecord = () =>
      server.app.inject({
        url: `/db/get-user-by-username?username=${player.username}`,
        headers: { authorization: `Bearer ${player.token}` },
      });
    expect((await ownRecord()).json()).toHaveProperty('email', player.email);
    const signOut = await server.app.inject({
      method: 'POST',
      url: '/auth/signout-all',
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(signOut.statusCode).toBeLessThan(300);
    expect((await ownRecord()).statusCode).toBe(401);
  });
});
