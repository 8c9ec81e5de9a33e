import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, or, sql } from 'drizzle-orm';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '../app.js';
import { openDatabase } from '../platform/db/client.js';
import { battles, users } from '../platform/db/schema.js';
import { startChildServer, type ChildServer } from './child-process.js';
import { LiveClient, uniqueName, type Backend } from './harness.js';

/**
 * Kill -9 during battle load, then restart on the same data (issue 16.2): battles in play when
 * the process died must not stay `active` (their players get 409 already_in_battle), and every
 * finished battle's stats must be applied exactly once. Used by the battles restart test (small)
 * and the security suite (npm run test:security, larger).
 */
export interface Kill9Counts {
  readonly battles: number;
  /** Battles that had finished (stats written) before the kill. */
  readonly finishedBeforeKill: number;
  /** Battles whose last move was sent as the process was killed: finished or cancelled, never half. */
  readonly racing: number;
  /** Active at the kill. */
  readonly inPlay: number;
  /** Still `active` after the restart (must be 0). */
  readonly stuck: number;
  /** Players refused a new battle (409) right after the restart (must be 0). */
  readonly refusedAfterRestart: number;
  /** Players whose stored stats disagree with their finished battles (must be 0). */
  readonly statsMismatches: number;
  /** From the kill to the restarted server listening. */
  readonly restartMs: number;
}

const FAST = {
  BATTLE_COUNTDOWN_MS: '50',
  BATTLE_QUESTION_MS: '3000',
  BATTLE_PAUSE_MS: '20',
  BATTLE_QUESTIONS: '2',
  BATTLE_RECONNECT_GRACE_MS: '120000',
  WAITING_ROOM_TIMEOUT_MS: '3600000',
  RATE_LIMITS: 'off',
};

interface Player {
  readonly username: string;
  readonly token: string;
}

async function api(base: string, method: string, url: string, token?: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
}

async function signUpRemote(base: string): Promise<Player> {
  const username = uniqueName('k9');
  const res = await api(base, 'POST', '/auth/signup', undefined, {
    email: `${username.toLowerCase()}@example.com`,
    password: 'correct horse battery',
    username,
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.json)}`);
  return { username, token: (res.json as { access_token: string }).access_token };
}

async function createRemote(base: string, player: Player): Promise<{ status: number; id: string }> {
  const res = await api(base, 'POST', `/battle/create?first_opponent=${player.username}&sport=soccer&level=easy`, player.token);
  return { status: res.status, id: (res.json as { id?: string } | null)?.id ?? '' };
}

/** Joins and opens both battle sockets; resolves with the sockets once the quiz is ready. */
async function startBattle(server: ChildServer, creator: Player, joiner: Player): Promise<{ id: string; sockets: LiveClient[] }> {
  const created = await createRemote(server.url, creator);
  if (created.status !== 201) throw new Error(`create failed: ${created.status}`);
  const tab = LiveClient.connect(`${server.wsUrl}/ws?username=${joiner.username}&token=${joiner.token}`);
  await tab.opened;
  tab.send({ type: 'join_battle', battle_id: created.id });
  await tab.next('battle_started', () => true, 15_000);
  const sockets = [creator, joiner].map((p) =>
    LiveClient.connect(`${server.wsUrl}/ws/battle/${created.id}?username=${p.username}&token=${p.token}`),
  );
  await Promise.all(sockets.map((s) => s.next('quiz_ready', () => true, 15_000)));
  return { id: created.id, sockets: [...sockets, tab] };
}

export async function runKill9Scenario(backend: Backend, pairs: number): Promise<Kill9Counts> {
  const postgres = backend === 'postgres';
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fanclash-k9-'));
  const schema = `k9_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const env: Record<string, string> = {
    ...FAST,
    DATA_DIR: dataDir,
    JWT_SECRET: randomUUID() + randomUUID(),
    ...(postgres
      ? { DATABASE_URL: process.env.TEST_DATABASE_URL ?? '', REDIS_URL: process.env.TEST_REDIS_URL ?? '', TEST_DB_SCHEMA: schema }
      : {}),
  };
  const sockets: LiveClient[] = [];
  try {
    const first = await startChildServer(env);
    const players = await Promise.all(Array.from({ length: pairs * 2 }, () => signUpRemote(first.url)));
    const groups = { finished: 0, racing: 0, inPlay: 0 };
    for (let i = 0; i < pairs; i += 1) {
      const creator = players[2 * i]!;
      const joiner = players[2 * i + 1]!;
      const battle = await startBattle(first, creator, joiner);
      sockets.push(...battle.sockets);
      const [creatorSocket, joinerSocket] = battle.sockets as [LiveClient, LiveClient];
      const kind = i % 3;
      if (kind === 0) {
        // A forfeit decided and written before the kill.
        joinerSocket.send({ type: 'quit_battle' });
        await creatorSocket.next('battle_finished', () => true, 15_000);
        groups.finished += 1;
      } else if (kind === 1) {
        groups.racing += 1;
      } else {
        groups.inPlay += 1;
      }
    }
    // The racing battles' forfeits go out together with the kill: their results are written or not.
    for (let i = 1; i < pairs; i += 3) (sockets[i * 3 + 1] as LiveClient).send({ type: 'quit_battle' });
    await first.kill9();
    for (const socket of sockets) socket.close();

    const restartedAt = Date.now();
    const second = await startChildServer(env);
    const restartMs = Date.now() - restartedAt;
    let refused = 0;
    for (const player of players) {
      const created = await createRemote(second.url, player);
      if (created.status === 409) refused += 1;
      else if (created.status !== 201) throw new Error(`create after restart answered ${created.status}`);
    }
    await second.stop();

    const { stuck, mismatches } = await checkDatabase(backend, dataDir, schema, players);
    return {
      battles: pairs,
      finishedBeforeKill: groups.finished,
      racing: groups.racing,
      inPlay: groups.inPlay,
      stuck,
      refusedAfterRestart: refused,
      statsMismatches: mismatches,
      restartMs,
    };
  } finally {
    for (const socket of sockets) socket.close();
    await rm(dataDir, { recursive: true, force: true });
    if (postgres) await dropSchema(schema);
  }
}

/** After the run: nothing active, and each player's stats equal their finished battles. */
async function checkDatabase(backend: Backend, dataDir: string, schema: string, players: Player[]) {
  const handle = await openDatabase({
    url: backend === 'postgres' ? process.env.TEST_DATABASE_URL : undefined,
    dataDir,
    migrationsFolder: MIGRATIONS_FOLDER,
    schema: backend === 'postgres' ? schema : undefined,
  });
  try {
    const { db } = handle;
    const [active] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(battles)
      .where(eq(battles.status, 'active'));
    let mismatches = 0;
    for (const player of players) {
      const [user] = await db.select().from(users).where(eq(users.username, player.username));
      const mine = or(eq(battles.firstOpponentId, user!.id), eq(battles.secondOpponentId, user!.id));
      const [played] = await db
        .select({
          total: sql<number>`count(*)::int`,
          wins: sql<number>`count(*) filter (where ${battles.winner} = ${player.username})::int`,
        })
        .from(battles)
        .where(and(eq(battles.status, 'finished'), mine));
      if (user!.totalBattle !== played!.total || user!.winBattle !== played!.wins) mismatches += 1;
    }
    return { stuck: active!.n, mismatches };
  } finally {
    await handle.close();
  }
}

async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end();
  }
}
