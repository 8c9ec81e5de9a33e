import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startChildServer, type ChildServer } from '../../test/child-process.js';
import { LiveClient } from '../../test/harness.js';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

interface Player {
  readonly username: string;
  readonly token: string;
}
type Frame = Record<string, unknown>;

/**
 * The real server in a process of its own (the bundled child server: a plain `node` start, where
 * tsx once took more than a minute on a loaded CI machine), killed with SIGKILL mid-conversation
 * and started again on the same data. The OS picks its port on each start: a port chosen at
 * random from the ephemeral range could be one an outgoing connection already holds.
 */
class ServerProcess {
  private child: ChildServer | undefined;
  constructor(private readonly env: Record<string, string>) {}

  get base(): string {
    if (!this.child) throw new Error('the server is not running');
    return this.child.url;
  }

  async start(): Promise<void> {
    this.child = await startChildServer({ RATE_LIMITS: 'off', ...this.env });
  }

  /** kill -9: no shutdown hook runs, nothing is flushed by the process. Resolves at once if it is gone. */
  async kill(): Promise<void> {
    await this.child?.kill9();
  }

  async json<T>(method: string, url: string, token?: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.base}${url}`, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  socket(pathAndQuery: string): LiveClient {
    return LiveClient.connect(`${this.base.replace(/^http/, 'ws')}${pathAndQuery}`);
  }
}

async function player(server: ServerProcess, prefix: string): Promise<Player> {
  const username = `${prefix}_${randomInt(10_000_000, 100_000_000)}`; // digits: random letters can spell a refused word
  const body = await server.json<{ access_token: string }>('POST', '/auth/signup', undefined, {
    email: `${username}@example.com`,
    username,
    password: 'correct horse battery',
  });
  return { username, token: body.access_token };
}

/** Friends the way players become friends: a request on the user socket, accepted on the other. */
async function befriend(server: ServerProcess, a: Player, b: Player): Promise<void> {
  const [ua, ub] = [a, b].map((p) => server.socket(`/ws?username=${p.username}&token=${p.token}`));
  await Promise.all([ua!.opened, ub!.opened]);
  ua!.send({ type: 'send_friend_request', username: a.username, friend_username: b.username });
  await ub!.next('friend_request_updated', (m) => (m.data as { response_value: string }).response_value === 'pending');
  ub!.send({ type: 'accept_friend_request', username: b.username, friend_username: a.username });
  await ua!.next('friend_request_updated', (m) => (m.data as { response_value: string }).response_value === 'accepted');
  ua!.close();
  ub!.close();
}

async function allHistory(server: ServerProcess, me: Player, friend: Player): Promise<Frame[]> {
  const all: Frame[] = [];
  let before = '';
  for (;;) {
    const page = await server.json<Frame[]>(
      'GET',
      `/simple-chat/history?sender=${me.username}&receiver=${friend.username}&limit=100${before}`,
      me.token,
    );
    all.unshift(...page);
    if (page.length < 100) return all;
    before = `&before_id=${String(page[0]!.id)}`;
  }
}

/**
 * Both people send a stream of messages with client ids; once some are acknowledged the
 * process is killed with SIGKILL while others are in flight. After a restart on the same data,
 * every acknowledged message is there once, and resending every unacknowledged one (as a client
 * does) stores each at most once: nothing lost, nothing duplicated.
 */
async function killMidConversation(env: Record<string, string>): Promise<void> {
  const server = new ServerProcess({ JWT_SECRET: randomBytes(32).toString('hex'), ...env });
  await server.start();
  try {
    const [alice, boris] = await Promise.all([player(server, 'kill_a'), player(server, 'kill_b')]);
    await befriend(server, alice, boris);
    const sockets = [
      {
        me: alice,
        friend: boris,
        chat: server.socket(`/ws/simple-chat?username=${alice.username}&receiver=${boris.username}&token=${alice.token}`),
      },
      {
        me: boris,
        friend: alice,
        chat: server.socket(`/ws/simple-chat?username=${boris.username}&receiver=${alice.username}&token=${boris.token}`),
      },
    ];
    await Promise.all(sockets.map((s) => s.chat.opened));

    const perSender = 25;
    const acked = new Map<string, Frame>();
    let killAt: () => void = () => undefined;
    const enoughAcked = new Promise<void>((resolve) => (killAt = resolve));
    for (const { me, chat } of sockets) {
      chat.socket.on('message', (data) => {
        const frame = JSON.parse(data.toString()) as Frame;
        if (frame.type === 'message' && frame.sender === me.username) acked.set(String(frame.client_id), frame);
        if (acked.size >= 15) killAt();
      });
      for (let i = 0; i < perSender; i += 1) chat.send({ type: 'text', message: `${me.username} #${i}`, client_id: `${me.username}-${i}` });
    }
    await enoughAcked;
    await server.kill();
    const ackedAtKill = new Map(acked);
    expect(ackedAtKill.size).toBeGreaterThanOrEqual(15);

    await server.start();
    const afterRestart = await allHistory(server, alice, boris);
    const stored = new Map(afterRestart.map((m) => [String(m.client_id), m]));
    expect(stored.size).toBe(afterRestart.length);
    for (const [clientId, frame] of ackedAtKill) {
      expect(stored.get(clientId), `acknowledged ${clientId} lost`).toMatchObject({ id: frame.id, message: frame.message });
    }

    // The clients resend everything they never saw acknowledged; the server keeps one of each.
    for (const { me, friend } of sockets) {
      for (let i = 0; i < perSender; i += 1) {
        const clientId = `${me.username}-${i}`;
        if (ackedAtKill.has(clientId)) continue;
        const body = {
          sender_username: me.username,
          receiver_username: friend.username,
          message_content: `${me.username} #${i}`,
          message_type: 'text',
          client_id: clientId,
        };
        const message = await server.json<Frame>('POST', '/simple-chat/send', me.token, body);
        if (stored.has(clientId)) expect(message.id).toBe(stored.get(clientId)!.id);
      }
    }
    const final = await allHistory(server, alice, boris);
    expect(final).toHaveLength(perSender * 2);
    expect(new Set(final.map((m) => m.client_id)).size).toBe(perSender * 2);
  } finally {
    await server.kill();
  }
}

describe('chat durability across kill -9', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fanclash-chat-kill-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps every acknowledged message on the embedded database (same data directory)', async () => {
    await killMidConversation({ DATA_DIR: dataDir });
  }, 90_000);

  describe.skipIf(!databaseUrl)('on PostgreSQL', () => {
    const database = `chat_kill_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const admin = () => new pg.Client({ connectionString: databaseUrl });
    afterAll(async () => {
      const client = admin();
      await client.connect();
      await client.query(`drop database if exists ${database} with (force)`);
      await client.end();
    });

    it('keeps every acknowledged message on PostgreSQL (same database)', async () => {
      const client = admin();
      await client.connect();
      await client.query(`create database ${database}`);
      await client.end();
      const url = new URL(databaseUrl!);
      url.pathname = `/${database}`;
      await killMidConversation({ DATA_DIR: dataDir, DATABASE_URL: url.toString(), ...(redisUrl ? { REDIS_URL: redisUrl } : {}) });
    }, 90_000);
  });
});
