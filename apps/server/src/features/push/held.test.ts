import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { BACKENDS, startInstancePair, startTestServer, type TestServer, type TestUser } from '../../test/harness.js';
import { befriend, sendRest } from '../chat/testing.js';
import { createPresenceStore } from '../friends/presence-store.js';
import { tab } from '../friends/testing.js';
import { startHeldIndex } from './held-index.js';
import { createHeldStore, HELD_MAX } from './held-store.js';
import { heldReleaseOf } from './index.js';
import { TestPushService } from './test-push-service.js';
import { bearer, player, PUSH_ENV, settled, subscribe, until, userId } from './testing.js';

/**
 * Quiet hours hold pushes back and tell them in one summary when they end, on a clock the test
 * moves: 22:00-07:00 UTC, each test on a night of its own. The sweep runs every 20 ms of real
 * time and reads the test's clock; a summary is waited for at the test push service, and
 * "nothing sent" is read after a sweep that started once the clock had moved.
 */
const HELD_ENV = { ...PUSH_ENV, PUSH_HELD_SWEEP_MS: '20' };
const QUIET = { start: '22:00', end: '07:00', time_zone: 'UTC' };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const FIRST_NIGHT = Date.parse('2026-12-01T23:00:00Z');

/** The test's clock: a night of its own for each test (23:00 UTC, quiet), the morning after (07:00:30, not), later still. */
function testClock() {
  let nights = 0;
  let at = FIRST_NIGHT;
  return {
    clock: { now: () => at },
    night(): void {
      at = FIRST_NIGHT + nights * DAY;
      nights += 1;
    },
    morning(): void {
      at = FIRST_NIGHT + (nights - 1) * DAY + 8 * HOUR + 30_000;
    },
    later(ms: number): void {
      at += ms;
    },
  };
}

