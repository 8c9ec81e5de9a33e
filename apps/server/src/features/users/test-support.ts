import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { users } from '../../platform/db/schema.js';
import type { App } from '../../app.js';
import { LiveClient, type TestServer, type TestUser } from '../../test/harness.js';

/** Test factories shared by the users, profile, leaderboard and avatar suites. */

/**
 * Settings for these suites' servers. DATA_DIR 'memory' keeps avatars in a private temporary
 * directory removed at close. RATE_LIMITS 'off' lifts the per-IP sign-up limit: the harness
 * signs everyone up from 127.0.0.1, and with TEST_REDIS_URL that counter is shared by every
 * suite and every run for an hour.
 */
export const TEST_ENV = { DATA_DIR: 'memory', RATE_LIMITS: 'off' } as const;

export interface Stats {
  winBattle?: number;
  totalBattle?: number;
  winRate?: number;
  streak?: number;
}

/** Gives a player battle figures directly (battles are another feature's business). */
export async function setStats(server: App, username: string, stats: Stats): Promise<void> {
  await server.platform.db
    .update(users)
    .set(stats)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
}

export async function userId(server: App, username: string): Promise<string> {
  const row = await server.platform.users.findByUsername(username);
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

export async function storedAvatar(server: App, id: string): Promise<string | undefined> {
  const [row] = await server.platform.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, id));
  return row?.avatar;
}

export const bearer = (user: Pick<TestUser, 'token'>) => ({ authorization: `Bearer ${user.token}` });

/** A multipart/form-data body with one file part, built by hand so the test controls every byte. */
export function multipartFile(bytes: Buffer, options: { field?: string; filename?: string; type?: string } = {}) {
  const boundary = `----fanclash${randomUUID().replace(/-/g, '')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${options.filename ?? 'avatar.png'}"\r\n` +
      `Content-Type: ${options.type ?? 'image/png'}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A real picture: left half red, right half blue, so orientation can be checked after re-encoding. */
export async function twoColourImage(format: 'png' | 'jpeg' | 'webp', width = 64, height = 32): Promise<Buffer> {
  const half = Math.floor(width / 2);
  const left = await sharp({ create: { width: half, height, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  const right = await sharp({ create: { width: width - half, height, channels: 3, background: '#0000ff' } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#000000' } })
    .composite([
      { input: left, left: 0, top: 0 },
      { input: right, left: half, top: 0 },
    ])
    .toFormat(format)
    .toBuffer();
}

/** Opens a user socket and waits until it is authenticated (a round trip proves it). */
export async function openUserSocket(server: TestServer, user: Pick<TestUser, 'username' | 'token'>): Promise<LiveClient> {
  const client = LiveClient.connect(
    `${server.wsUrl}/ws?username=${encodeURIComponent(user.username)}&token=${encodeURIComponent(user.token)}`,
  );
  await client.opened;
  client.send({ type: 'test_connection' });
  await client.next('test_connection_response');
  return client;
}

/** The next message of any of these types (already received or within the timeout), taken off the list. */
export async function nextOf(client: LiveClient, types: readonly string[], timeoutMs = 5_000): Promise<Record<string, unknown>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const index = client.messages.findIndex((m) => types.includes(String(m.type)));
    if (index >= 0) return client.messages.splice(index, 1)[0] as Record<string, unknown>;
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${types.join('|')}; got ${JSON.stringify(client.messages.map((m) => m.type))}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
