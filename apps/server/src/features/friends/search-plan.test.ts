import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../test/harness.js';
import { seedPlayers } from '../leaderboard/seed.js';
import { player } from '../battles/testing.js';
import { getJson } from './testing.js';
import { createSearchStore } from './search-store.js';

/** GET /friends/search-user at 100,000 players: both halves of the search walk an index. */
describe.each(BACKENDS)('player search at 100,000 players (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend });
    await seedPlayers(server.platform.db, 100_000, 'crowd');
    // Fresh statistics, as a live table has: otherwise the plan depends on whether autovacuum's
    // analyze has run yet (without it PostgreSQL once walked the name index and filtered).
    await server.platform.db.execute(sql`analyze users`);
  }, 180_000);
  afterAll(() => server.close());

  const plan = async (query: { toSQL(): unknown }) => {
    const result = (await server.platform.db.execute(sql`explain ${query}`)) as unknown as { rows: Array<Record<string, string>> };
    return result.rows.map((row) => Object.values(row).join(' ')).join('\n');
  };
  const viewer = '00000000-0000-4000-8000-000000000000';

  it('names containing q are found through the trigram index, not a scan of every player', async () => {
    const text = await plan(createSearchStore(server.platform.db).containsQuery('owd4242', viewer, 20));
    expect(text).toMatch(/users_username_trgm_idx/);
    expect(text).not.toMatch(/Seq Scan on users/);
  });

  it('names starting with q walk a name index', async () => {
    const text = await plan(createSearchStore(server.platform.db).prefixQuery('crowd4242', viewer, 20));
    expect(text).toMatch(/users_username_(pattern|lower)_idx/);
    expect(text).not.toMatch(/Seq Scan on users/);
  });

  it('answers prefix matches first, then contains matches, at most 20', async () => {
    const me = await player(server);
    const { status, body } = await getJson<Array<{ username: string }>>(server, me, '/friends/search-user?username=CROWD4242');
    expect(status).toBe(200);
    // crowd4242 itself, then crowd42420 ... crowd42429, in name order.
    expect(body.map((r) => r.username)).toEqual(['crowd4242', ...Array.from({ length: 10 }, (_, i) => `crowd4242${i}`)]);
    // Speed is what the plans above show; a wall-clock bound would only measure the machine's load.
    // Inside the name only: 'rowd4242' starts none of them, so all eleven come from the trigram half.
    const inside = await getJson<Array<{ username: string }>>(server, me, '/friends/search-user?username=rowd4242');
    expect(inside.body).toHaveLength(11);
    const many = await getJson<unknown[]>(server, me, '/friends/search-user?username=crowd');
    expect(many.body).toHaveLength(20);
  });
});
