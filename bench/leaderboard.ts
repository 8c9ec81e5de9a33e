/**
 * Leaderboard at scale: seeds 100,000 players with generate_series, then shows the plans and
 * timings of the queries behind GET /db/get-leaderboard (a page, a deep page, the total and a
 * player's own rank). Results are recorded in bench/LEADERBOARD.md.
 *
 *   npx tsx bench/leaderboard.ts                         # embedded PGlite, in memory
 *   DATABASE_URL=postgres://... npx tsx bench/leaderboard.ts   # PostgreSQL (a throw-away schema)
 *   PLAYERS=1000000 npx tsx bench/leaderboard.ts
 */
import { randomUUID } from 'node:crypto';
import { count, sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '../apps/server/src/app.js';
import { openDatabase } from '../apps/server/src/platform/db/client.js';
import { users } from '../apps/server/src/platform/db/schema.js';
import { createLeaderboardStore } from '../apps/server/src/features/leaderboard/store.js';
import { seedPlayers } from '../apps/server/src/features/leaderboard/seed.js';
import { aheadOfRanges, createUserStore } from '../apps/server/src/features/users/store.js';

const players = Number(process.env.PLAYERS ?? 100_000);
const url = process.env.DATABASE_URL;
const schema = url ? `bench_${randomUUID().replace(/-/g, '').slice(0, 12)}` : undefined;

async function main(): Promise<void> {
  const handle = await openDatabase({ url, dataDir: 'memory', migrationsFolder: MIGRATIONS_FOLDER, schema });
  const { db } = handle;
  try {
    let started = performance.now();
    await seedPlayers(db, players);
    console.log(`${handle.kind}: seeded ${players.toLocaleString('en')} players in ${Math.round(performance.now() - started)} ms\n`);

    const store = createLeaderboardStore(db);
    const ranks = createUserStore(db);
    const explain = async (label: string, query: SQL | { getSQL(): SQL }) => {
      const result = (await db.execute(sql`explain (analyze, costs off) ${query}`)) as unknown as { rows: Array<Record<string, string>> };
      console.log(`-- ${label}\n${result.rows.map((row) => Object.values(row).join(' ')).join('\n')}\n`);
    };
    await explain('page 1 (limit 50)', store.pageQuery(50, 0));
    await explain('deep page (limit 100, offset 50000)', store.pageQuery(100, Math.min(50_000, players - 100)));
    await explain('total', db.select({ total: count() }).from(users));
    // The own rank (`me`) is 1 + four counts, each a contiguous range of the index.
    const rankQuery = (wins: number) => {
      const counts = aheadOfRanges({ winBattle: wins, winRate: 50, streak: 3, username: 'm' }).map(
        (range) => sql`(select count(*) from ${users} where ${range})`,
      );
      return sql`select ${sql.join(counts, sql` + `)} as ahead`;
    };
    for (const wins of [390, 100, 0]) await explain(`own rank of a player with ${wins} wins`, rankQuery(wins));

    const timings: Array<[string, () => Promise<unknown>]> = [
      ['page 1', () => store.page(50, 0)],
      ['deep page', () => store.page(100, Math.min(50_000, players - 100))],
      ['total', () => store.total()],
      ['own rank (top)', () => ranks.ranking({ winBattle: 390, winRate: 50, streak: 3, username: 'm' })],
      ['own rank (middle)', () => ranks.ranking({ winBattle: 100, winRate: 50, streak: 3, username: 'm' })],
      ['own rank (bottom)', () => ranks.ranking({ winBattle: 0, winRate: 50, streak: 3, username: 'm' })],
    ];
    for (const [label, run] of timings) {
      await run();
      started = performance.now();
      for (let i = 0; i < 20; i += 1) await run();
      console.log(`${label}: ${((performance.now() - started) / 20).toFixed(2)} ms mean of 20`);
    }
  } finally {
    await handle.close();
    if (url && schema) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
