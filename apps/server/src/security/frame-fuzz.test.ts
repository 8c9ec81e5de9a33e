import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { z } from 'zod';
import { battleClientMessageSchema, chatClientFrameSchema, userClientMessageSchema, LIMITS } from '@fanclash/protocol';
import { LiveClient, signUp, startTestServer, type TestServer, type TestUser } from '../test/harness.js';
import { friendAction, userTab } from './context.js';
import { SECURITY_SEED, SIZE, Tally } from './size.js';

type Json = Record<string, unknown>;

/** Every message type a socket schema knows, with its field names (so new message types are fuzzed too). */
function messageTypes(schema: z.ZodDiscriminatedUnion): Array<{ type: string; fields: string[] }> {
  return schema.options.map((option) => {
    const shape = (option as unknown as z.ZodObject).shape;
    const literal = shape.type as unknown as z.ZodLiteral<string>;
    return { type: literal.value, fields: Object.keys(shape).filter((k) => k !== 'type') };
  });
}

/** Messages that would only ever reach their own player: the bystander must never receive one. */
const PERSONAL = new Set([
  'error',
  'user_updated',
  'account_deleted',
  'stats_reset',
  'battle_cancelled',
  'battle_joined',
  'battle_started',
  'waiting_room_inactivity',
  'email',
  // The bystander is nobody's friend: no chat and no battle invitation may ever reach them.
  'chat_message',
  'messages_read',
  'invitation_received',
  'invitation_cancelled',
  'presence_updated',
]);

/** A socket that records every frame and can wait for the fence answer of a frame. */
class Probe {
  readonly frames: Json[] = [];
  closed: number | null = null;
  private readonly socket: WebSocket;
  readonly ready: Promise<void>;

  constructor(url: string) {
    this.socket = new WebSocket(url);
    this.socket.on('message', (data) => this.frames.push(JSON.parse(data.toString()) as Json));
    this.socket.on('close', (code) => (this.closed = code));
    this.ready = new Promise((resolve, reject) => {
      this.socket.once('open', () => resolve());
      this.socket.once('error', reject);
    });
  }

  sendRaw(data: string): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(data);
  }

  /** Sends `frame`, then an unknown `fence_n` message, and returns what came back in between. */
  async exchange(frame: string, fence: string): Promise<{ replies: Json[]; closed: number | null }> {
    const start = this.frames.length;
    this.sendRaw(frame);
    this.sendRaw(JSON.stringify({ type: fence }));
    const until = Date.now() + 5_000;
    for (;;) {
      const fenceAt = this.frames.findIndex((f, i) => i >= start && String(f.message ?? '').includes(fence));
      if (fenceAt >= 0) return { replies: this.frames.slice(start, fenceAt), closed: null };
      if (this.closed !== null) return { replies: this.frames.slice(start), closed: this.closed };
      if (Date.now() > until) throw new Error(`no answer to the fence after ${frame.slice(0, 200)}`);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  }

  close(): void {
    this.socket.close();
  }
}

const errorCode = (frame: Json): unknown => frame.code ?? (frame.data as Json | undefined)?.code;

/**
 * Security suite part (b): property-based frames (fast-check, seeded, shrinking) over every
 * message type of the user socket (/ws: battles, profile, friends, invitations, blocks), the
 * battle socket and the chat socket (/ws/simple-chat, with a friend): no crash, no server_error,
 * every `error` frame carries a code, and nothing changes for any other player.
 */
