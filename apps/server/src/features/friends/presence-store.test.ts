import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/rows.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { player } from '../battles/testing.js';
import { userId } from '../users/test-support.js';
import { createPresenceStore } from './presence-store.js';

/**
 * Two instances closing a player's last tabs at the same moment, on PostgreSQL (the embedded
 * database has one instance). Instance A's change is held open in a transaction while instance
 * B writes: B must wait for A's commit and then see no tab left, or neither would say offline.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('presence written by two instances at once (postgres)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend: 'postgres' });
  });
  afterAll(() => server.close());

  it('tells the later of two last-tab closes that the player is offline', async () => {
    const db = server.platform.db;
    const id = await userId(server, (await player(server)).username);
    const instanceA = createPresenceStore(db, { sharedByInstances: true });
    const instanceB = createPresenceStore(db, { sharedByInstances: true });
    const now = new Date();
    const freshSince = new Date(now.getTime() - 60_000);
    await instanceA.changeTabs([{ userId: id, tabs: 1 }], 'instance-a', now, freshSince);
    await instanceB.changeTabs([{ userId: id, tabs: 1 }], 'instance-b', now, freshSince);

    let closedOnB: Promise<Map<string, { online: boolean }>> | undefined;
    await db.transaction(async (tx) => {
      const insideA = createPresenceStore(tx as unknown as Database, { sharedByInstances: true });
      const onA = await insideA.changeTabs([{ userId: id, tabs: 0 }], 'instance-a', now, freshSince);
      // Another instance still had a tab when A closed its last one.
      expect(onA.get(id)?.online).toBe(true);
      closedOnB = instanceB.changeTabs([{ userId: id, tabs: 0 }], 'instance-b', now, freshSince);
      const finished = vi.fn();
      void closedOnB.then(finished, finished);
      // B waits on A's lock on this player until A commits.
      await vi.waitFor(async () => expect(await advisoryWaits(db)).toBeGreaterThan(0), { timeout: 5_000 });
      expect(finished).not.toHaveBeenCalled();
    });
    expect((await closedOnB)?.get(id)?.online).toBe(false);
    expect(await instanceB.rows(id)).toEqual([]);
  });
});

/** Sessions waiting for an advisory lock. */
async function advisoryWaits(db: Database): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`),
  );
  return row?.n ?? 0;
}
