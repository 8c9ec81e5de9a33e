import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../platform/db/rows.js';
import { BACKENDS, startTestServer, type TestServer } from '../../test/harness.js';
import { player } from '../battles/testing.js';
import { userId } from '../users/test-support.js';
import { createPresenceService } from './presence.js';

/**
 * Tab changes gather (PRESENCE_GATHER_MS) and go to the database in one statement; a read of
 * presence on the instance writes what is gathered first, so it never misses its own tabs.
 */
describe.each(BACKENDS)('presence gathered into one statement (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend });
  });
  afterAll(() => server.close());

  it('writes the tab changes of many players in one statement, and a read sees them', async () => {
    const db = server.platform.db;
    const ids = await Promise.all([1, 2, 3].map(async () => userId(server, (await player(server)).username)));
    const presence = createPresenceService({ ...server.platform, instanceId: `gather-${backend}` });
    const tabRows = async () =>
      rowsOf<{ user_id: string; tabs: number }>(
        await db.execute(sql`select user_id, tabs from user_presence where instance_id = ${`gather-${backend}`} order by user_id`),
      );
    const changeTabs = vi.spyOn(presence.store, 'changeTabs');
    ids.forEach((id, i) => presence.tabsChanged(id, `fan${i}`, 1));
    // The third player's tab closes and opens again inside the window: only the latest count is written.
    presence.tabsChanged(ids[2] ?? '', 'fan2', 0);
    presence.tabsChanged(ids[2] ?? '', 'fan2', 2);
    // Nothing written yet: the changes are still gathering. (Asked on the embedded database only,
    // whose one thread answers this read before the gathered write; PostgreSQL runs them side by side.)
    if (backend === 'pglite') expect(await tabRows()).toEqual([]);
    // A read of presence writes them first, all in one statement.
    expect(await presence.onlineAmong(ids)).toEqual(new Set(ids));
    expect(changeTabs).toHaveBeenCalledTimes(1);
    expect(changeTabs.mock.calls[0]?.[0]).toEqual(ids.map((id) => ({ userId: id, tabs: id === ids[2] ? 2 : 1 })));
    expect(await tabRows()).toEqual([...ids].sort().map((id) => ({ user_id: id, tabs: id === ids[2] ? 2 : 1 })));
    changeTabs.mockRestore();

    // Closed, and written once the window has passed, with no read to hurry it.
    ids.forEach((id, i) => presence.tabsChanged(id, `fan${i}`, 0));
    await vi.waitFor(async () => expect(await tabRows()).toEqual([]), { timeout: 5_000, interval: 20 });
  });
});
