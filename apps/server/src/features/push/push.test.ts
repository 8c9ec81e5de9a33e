import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startInstancePair, startTestServer, type TestServer } from '../../test/harness.js';
import { befriend, sendRest } from '../chat/testing.js';
import { createPresenceStore } from '../friends/presence-store.js';
import { act, tab } from '../friends/testing.js';
import { createHeldStore } from './held-store.js';
import { createPushStore } from './store.js';
import { TestPushService } from './test-push-service.js';
import { bearer, player, PUSH_ENV, settled, subscribe, TEST_VAPID_PUBLIC_KEY, until, userId } from './testing.js';

/**
 * Web Push end to end: the server encrypts for a device and posts to its push service; the test
 * push service (a real HTTPS server) checks the VAPID token, and the test decrypts the payload
 * with the device's keys, as a browser would.
 */
describe.each(BACKENDS)('web push (%s)', (backend) => {
  let server: TestServer;
  let service: TestPushService;
  beforeAll(async () => {
    service = await TestPushService.start();
    server = await startTestServer({ backend, listen: true, env: PUSH_ENV });
  });
  afterAll(async () => {
    await server?.close();
    await service?.close();
  });

  it('gives the VAPID public key, stores a device once, and deletes only the owner’s', async () => {
    const key = await server.app.inject({ url: '/push/vapid-public-key' });
    expect(key.json()).toEqual({ public_key: TEST_VAPID_PUBLIC_KEY });
    const [ann, bob] = [await player(server), await player(server)];
    const device = service.device();
    const first = await subscribe(server, ann, device);
    // The same browser again: the same row, not a second one.
    expect(await subscribe(server, ann, device)).toBe(first);
    const store = createPushStore(server.platform.db);
    expect(await store.devicesOf(await userId(server, ann))).toHaveLength(1);
    const unauthenticated = await server.app.inject({ method: 'POST', url: '/push/subscriptions', payload: device.toJSON() });
    expect(unauthenticated.statusCode).toBe(401);
    const byBob = await server.app.inject({ method: 'DELETE', url: `/push/subscriptions/${first}`, headers: bearer(bob) });
    expect(byBob.statusCode).toBe(404);
    const byAnn = await server.app.inject({ method: 'DELETE', url: `/push/subscriptions/${first}`, headers: bearer(ann) });
    expect(byAnn.statusCode).toBe(204);
    const again = await server.app.inject({ method: 'DELETE', url: `/push/subscriptions/${first}`, headers: bearer(ann) });
    expect(again.statusCode).toBe(404);
    expect(await store.devicesOf(await userId(server, ann))).toEqual([]);
  });

  it('refuses a device key that is not a P-256 point', async () => {
    const ann = await player(server);
    const body = service.device().toJSON();
    const response = await server.app.inject({
      method: 'POST',
      url: '/push/subscriptions',
      headers: bearer(ann),
      payload: { ...body, keys: { ...body.keys, p256dh: `BA${'A'.repeat(85)}` } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'validation_error', fields: { 'keys.p256dh': 'validation_error' } });
  });

  it('pushes a chat message to a friend with no tab open: encrypted for the device, grouped per friend', async () => {
    const [ann, bob] = [await player(server), await player(server)];
    await befriend(server, ann, bob);
    const [device, annDevice] = [service.device(), service.device()];
    await subscribe(server, bob, device);
    await subscribe(server, ann, annDevice);

    expect((await sendRest(server, ann, bob.username, 'Kick-off at eight?')).statusCode).toBe(201);
    const { push, payload } = await service.nextTo(device);
    expect(payload).toMatchObject({
      kind: 'chat_message',
      title: ann.username,
      body: 'Kick-off at eight?',
      tag: `chat:${ann.username.toLowerCase()}`,
      url: `/chats/${ann.username}`,
      renotify: false,
    });
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.ttl).toBe('86400');
    expect(push.headers.urgency).toBe('normal');
    expect(push.headers.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(push.vapid).toMatchObject({ sub: PUSH_ENV.PUSH_SUBJECT, key: TEST_VAPID_PUBLIC_KEY });
    // The ciphertext is not the text.
    expect(push.body.includes(Buffer.from('Kick-off'))).toBe(false);

    // A second unread message replaces the first on the device (same tag and topic) and counts both.
    await sendRest(server, ann, bob.username, 'Or nine');
    const second = await service.nextTo(device, 1);
    expect(second.payload).toMatchObject({
      title: ann.username,
      body: '2 new messages · Or nine',
      tag: `chat:${ann.username.toLowerCase()}`,
    });
    expect(second.push.headers.topic).toBe(push.headers.topic);
    await settled(server);
    expect(service.to(device)).toHaveLength(2);
    // Her own messages are never pushed back to Ann (she has a device too, and no tab).
    expect(service.to(annDevice)).toEqual([]);
  });

  it('writes in the player’s language', async () => {
    const [ann, vera] = [await player(server), await player(server, 'ru')];
    await befriend(server, ann, vera);
    const device = service.device();
    await subscribe(server, vera, device);
    await sendRest(server, ann, vera.username, 'one');
    await service.nextTo(device);
    await sendRest(server, ann, vera.username, 'two');
    await sendRest(server, ann, vera.username, 'three');
    await settled(server);
    const bodies = service.to(device).map((p) => (JSON.parse(device.decrypt(p.body)) as { body: string }).body);
    expect(bodies).toContain('3 новых сообщения · three');
  });

  it('pushes nothing while the player has a tab open, and again once it is closed', async () => {
    const [ann, bob] = [await player(server), await player(server)];
    await befriend(server, ann, bob);
    const device = service.device();
    await subscribe(server, bob, device);
    const open = await tab(server, bob);
    await sendRest(server, ann, bob.username, 'you are here');
    await settled(server);
    expect(service.to(device)).toEqual([]);

    open.close();
    await open.closed;
    const presence = createPresenceStore(server.platform.db, { sharedByInstances: backend === 'postgres' });
    const bobId = await userId(server, bob);
    await until(async () => !server.platform.live.isConnectedHere(bobId) && (await presence.rows(bobId)).length === 0);
    await sendRest(server, ann, bob.username, 'now you are not');
    const { payload } = await service.nextTo(device);
    // The line sent while the tab was open is still unread: counted, not pushed on its own.
    expect(payload.body).toBe('2 new messages · now you are not');
  });

  it('honours the push switch of each kind and quiet hours', async () => {
    const [ann, bob] = [await player(server), await player(server)];
    await befriend(server, ann, bob);
    const device = service.device();
    await subscribe(server, bob, device);
    const settings = (body: unknown) =>
      server.app.inject({ method: 'PUT', url: '/notifications/settings', headers: bearer(bob), payload: body as Record<string, unknown> });

    expect((await settings({ kinds: { chat_message: { push: false } } })).statusCode).toBe(200);
    await sendRest(server, ann, bob.username, 'switched off');
    await settled(server);
    expect(service.to(device)).toEqual([]);

    // Quiet from an hour ago to an hour from now, on the player's own clock (UTC here).
    const hour = new Date().getUTCHours();
    const hh = (h: number) => `${String((h + 24) % 24).padStart(2, '0')}:00`;
    await settings({ kinds: { chat_message: { push: true } }, quiet_hours: { start: hh(hour - 1), end: hh(hour + 1), time_zone: 'UTC' } });
    await sendRest(server, ann, bob.username, 'quiet please');
    await settled(server);
    expect(service.to(device)).toEqual([]);
    // Held for the summary when the quiet hours end (held.test.ts), not dropped.
    expect(await createHeldStore(server.platform.db).heldOf(await userId(server, bob))).toMatchObject([{ kind: 'chat_message' }]);

    await settings({ quiet_hours: null });
    await sendRest(server, ann, bob.username, 'loud again');
    const { payload } = await service.nextTo(device);
    expect(payload.body).toContain('loud again');
  });

  it('tells of a friend request and of its acceptance', async () => {
    const [ann, bob] = [await player(server), await player(server)];
    const [annDevice, bobDevice] = [service.device(), service.device()];
    await subscribe(server, ann, annDevice);
    await subscribe(server, bob, bobDevice);
    const annTab = await tab(server, ann);
    await act(annTab, 'send_friend_request', bob, 'pending');
    const request = await service.nextTo(bobDevice);
    expect(request.payload).toMatchObject({
      kind: 'friend_request',
      title: 'Friend request',
      body: `${ann.username} wants to be your friend`,
      url: `/${bob.username}/notifications`,
    });
    annTab.close();
    await annTab.closed;
    const annId = await userId(server, ann);
    const presence = createPresenceStore(server.platform.db, { sharedByInstances: backend === 'postgres' });
    await until(async () => !server.platform.live.isConnectedHere(annId) && (await presence.rows(annId)).length === 0);

    const bobTab = await tab(server, bob);
    await act(bobTab, 'accept_friend_request', ann, 'accepted');
    const accepted = await service.nextTo(annDevice);
    expect(accepted.payload).toMatchObject({ kind: 'friend_accepted', body: `${bob.username} accepted your friend request` });
    bobTab.close();
    await settled(server);
    // Bob had a tab open when he accepted: nothing more reached his device.
    expect(service.to(bobDevice)).toHaveLength(1);
  });

  it('forgets every device of a player who signs out everywhere', async () => {
    const ann = await player(server);
    await subscribe(server, ann, service.device());
    await subscribe(server, ann, service.device());
    const store = createPushStore(server.platform.db);
    const annId = await userId(server, ann);
    expect(await store.devicesOf(annId)).toHaveLength(2);
    const response = await server.app.inject({ method: 'POST', url: '/auth/signout-all', headers: bearer(ann) });
    expect(response.statusCode).toBe(204);
    await until(async () => (await store.devicesOf(annId)).length === 0);
  });

  it('removes a subscription the push service calls gone (410)', async () => {
    const [ann, bob] = [await player(server), await player(server)];
    await befriend(server, ann, bob);
    const device = service.device();
    await subscribe(server, bob, device);
    service.answer(device, 410);
    await sendRest(server, ann, bob.username, 'anyone there?');
    await service.nextTo(device);
    await settled(server);
    expect(await createPushStore(server.platform.db).devicesOf(await userId(server, bob))).toEqual([]);
  });
});

describe('web push endpoints without PUSH_ALLOW_PRIVATE_ENDPOINTS', () => {
  let server: TestServer;
  let service: TestPushService;
  beforeAll(async () => {
    service = await TestPushService.start();
    server = await startTestServer({ env: { DATA_DIR: 'memory', RATE_LIMITS: 'off' } });
  });
  afterAll(async () => {
    await server?.close();
    await service?.close();
  });

  it.each([
    ['plain http', 'http://push.example.com/send/1'],
    ['loopback', 'https://127.0.0.1/send/1'],
    ['loopback by name', 'https://localhost/send/1'],
    ['private', 'https://10.1.2.3/send/1'],
    ['link-local (metadata)', 'https://169.254.169.254/latest/meta-data'],
    ['IPv6 loopback', 'https://[::1]/send/1'],
    ['IPv6 unique-local', 'https://[fd00::1]/send/1'],
    ['IPv4-mapped private', 'https://[::ffff:192.168.1.1]/send/1'],
    ['credentials', 'https://user:pass@93.184.216.34/send/1'],
    ['a port other than 443', 'https://93.184.216.34:8443/send/1'],
    ['not a URL', 'push me'],
  ])('refuses %s', async (_name, endpoint) => {
    const ann = await player(server);
    const response = await server.app.inject({
      method: 'POST',
      url: '/push/subscriptions',
      headers: bearer(ann),
      payload: { ...service.device().toJSON(), endpoint },
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ code: 'push_endpoint_refused' });
  });

  it('accepts a public https address', async () => {
    const ann = await player(server);
    const response = await server.app.inject({
      method: 'POST',
      url: '/push/subscriptions',
      headers: bearer(ann),
      payload: { ...service.device().toJSON(), endpoint: 'https://93.184.216.34/send/1' },
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});

/**
 * Two instances on one database: the event is pushed by the instance that sent it, once. On
 * PostgreSQL with Redis (a cluster), and on PostgreSQL with each instance's in-process bus.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('web push on two instances', () => {
  describe.each([
    ['Redis bus', {}],
    ['in-process buses', { REDIS_URL: '' }],
  ])('%s', (_name, busEnv) => {
    let one: TestServer;
    let two: TestServer;
    let close: () => Promise<void>;
    let service: TestPushService;
    beforeAll(async () => {
      service = await TestPushService.start();
      // One JWT secret, as a cluster has: a player signed in on one instance is known to the other.
      const env = { ...PUSH_ENV, ...busEnv, JWT_SECRET: randomBytes(32).toString('hex') };
      ({ one, two, close } = await startInstancePair({ listen: true, env }));
    });
    afterAll(async () => {
      await close?.();
      await service?.close();
    });

    it('sends each push once, whichever instance the sender and the device used', async () => {
      const [ann, bob] = [await player(one), await player(two)];
      await befriend(one, ann, bob);
      const device = service.device();
      await subscribe(two, bob, device);

      expect((await sendRest(one, ann, bob.username, 'from the first instance')).statusCode).toBe(201);
      expect((await service.nextTo(device)).payload.body).toBe('from the first instance');
      expect((await sendRest(two, ann, bob.username, 'from the second instance')).statusCode).toBe(201);
      expect((await service.nextTo(device, 1)).payload.body).toBe('2 new messages · from the second instance');
      await settled(one, two);
      expect(service.to(device)).toHaveLength(2);
    });
  });
});
