import { randomBytes } from 'node:crypto';
import { DEBATE_TRENDING_VOTES, type NotificationList, type StoredNotification } from '@fanclash/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debateVotes } from '../../platform/db/schema-debates.js';
import {
  BACKENDS,
  startInstancePair,
  startTestServer,
  type InstancePair,
  type LiveClient,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';
import { openUserSocket, userId } from '../users/test-support.js';
import { call, createPick, fan, insertPlayers, TEST_ENV } from './testing.js';

/** The live forum (issue 34.1): what a tab showing a debate or the list hears, and who is notified. */

type Message = Record<string, unknown>;
type Created = StoredNotification & { unread: number };
const dataOf = <T>(message: Message) => message.data as T;

async function comment(server: TestServer, user: TestUser, pickId: string, content: string, parentId?: string): Promise<string> {
  const res = await call(server, user, 'POST', `/selection/picks/${pickId}/comments`, {
    content,
    ...(parentId ? { parent_id: parentId } : {}),
  });
  if (res.statusCode !== 201) throw new Error(`comment failed: ${res.statusCode} ${res.body}`);
  return res.json<{ id: string }>().id;
}

const like = (server: TestServer, user: TestUser, commentId: string, liked = true) =>
  call(server, user, liked ? 'POST' : 'DELETE', `/selection/comments/${commentId}/like`);

const notificationsOf = async (server: TestServer, user: TestUser) =>
  (await call(server, user, 'GET', '/notifications')).json<NotificationList>();

/** Sends a watch message and waits for a round trip, so it was handled before what follows. */
async function watch(socket: LiveClient, message: Message): Promise<void> {
  socket.send(message);
  socket.send({ type: 'test_connection' });
  await socket.next('test_connection_response');
}

/** A direct message to each socket's user: once it arrived, any broadcast sent before had its chance. */
async function settle(server: TestServer, sockets: Array<{ socket: LiveClient; user: TestUser }>): Promise<void> {
  const marker = randomBytes(4).toString('hex');
  for (const { user } of sockets)
    await server.platform.live.sendToUser(await userId(server, user.username), { type: 'marker', data: marker });
  await Promise.all(sockets.map(({ socket }) => socket.next('marker', (m) => m.data === marker)));
}

describe.each(BACKENDS)('live forum (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend, listen: true, env: TEST_ENV });
  });
  afterAll(() => server?.close());

  it('sends votes, comments, replies and likes to the tabs that show the debate or the list, and to no other', async () => {
    const [ana, boris, carl] = await Promise.all([fan(server), fan(server), fan(server)]);
    const pickId = await createPick(server, ana);
    const [page, list, elsewhere] = await Promise.all([
      openUserSocket(server, ana),
      openUserSocket(server, carl),
      openUserSocket(server, boris),
    ]);
    await watch(page, { type: 'watch_debate', debate_id: pickId });
    await watch(list, { type: 'watch_debates' });

    expect((await call(server, boris, 'POST', `/selection/picks/${pickId}/vote`, { vote_option: 'option2' })).statusCode).toBe(200);
    const counts = { id: pickId, option1_votes: 0, option2_votes: 1, total_votes: 1, trending: false, comments_count: 0 };
    expect(dataOf(await page.next('debate_updated'))).toEqual(counts);
    expect(dataOf(await list.next('debate_updated'))).toEqual(counts);

    const commentId = await comment(server, boris, pickId, 'Ronaldo scored in five World Cups.');
    expect(dataOf(await page.next('debate_comment_added'))).toMatchObject({
      id: commentId,
      pick_id: pickId,
      parent_id: null,
      author_name: boris.username,
      content: 'Ronaldo scored in five World Cups.',
      likes_count: 0,
    });
    expect(dataOf(await page.next('debate_updated'))).toMatchObject({ comments_count: 1 });
    expect(dataOf(await list.next('debate_updated'))).toMatchObject({ id: pickId, comments_count: 1 });

    const replyId = await comment(server, carl, pickId, 'Messi won one.', commentId);
    expect(dataOf(await page.next('debate_comment_added'))).toMatchObject({ id: replyId, parent_id: commentId });
    // A reply counts among the debate's comments.
    expect(dataOf(await page.next('debate_updated'))).toMatchObject({ comments_count: 2 });
    expect(dataOf(await list.next('debate_updated'))).toMatchObject({ comments_count: 2 });

    expect((await like(server, carl, commentId)).statusCode).toBe(200);
    expect(dataOf(await page.next('debate_comment_liked'))).toEqual({
      pick_id: pickId,
      comment_id: commentId,
      likes_count: 1,
      by: carl.username,
      liked: true,
    });
    // A repeated like changes nothing and tells nobody; an unlike does.
    await like(server, carl, commentId);
    await like(server, carl, commentId, false);
    expect(dataOf(await page.next('debate_comment_liked'))).toMatchObject({ likes_count: 0, liked: false });

    await settle(server, [
      { socket: page, user: ana },
      { socket: list, user: carl },
      { socket: elsewhere, user: boris },
    ]);
    expect(page.messages.filter((m) => String(m.type).startsWith('debate_'))).toEqual([]);
    expect(list.messages.filter((m) => m.type === 'debate_comment_added' || m.type === 'debate_comment_liked')).toEqual([]);
    expect(elsewhere.messages.filter((m) => String(m.type).startsWith('debate_'))).toEqual([]);

    // Leaving the page ends it.
    await watch(page, { type: 'unwatch_debates' });
    await call(server, boris, 'DELETE', `/selection/picks/${pickId}/vote`);
    expect(dataOf(await list.next('debate_updated'))).toMatchObject({ total_votes: 0 });
    await settle(server, [{ socket: page, user: ana }]);
    expect(page.messages.filter((m) => m.type === 'debate_updated')).toEqual([]);
    for (const socket of [page, list, elsewhere]) socket.close();
  });

  it('tells the author of a debate, a comment or a reply of each answer, live and stored, never of their own', async () => {
    const [ana, boris, carl] = await Promise.all([fan(server), fan(server), fan(server)]);
    const pickId = await createPick(server, ana);
    const [anaTab, anaOtherTab, borisTab] = await Promise.all([
      openUserSocket(server, ana),
      openUserSocket(server, ana),
      openUserSocket(server, boris),
    ]);

    const commentId = await comment(server, boris, pickId, 'Ronaldo, for the headers alone.');
    const onDebate = dataOf<Created>(await anaTab.next('notification_created'));
    expect(onDebate.unread).toBe(1);
    expect(onDebate).toMatchObject({
      kind: 'comment_reply',
      target: 'debate',
      debate_id: pickId,
      debate_title: 'Lionel Messi vs Cristiano Ronaldo',
      comment_id: commentId,
      actor: boris.username,
      count: 1,
      excerpt: 'Ronaldo, for the headers alone.',
      read: false,
    });
    expect(dataOf<Created>(await anaOtherTab.next('notification_created')).id).toBe(onDebate.id);

    // Ana answers Boris's comment: Boris hears it; Ana answering her own reply tells nobody.
    const anaReply = await comment(server, ana, pickId, 'Messi has more assists.', commentId);
    expect(dataOf<Created>(await borisTab.next('notification_created'))).toMatchObject({
      target: 'comment',
      comment_id: anaReply,
      actor: ana.username,
    });
    await comment(server, ana, pickId, 'And more Ballon d’Ors.', anaReply);

    // Carl answers Ana's reply: Ana is told (a reply), Boris (whose thread it joined) is not.
    const carlReply = await comment(server, carl, pickId, 'Assists are not goals.', anaReply);
    expect(dataOf<Created>(await anaTab.next('notification_created'))).toMatchObject({
      unread: 2,
      target: 'reply',
      comment_id: carlReply,
      actor: carl.username,
    });

    await settle(server, [
      { socket: anaTab, user: ana },
      { socket: borisTab, user: boris },
    ]);
    expect(anaTab.messages.filter((m) => m.type === 'notification_created')).toEqual([]);
    expect(borisTab.messages.filter((m) => m.type === 'notification_created')).toEqual([]);

    const stored = await notificationsOf(server, ana);
    expect(stored.unread).toBe(2);
    expect(stored.total).toBe(2);
    expect(stored.notifications.map((n) => n.comment_id)).toEqual([carlReply, commentId]);
    expect((await call(server, ana, 'GET', '/notifications/unread')).json()).toEqual({ unread: 2 });

    // Another player cannot mark Ana's: nothing changes for her.
    const first = stored.notifications[1]!;
    expect((await call(server, boris, 'POST', '/notifications/read', { ids: [first.id] })).json()).toEqual({ unread: 1 });
    expect((await call(server, ana, 'GET', '/notifications/unread')).json()).toEqual({ unread: 2 });

    // Reading one on a tab tells every tab the new count; then all.
    expect((await call(server, ana, 'POST', '/notifications/read', { ids: [first.id] })).json()).toEqual({ unread: 1 });
    expect(dataOf(await anaOtherTab.next('notifications_read'))).toEqual({ unread: 1 });
    expect((await call(server, ana, 'POST', '/notifications/read', {})).json()).toEqual({ unread: 0 });
    expect(dataOf(await anaTab.next('notifications_read', (m) => dataOf<{ unread: number }>(m).unread === 0))).toEqual({ unread: 0 });
    expect((await notificationsOf(server, ana)).notifications.every((n) => n.read)).toBe(true);
    // Boris's list holds only his own.
    expect((await notificationsOf(server, boris)).notifications.map((n) => n.comment_id)).toEqual([anaReply]);
    for (const socket of [anaTab, anaOtherTab, borisTab]) socket.close();
  });

  it('groups likes of one comment until read, counts unlikes out, and opens a new group after reading', async () => {
    const [ana, ...fans] = await Promise.all([fan(server), fan(server), fan(server), fan(server), fan(server)]);
    const pickId = await createPick(server, fans[0]!);
    const commentId = await comment(server, ana, pickId, 'Messi. Next question.');
    const anaTab = await openUserSocket(server, ana);

    for (const [index, liker] of fans.slice(0, 3).entries()) {
      await like(server, liker, commentId);
      const event = dataOf<Created>(await anaTab.next('notification_created'));
      expect(event).toMatchObject({ kind: 'comment_like', comment_id: commentId, count: index + 1, actor: liker.username });
      expect(event.unread).toBe(1);
    }
    await like(server, ana, commentId); // her own like counts for nothing
    let list = await notificationsOf(server, ana);
    expect(list.notifications).toHaveLength(1);
    expect(list.notifications[0]).toMatchObject({ count: 3, excerpt: 'Messi. Next question.' });

    await like(server, fans[0]!, commentId, false);
    expect((await notificationsOf(server, ana)).notifications[0]?.count).toBe(2);

    await call(server, ana, 'POST', '/notifications/read', {});
    await like(server, fans[3]!, commentId);
    expect(dataOf<Created>(await anaTab.next('notification_created'))).toMatchObject({ count: 1, read: false });
    list = await notificationsOf(server, ana);
    expect(list.unread).toBe(1);
    expect(list.notifications.map((n) => [n.count, n.read])).toEqual([
      [1, false],
      [2, true],
    ]);

    // Every like of a group taken back: the group is neither listed nor counted.
    await like(server, fans[3]!, commentId, false);
    list = await notificationsOf(server, ana);
    expect(list.unread).toBe(0);
    expect(list.notifications).toHaveLength(1);
    anaTab.close();
  });

  it('keeps each kind off that the player turned off in the app', async () => {
    const [ana, boris] = await Promise.all([fan(server), fan(server)]);
    const pickId = await createPick(server, ana);
    const put = await call(server, ana, 'PUT', '/notifications/settings', { kinds: { comment_reply: { in_app: false } } });
    expect(put.statusCode).toBe(200);
    const anaTab = await openUserSocket(server, ana);
    await comment(server, boris, pickId, 'Ronaldo.');
    await like(server, boris, await comment(server, ana, pickId, 'Messi.'));
    // The like is on: it arrives, and the reply before it never does.
    expect(dataOf<Created>(await anaTab.next('notification_created')).kind).toBe('comment_like');
    expect(anaTab.messages.filter((m) => m.type === 'notification_created')).toEqual([]);
    expect((await notificationsOf(server, ana)).notifications.map((n) => n.kind)).toEqual(['comment_like']);
    anaTab.close();
  });

  it('tells a debate’s author once when it passes the trending threshold', async () => {
    const [ana, boris, carl] = await Promise.all([fan(server), fan(server), fan(server)]);
    const pickId = await createPick(server, ana);
    const voters = await insertPlayers(server, DEBATE_TRENDING_VOTES);
    await server.platform.db.insert(debateVotes).values(voters.map((id) => ({ pickId, userId: id, option: 'option1' as const })));
    const anaTab = await openUserSocket(server, ana);

    const vote = await call(server, boris, 'POST', `/selection/picks/${pickId}/vote`, { vote_option: 'option2' });
    expect(vote.json()).toMatchObject({ total_votes: DEBATE_TRENDING_VOTES + 1, trending: true });
    expect(dataOf<Created>(await anaTab.next('notification_created'))).toMatchObject({
      kind: 'debate_trending',
      debate_id: pickId,
      comment_id: null,
      target: null,
    });
    // Down and up again: still once.
    await call(server, boris, 'DELETE', `/selection/picks/${pickId}/vote`);
    await call(server, boris, 'POST', `/selection/picks/${pickId}/vote`, { vote_option: 'option2' });
    await call(server, carl, 'POST', `/selection/picks/${pickId}/vote`, { vote_option: 'option1' });
    await settle(server, [{ socket: anaTab, user: ana }]);
    expect(anaTab.messages.filter((m) => m.type === 'notification_created')).toEqual([]);
    expect((await notificationsOf(server, ana)).notifications.filter((n) => n.kind === 'debate_trending')).toHaveLength(1);
    anaTab.close();
  });

  it('refuses a malformed watch message and requires a token for the notification routes', async () => {
    const ana = await fan(server);
    const tab = await openUserSocket(server, ana);
    tab.send({ type: 'watch_debate', debate_id: 'not-a-uuid' });
    expect(await tab.next('error')).toMatchObject({ type: 'error' });
    tab.close();
    for (const [method, url] of [
      ['GET', '/notifications'],
      ['GET', '/notifications/unread'],
      ['POST', '/notifications/read'],
    ] as const) {
      expect((await call(server, null, method, url, method === 'POST' ? {} : undefined)).statusCode).toBe(401);
    }
    expect((await call(server, ana, 'POST', '/notifications/read', { ids: ['nope'] })).statusCode).toBe(422);
  });
});

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/** Scale-out: the reply is made on one instance, the author's tab and the debate page are on the other. */
describe.skipIf(!databaseUrl || !redisUrl)('live forum across two instances (PostgreSQL + Redis)', () => {
  let pair: InstancePair;
  beforeAll(async () => {
    pair = await startInstancePair({ listen: true, env: { ...TEST_ENV, JWT_SECRET: randomBytes(32).toString('hex') } });
  });
  afterAll(() => pair?.close());

  it('reaches the author’s sockets and the debate page on the other instance', async () => {
    const { one, two } = pair;
    const [ana, boris] = await Promise.all([fan(one), fan(two)]);
    const pickId = await createPick(one, ana);
    const commentId = await comment(one, ana, pickId, 'Messi, and it is not close.');
    const [anaOnTwo, listOnTwo] = await Promise.all([openUserSocket(two, ana), openUserSocket(two, boris)]);
    await watch(anaOnTwo, { type: 'watch_debate', debate_id: pickId });
    await watch(listOnTwo, { type: 'watch_debates' });

    const replyId = await comment(one, boris, pickId, 'Ronaldo won the Champions League with two clubs.', commentId);
    expect(dataOf(await anaOnTwo.next('debate_comment_added'))).toMatchObject({ id: replyId, parent_id: commentId });
    expect(dataOf<Created>(await anaOnTwo.next('notification_created'))).toMatchObject({
      unread: 1,
      kind: 'comment_reply',
      target: 'comment',
      comment_id: replyId,
      actor: boris.username,
    });
    expect(dataOf(await listOnTwo.next('debate_updated'))).toMatchObject({ id: pickId, comments_count: 2 });

    await like(one, boris, commentId);
    expect(dataOf(await anaOnTwo.next('debate_comment_liked'))).toMatchObject({ comment_id: commentId, likes_count: 1 });
    expect(dataOf<Created>(await anaOnTwo.next('notification_created'))).toMatchObject({
      kind: 'comment_like',
      count: 1,
    });
    await call(one, boris, 'POST', `/selection/picks/${pickId}/vote`, { vote_option: 'option1' });
    expect(dataOf(await anaOnTwo.next('debate_updated', (m) => dataOf<{ total_votes: number }>(m).total_votes === 1))).toMatchObject({
      option1_votes: 1,
    });

    // Read on instance one: the tab on instance two hears the new count.
    await call(one, ana, 'POST', '/notifications/read', {});
    expect(dataOf(await anaOnTwo.next('notifications_read'))).toEqual({ unread: 0 });
    anaOnTwo.close();
    listOnTwo.close();
  });
});