async function quietHours(server: App, user: TestUser, quiet: typeof QUIET | null = QUIET): Promise<void> {
  const response = await server.app.inject({
    method: 'PUT',
    url: '/notifications/settings',
    headers: bearer(user),
    payload: { quiet_hours: quiet },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** A sweep that started after the clock moved has run on `server` (one running from before is awaited first). */
async function swept(server: App): Promise<number> {
  const release = heldReleaseOf(server.platform);
  if (!release) throw new Error('no held-push sweep');
  await release.runOnce();
  return release.runOnce();
}

/** A chat message's push notice from `actor`, held straight through the store. */
const chatNotice = (actor: string) =>
  ({ kind: 'chat_message', actor, tag: 'chat:x', url: '/chats/x', ttlSeconds: 60, urgency: 'normal', renotify: false }) as const;

/**
 * Ann writes to Bob (a device, quiet hours, no tab) through `through`, whose dispatcher holds the
 * push; then Bob opens a tab on `home` and the held push is dropped, then closes it.
 */
async function heldThenSeen(service: TestPushService, home: TestServer, through: TestServer) {
  const [ann, bob] = [await player(home), await player(home)];
  await befriend(home, ann, bob);
  const device = service.device();
  await subscribe(home, bob, device);
  await quietHours(home, bob);
  await sendRest(through, ann, bob.username, 'you awake?');
  await settled(through);
  const held = createHeldStore(home.platform.db);
  const bobId = await userId(home, bob);
  expect(await held.heldOf(bobId)).toHaveLength(1);

  const open = await tab(home, bob);
  await until(async () => (await held.heldOf(bobId)).length === 0);
  open.close();
  await open.closed;
  return { bobId, device };
}

describe.each(BACKENDS)('pushes held by quiet hours (%s)', (backend) => {
  const time = testClock();
  let server: TestServer;
  let service: TestPushService;
  beforeAll(async () => {
    service = await TestPushService.start();
    server = await startTestServer({ backend, listen: true, env: HELD_ENV, clock: time.clock });
  });
  afterAll(async () => {
    await server?.close();
    await service?.close();
  });

  it('holds them through the night and tells them in one summary, in the player’s language, when quiet hours end', async () => {
    time.night();
    const [ann, carl, vera] = [await player(server), await player(server), await player(server, 'ru')];
    await befriend(server, ann, vera);
    await befriend(server, carl, vera);
    const device = service.device();
    await subscribe(server, vera, device);
    await quietHours(server, vera);

    await sendRest(server, ann, vera.username, 'still up?');
    await sendRest(server, carl, vera.username, 'gg');
    await sendRest(server, ann, vera.username, 'night then');
    await settled(server);
    const held = createHeldStore(server.platform.db);
    const veraId = await userId(server, vera);
    const rows = await held.heldOf(veraId);
    expect(rows).toHaveLength(3);
    // Kept until 07:00 on the player's clock.
    for (const row of rows) expect(row.releaseAt).toEqual(new Date(time.clock.now() + 8 * HOUR));
    expect(await swept(server)).toBe(0);
    expect(service.to(device)).toEqual([]);

    time.morning();
    const { payload } = await service.nextTo(device);
    expect(payload).toMatchObject({
      kind: 'summary',
      title: 'Пока вас не было',
      body: '3 сообщения — ' + [ann.username, carl.username].join(', '),
      tag: 'summary',
      url: `/${vera.username}/notifications`,
    });
    expect(await held.heldOf(veraId)).toEqual([]);
    // Told once: later sweeps find nothing more to tell.
    expect(await swept(server)).toBe(0);
    expect(service.to(device)).toHaveLength(1);
  });

  it('keeps at most HELD_MAX pushes of one player through a night', async () => {
    time.night();
    const [ann, bob] = [await player(server), await player(server)];
    const bobId = await userId(server, bob);
    const held = createHeldStore(server.platform.db);
    const now = new Date(time.clock.now());
    const notice = chatNotice(ann.username);
    for (let i = 0; i <= HELD_MAX; i += 1) await held.hold(bobId, notice, now, new Date(now.getTime() + 8 * HOUR));
    expect(await held.heldOf(bobId)).toHaveLength(HELD_MAX);
  });

  it('tells nothing of what the player saw by opening a tab during the night', async () => {
    time.night();
    const { bobId, device } = await heldThenSeen(service, server, server);
    const presence = createPresenceStore(server.platform.db, { sharedByInstances: backend === 'postgres' });
    await until(async () => !server.platform.live.isConnectedHere(bobId) && (await presence.rows(bobId)).length === 0);

    time.morning();
    expect(await swept(server)).toBe(0);
    expect(service.to(device)).toEqual([]);
  });

  it('knows at start who has held pushes: a tab opening drops only theirs, and a player with none costs no delete', async () => {
    time.night();
    const [ann, bob, cleo] = [await player(server), await player(server), await player(server)];
    const [bobId, cleoId] = [await userId(server, bob), await userId(server, cleo)];
    // Held before this index started (by an instance since gone): the table is where it learns of them.
    const held = createHeldStore(server.platform.db);
    const now = new Date(time.clock.now());
    const notice = chatNotice(ann.username);
    await held.hold(bobId, notice, now, new Date(now.getTime() + 8 * HOUR));
    const index = await startHeldIndex(server.platform, () => held.heldPlayers());
    try {
      expect(index.lists(bobId)).toBe(true);
      expect(index.lists(cleoId)).toBe(false);
      expect(index.take(bobId)).toBe(true);
      expect(index.take(bobId)).toBe(false);
      // A push held now, through the app's own path, lists the player on every index (the bus).
      await befriend(server, ann, cleo);
      await subscribe(server, cleo, service.device());
      await quietHours(server, cleo);
      await sendRest(server, ann, cleo.username, 'late');
      await settled(server);
      await until(async () => index.lists(cleoId));
    } finally {
      await index.stop();
      // Nothing of this test is left for the sweeps of the next ones.
      await Promise.all([held.take(bobId), held.take(cleoId)]);
    }
  });

  it('holds nothing of a kind switched off, and waits for the new end when the player moves quiet hours later', async () => {
    time.night();
    const [ann, bob] = [await player(server), await player(server)];
    await befriend(server, ann, bob);
    const device = service.device();
    await subscribe(server, bob, device);
    await quietHours(server, bob);
    const chatPush = async (push: boolean) => {
      const response = await server.app.inject({
        method: 'PUT',
        url: '/notifications/settings',
        headers: bearer(bob),
        payload: { kinds: { chat_message: { push } } },
      });
      expect(response.statusCode).toBe(200);
    };
    const held = createHeldStore(server.platform.db);
    const bobId = await userId(server, bob);
    await chatPush(false);
    await sendRest(server, ann, bob.username, 'switched off');
    await settled(server);
    expect(await held.heldOf(bobId)).toEqual([]);
    await chatPush(true);
    await sendRest(server, ann, bob.username, 'ping');
    await settled(server);
    expect(await held.heldOf(bobId)).toHaveLength(1);

    // Sleeping in: quiet until 09:00 now. At 07:00:30 the push waits for 09:00.
    await quietHours(server, bob, { ...QUIET, end: '09:00' });
    time.morning();
    expect(await swept(server)).toBe(0);
    expect(service.to(device)).toEqual([]);
    const [row] = await held.heldOf(bobId);
    expect(row?.releaseAt).toEqual(new Date(time.clock.now() - 30_000 + 2 * HOUR));

    time.later(2 * HOUR);
    const { payload } = await service.nextTo(device);
    expect(payload).toMatchObject({ kind: 'summary', title: 'While you were away', body: `1 message — ${ann.username}` });
  });
});

/**
 * Two instances on one database: each holds what it heard; once quiet hours end one summary
 * goes, whichever instance sweeps; and what one instance held is told by the other after the
 * first is gone (held pushes live in the database, not in a process).
 */
describe.runIf(process.env.TEST_DATABASE_URL)('pushes held by quiet hours on two instances', () => {
  const time = testClock();
  let one: TestServer;
  let two: TestServer;
  let close: () => Promise<void>;
  let service: TestPushService;
  beforeAll(async () => {
    service = await TestPushService.start();
    const env = { ...HELD_ENV, JWT_SECRET: randomBytes(32).toString('hex') };
    ({ one, two, close } = await startInstancePair({ listen: true, env, clock: time.clock }));
  });
  afterAll(async () => {
    await close?.();
    await service?.close();
  });

  it('sends one summary of what both instances held', async () => {
    time.night();
    const [ann, carl, bob] = [await player(one), await player(two), await player(one)];
    await befriend(one, ann, bob);
    await befriend(one, carl, bob);
    const device = service.device();
    await subscribe(two, bob, device);
    await quietHours(one, bob);
    await sendRest(one, ann, bob.username, 'from the first');
    await sendRest(two, carl, bob.username, 'from the second');
    await settled(one, two);
    expect(await createHeldStore(one.platform.db).heldOf(await userId(one, bob))).toHaveLength(2);

    time.morning();
    const { payload } = await service.nextTo(device);
    expect(payload.body).toBe(`2 messages — ${ann.username}, ${carl.username}`);
    await Promise.all([swept(one), swept(two)]);
    expect(service.to(device)).toHaveLength(1);
  });

  it('drops what one instance held when the player opens a tab on the other', async () => {
    time.night();
    // Sent through the second instance: it hears the message and holds the push.
    await heldThenSeen(service, one, two);
  });

  it('tells what an instance held after that instance is gone', async () => {
    time.night();
    const [ann, bob] = [await player(one), await player(two)];
    await befriend(one, ann, bob);
    const device = service.device();
    await subscribe(two, bob, device);
    await quietHours(two, bob);
    await sendRest(one, ann, bob.username, 'before the restart');
    await settled(one);
    await one.close();

    time.morning();
    const { payload } = await service.nextTo(device);
    expect(payload).toMatchObject({ kind: 'summary', body: `1 message — ${ann.username}` });
  });
});
