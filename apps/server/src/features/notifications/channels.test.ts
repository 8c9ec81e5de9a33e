import type { NotificationList } from '@fanclash/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { BACKENDS, startTestServer, type TestServer, type TestUser } from '../../test/harness.js';
import { call, createPick, fan } from '../debates/testing.js';
import { pushDispatcherOf } from '../push/index.js';
import { TEST_PUSH_CA_FILE, TestPushService, type TestDevice } from '../push/test-push-service.js';

/**
 * The forum's in-app and push switches are independent (issue 34): off in the app but on for
 * pushes, a reply or a like reaches the player's device and nothing is stored or counted; on in
 * the app but off for pushes, it is stored and counted and no device hears of it. Real pushes:
 * the test push service (HTTPS, VAPID checked) and a device that decrypts them.
 */
const VAPID = webpush.generateVAPIDKeys();
const ENV = {
  RATE_LIMITS: 'off',
  PUSH_ALLOW_PRIVATE_ENDPOINTS: '1',
  PUSH_CA_FILE: TEST_PUSH_CA_FILE,
  PUSH_VAPID_PUBLIC_KEY: VAPID.publicKey,
  PUSH_VAPID_PRIVATE_KEY: VAPID.privateKey,
  PUSH_SUBJECT: 'mailto:notification-tests@fanclash.example',
};

async function comment(server: TestServer, user: TestUser, pickId: string, content: string, parentId?: string): Promise<string> {
  const res = await call(server, user, 'POST', `/selection/picks/${pickId}/comments`, {
    content,
    ...(parentId ? { parent_id: parentId } : {}),
  });
  if (res.statusCode !== 201) throw new Error(`comment failed: ${res.statusCode} ${res.body}`);
  return res.json<{ id: string }>().id;
}

async function setKind(server: TestServer, user: TestUser, kind: string, channels: { in_app: boolean; push: boolean }): Promise<void> {
  const res = await call(server, user, 'PUT', '/notifications/settings', { kinds: { [kind]: channels } });
  expect(res.statusCode).toBe(200);
}

const listOf = async (server: TestServer, user: TestUser) => (await call(server, user, 'GET', '/notifications')).json<NotificationList>();

describe.each(BACKENDS)('forum notifications: in the app and pushed, independently (%s)', (backend) => {
  let server: TestServer;
  let service: TestPushService;
  beforeAll(async () => {
    service = await TestPushService.start();
    server = await startTestServer({ backend, listen: true, env: ENV });
  });
  afterAll(async () => {
    await server?.close();
    await service?.close();
  });

  async function deviceOf(user: TestUser): Promise<TestDevice> {
    const device = service.device();
    const res = await call(server, user, 'POST', '/push/subscriptions', device.toJSON());
    expect(res.statusCode).toBe(201);
    return device;
  }
  const settled = () => pushDispatcherOf(server.platform)?.idle();

  it('a reply: off in the app, on for pushes, is pushed and not stored; on in the app, off for pushes, the reverse', async () => {
    const [ann, bob] = [await fan(server), await fan(server)];
    const pick = await createPick(server, bob);
    const said = await comment(server, ann, pick, 'Messi, and it is not close.');
    const device = await deviceOf(ann);

    await setKind(server, ann, 'comment_reply', { in_app: false, push: true });
    const reply = await comment(server, bob, pick, 'Five Ballon d’Or votes say otherwise.', said);
    const { payload } = await service.nextTo(device);
    expect(payload).toMatchObject({ kind: 'comment_reply', tag: `reply:${reply}`, url: `/forum/debates/${pick}` });
    expect(JSON.stringify(payload)).toContain('Five Ballon');
    expect(await listOf(server, ann)).toMatchObject({ total: 0, unread: 0, notifications: [] });

    await setKind(server, ann, 'comment_reply', { in_app: true, push: false });
    const second = await comment(server, bob, pick, 'And the World Cup.', said);
    expect(await listOf(server, ann)).toMatchObject({
      total: 1,
      unread: 1,
      notifications: [{ kind: 'comment_reply', comment_id: second }],
    });
    await settled();
    expect(service.to(device)).toHaveLength(1);
  });

  it('a like, off in the app and on for pushes, is pushed and never listed; with both off, neither', async () => {
    const [cat, dan] = [await fan(server), await fan(server)];
    const pick = await createPick(server, dan);
    const liked = await comment(server, cat, pick, 'Nadal on clay is the safest bet in sport.');
    const device = await deviceOf(cat);
    await setKind(server, cat, 'comment_like', { in_app: false, push: true });

    expect((await call(server, dan, 'POST', `/selection/comments/${liked}/like`)).statusCode).toBe(200);
    const { payload } = await service.nextTo(device);
    expect(payload).toMatchObject({ kind: 'comment_like', tag: `likes:${liked}` });
    expect(await listOf(server, cat)).toMatchObject({ total: 0, unread: 0 });

    // Both switches off: neither.
    await setKind(server, cat, 'comment_like', { in_app: false, push: false });
    const other = await fan(server);
    expect((await call(server, other, 'POST', `/selection/comments/${liked}/like`)).statusCode).toBe(200);
    await settled();
    expect(service.to(device)).toHaveLength(1);
    expect(await listOf(server, cat)).toMatchObject({ total: 0, unread: 0 });
  });
});