describe('live frame fuzzer (pglite)', () => {
  let server: TestServer;
  let fuzzer: TestUser;
  let bystander: TestUser;
  let partner: TestUser;
  /** The fuzzer's friend: its chat socket is fuzzed, and friend and invitation messages may name a real friend. */
  let friend: TestUser;
  let bystanderBattle = '';
  let fuzzerBattle = '';
  let bystanderTab: LiveClient;
  const tally = new Tally('frame fuzzer');

  beforeAll(async () => {
    server = await startTestServer({
      listen: true,
      env: { BATTLE_RECONNECT_GRACE_MS: '600000', LIVE_SOCKETS_PER_USER: '1000', LIVE_SOCKETS_PER_ADDRESS: '100000' },
      // The fuzzer sends as fast as the server answers: the per-socket rate limit is not under test here.
      liveSockets: { messagesPerSecond: 100_000 },
    });
    [fuzzer, bystander, partner, friend] = [await signUp(server), await signUp(server), await signUp(server), await signUp(server)];
    const [fuzzerTab, friendTab] = [await userTab(server, fuzzer), await userTab(server, friend)];
    await friendAction(fuzzerTab, 'send_friend_request', friend, 'pending');
    await friendAction(friendTab, 'accept_friend_request', fuzzer, 'accepted');
    fuzzerTab.close();
    friendTab.close();
    const create = async (user: TestUser) => {
      const res = await server.app.inject({
        method: 'POST',
        url: `/battle/create?first_opponent=${user.username}&sport=soccer&level=easy`,
        headers: { authorization: `Bearer ${user.token}` },
      });
      return res.json<{ id: string }>().id;
    };
    bystanderBattle = await create(bystander);
    fuzzerBattle = await create(fuzzer);
    const partnerTab = LiveClient.connect(`${server.wsUrl}/ws?username=${partner.username}&token=${partner.token}`);
    await partnerTab.opened;
    partnerTab.send({ type: 'join_battle', battle_id: fuzzerBattle });
    await partnerTab.next('battle_started');
    partnerTab.close();
    bystanderTab = LiveClient.connect(`${server.wsUrl}/ws?username=${bystander.username}&token=${bystander.token}`);
    await bystanderTab.opened;
  });
  afterAll(async () => {
    tally.print();
    bystanderTab.close();
    await server.close();
  });

  const value = () =>
    fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary', maxLength: 20 }),
      fc.constantFrom(
        'a\u0000b',
        '\ud800',
        '\u202Eevil',
        'x'.repeat(LIMITS.liveFrameMaxBytes + 10),
        bystanderBattle,
        bystander.username,
        friend.username,
        fuzzerBattle,
        '00000000-0000-0000-0000-000000000000',
      ),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 3 }),
      fc.object({ maxDepth: 2, maxKeys: 3 }),
    );

  const frames = (types: Array<{ type: string; fields: string[] }>) =>
    fc.oneof(
      {
        weight: 8,
        arbitrary: fc.constantFrom(...types).chain(({ type, fields }) =>
          fc
            .record({
              picked: fc.subarray(fields),
              values: fc.array(value(), { minLength: fields.length, maxLength: fields.length }),
              extra: fc.dictionary(fc.string({ maxLength: 8 }), value(), { maxKeys: 2 }),
            })
            .map(({ picked, values, extra }) =>
              JSON.stringify({ ...extra, type, ...Object.fromEntries(picked.map((f) => [f, values[fields.indexOf(f)]])) }),
            ),
        ),
      },
      { weight: 1, arbitrary: fc.record({ type: fc.oneof(fc.string(), value()) }).map((o) => JSON.stringify(o)) },
      { weight: 1, arbitrary: fc.oneof(fc.string({ maxLength: 50 }), fc.json()).map(String) },
    );

  /** Runs the property on one socket kind; a socket that closes for a known reason is reopened. */
  async function fuzz(name: string, schema: z.ZodDiscriminatedUnion, url: () => string): Promise<void> {
    let probe = new Probe(url());
    await probe.ready;
    let fence = 0;
    await fc.assert(
      fc.asyncProperty(frames(messageTypes(schema)), async (frame) => {
        if (probe.closed !== null) {
          probe = new Probe(url());
          await probe.ready;
        }
        fence += 1;
        const { replies, closed } = await probe.exchange(frame, `fence_${fence}`);
        const oversized = Buffer.byteLength(frame) > LIMITS.liveFrameMaxBytes;
        const errors = replies.filter((r) => r.type === 'error');
        const problems = [
          ...errors.filter((e) => typeof errorCode(e) !== 'string' || errorCode(e) === '').map(() => 'error frame without a code'),
          ...errors.filter((e) => errorCode(e) === 'server_error').map(() => 'server_error'),
          ...(closed !== null && !(oversized && closed === 1009) ? [`socket closed ${closed}`] : []),
          ...(oversized && closed !== 1009 ? ['an oversized frame did not close with 1009'] : []),
        ];
        tally.record(
          errors.length > 0 || closed !== null,
          problems.length === 0,
          `${name}: ${frame.slice(0, 120)} -> ${problems.join(', ')}`,
        );
        expect(problems, `${name} frame ${frame.slice(0, 300)}`).toEqual([]);
      }),
      { seed: SECURITY_SEED, numRuns: SIZE.fuzzRunsPerSocket, endOnFailure: false },
    );
    probe.close();
  }

  /** The fuzzer's name now: a fuzzed user_update may have renamed it. */
  async function fuzzerName(): Promise<string> {
    const row = (await server.platform.users.findByUsername(fuzzer.username)) ?? (await server.platform.users.findByEmail(fuzzer.email));
    return row?.username ?? fuzzer.username;
  }

  // First, while the two are still friends (the user socket's fuzz may unfriend or block).
  it('chat socket: every frame answered without a crash or server error', { timeout: 600_000 }, async () => {
    const q = new URLSearchParams({ username: await fuzzerName(), receiver: friend.username, token: fuzzer.token });
    await fuzz('/ws/simple-chat', chatClientFrameSchema as unknown as z.ZodDiscriminatedUnion, () => `${server.wsUrl}/ws/simple-chat?${q}`);
  });

  it('user socket: every frame answered without a crash or server error', { timeout: 600_000 }, async () => {
    await fuzz('/ws', userClientMessageSchema as unknown as z.ZodDiscriminatedUnion, () => {
      return `${server.wsUrl}/ws?username=${fuzzer.username}&token=${fuzzer.token}`;
    });
  });

  it('battle socket: every frame answered without a crash or server error', { timeout: 600_000 }, async () => {
    // A rename by a fuzzed user_update changes the name the battle socket must be opened with.
    const name = await fuzzerName();
    await fuzz('/ws/battle', battleClientMessageSchema as unknown as z.ZodDiscriminatedUnion, () => {
      return `${server.wsUrl}/ws/battle/${fuzzerBattle}?username=${name}&token=${fuzzer.token}`;
    });
  });

  it('changed nothing for any other player', async () => {
    const row = await server.platform.users.findByEmail(bystander.email);
    expect(row).toMatchObject({ username: bystander.username, totalBattle: 0, winBattle: 0, streak: 0, tokenVersion: 0, avatar: '' });
    const battle = await server.app.inject({
      method: 'GET',
      url: `/battle/get-battle?battle_id=${bystanderBattle}`,
      headers: { authorization: `Bearer ${bystander.token}` },
    });
    expect(battle.json()).toMatchObject({ status: 'waiting' });
    const personal = bystanderTab.messages.filter((m) => PERSONAL.has(String(m.type)));
    expect(personal).toEqual([]);
    // No friendship, block or chat was made in the bystander's name (a request TO them is the fuzzer's own act).
    const read = async (url: string) =>
      (await server.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${bystander.token}` } })).json<unknown>();
    expect(await read('/friends/list')).toEqual([]);
    expect(await read('/friends/blocked')).toEqual([]);
    expect(await read(`/friends/chat-previews?username=${bystander.username}`)).toEqual([]);
  });
});
