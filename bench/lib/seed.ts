/**
 * Bench players written straight into the benchmark's own database, with access tokens signed
 * by the server's own key. Sign-up hashes each password with argon2id (about 15 ms of CPU by
 * design), so 20,000 sign-ups through the API would take minutes and measure nothing the
 * benchmark is about. The rows are the ones a sign-up writes (the auth store's insertUser),
 * every password hash is a real argon2id hash of the same password, and the tokens are the
 * server's own (AccessTokens): nothing here needs, or adds, a route that skips sign-up.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/platform/db/client.js';
import { users } from '../../apps/server/src/platform/db/schema.js';
import { hashPassword } from '../../apps/server/src/platform/auth/passwords.js';
import { AccessTokens } from '../../apps/server/src/platform/auth/tokens.js';

export interface Player {
  readonly username: string;
  readonly token: string;
}

/** Where the players go: the embedded database's folder, or a PostgreSQL URL. */
export interface SeedTarget {
  readonly databaseUrl?: string | undefined;
  readonly dataDir?: string | undefined;
  /** The server's JWT_SECRET, so it accepts the tokens. */
  readonly jwtSecret: string;
}

const MIGRATIONS = path.resolve(import.meta.dirname, '../../apps/server/drizzle');
const CHUNK = 500;

/** The JWT secret of a deployment: JWT_SECRET, or the one its migrate step wrote into DATA_DIR. */
export function deploymentSecret(env: NodeJS.ProcessEnv): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = path.join(path.resolve(env.DATA_DIR ?? './data'), 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    throw new Error(`BENCH_URL needs the deployment's JWT_SECRET (or DATA_DIR holding its jwt-secret; ${file} is not readable)`);
  }
}

/**
 * Creates `count` players named `{prefix}{run}_{i}` (migrating the database first, as the
 * server would) and returns them with tokens valid for `ttlSeconds`.
 */
export async function seedPlayers(target: SeedTarget, prefix: string, count: number, ttlSeconds = 4 * 3600): Promise<Player[]> {
  const database = await openDatabase({ url: target.databaseUrl, dataDir: target.dataDir ?? 'memory', migrationsFolder: MIGRATIONS });
  try {
    const passwordHash = await hashPassword('bench-password');
    const run = Date.now().toString(36);
    const tokens = new AccessTokens(new TextEncoder().encode(target.jwtSecret), ttlSeconds);
    const players: Player[] = [];
    for (let from = 0; from < count; from += CHUNK) {
      const names = Array.from({ length: Math.min(CHUNK, count - from) }, (_, i) => `${prefix}${run}_${from + i}`.slice(0, 20));
      const rows = await database.db
        .insert(users)
        .values(names.map((username) => ({ username, email: `${username}@bench.local`, passwordHash, language: 'en' })))
        .returning({ id: users.id, username: users.username, version: users.tokenVersion });
      for (const row of rows) {
        players.push({
          username: row.username,
          token: await tokens.sign({ userId: row.id, username: row.username, version: row.version }),
        });
      }
    }
    return players;
  } finally {
    await database.close();
  }
}

/**
 * Adds `count` players who do not play: a population for the ranks to be counted against
 * (SEED_EXTRA_PLAYERS). Each has played 1-60 battles with some wins, so all of them are ranked
 * and spread over the leaderboard, as a deployment's fans would be; they get no token. Written
 * by the database itself (generate_series), 10,000 to a statement, so 100,000 take seconds.
 */
export async function seedExtraPlayers(target: SeedTarget, prefix: string, count: number): Promise<void> {
  if (count <= 0) return;
  const database = await openDatabase({ url: target.databaseUrl, dataDir: target.dataDir ?? 'memory', migrationsFolder: MIGRATIONS });
  try {
    const passwordHash = await hashPassword('bench-password');
    const run = `${prefix}${Date.now().toString(36)}_`;
    for (let from = 1; from <= count; from += EXTRA_CHUNK) {
      const to = Math.min(count, from + EXTRA_CHUNK - 1);
      await database.db.execute(sql`
        insert into users (username, email, password_hash, language, total_battle, win_battle, win_rate, streak)
        select name, name || '@bench.local', ${passwordHash}, 'en', total, wins, (wins * 100) / total, least(wins, g % 7)
        from (select g, ${run} || g as name, 1 + (g::bigint * 7919) % 60 as total from generate_series(${from}::int, ${to}::int) as g) as p,
          lateral (select (g::bigint * 104729) % (total + 1) as wins) as w`);
    }
  } finally {
    await database.close();
  }
}

const EXTRA_CHUNK = 10_000;

/**
 * A database filled seconds ago has no planner statistics yet (autovacuum would gather them
 * within a minute or so); a live deployment's has. The bench gathers them before measuring,
 * as autovacuum would have. PostgreSQL only: the embedded server analyzes itself.
 */
export async function analyzeDatabase(databaseUrl: string | undefined): Promise<void> {
  if (!databaseUrl) return;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}
