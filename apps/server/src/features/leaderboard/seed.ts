import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';

/**
 * Inserts `count` players with varied figures in one statement (generate_series), for the
 * leaderboard benchmark and the index test. Names are `{prefix}{n}`; the password hash is a
 * placeholder nobody can sign in with. Ends with VACUUM ANALYZE, the state autovacuum keeps a
 * live table in: real row counts for the planner, a visibility map for index-only scans.
 */
export async function seedPlayers(db: Database, count: number, prefix = 'seed'): Promise<void> {
  await db.execute(sql`
    insert into users (username, email, password_hash, total_battle, win_battle, win_rate, streak)
    select ${prefix} || g, ${prefix} || g || '@seed.invalid', '!seed',
           total, wins, case when total = 0 then 0 else round(100.0 * wins / total)::int end, g % 7
    from (
      select g, total, ((g::bigint * 104729) % (total + 1))::int as wins
      from (select g, ((g::bigint * 7919) % 400)::int as total from generate_series(1, ${count}::int) as g) as totals
    ) as figures`);
  await db.execute(sql`vacuum analyze users`);
}
