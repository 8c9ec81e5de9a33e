import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKENDS,
  LiveClient,
  startInstancePair,
  startTestServer,
  type InstancePair,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';
import { befriend, openChat, sendRest } from '../chat/testing.js';
import { createPick } from '../debates/testing.js';
import { act, api, makeModerator, member } from './testing.js';

/**
 * Issue 34's gaps around hidden items: comment and reply counts leave hidden ones out (lists,
 * the debate, live updates), a hidden debate leaves lists' totals and category counts (but its
 * author's), a hidden first reply gives way to the next visible one, and a restored chat message
 * comes back to open chat windows live.
 */

async function comment(server: TestServer, user: TestUser, pickId: string, content: string, parentId?: string): Promise<string> {
  const res = await api(server, user, 'POST', `/selection/picks/${pickId}/comments`, {
    content,
    ...(parentId ? { parent_id: parentId } : {}),
  });
  if (res.status !== 201) throw new Error(`comment: ${res.status} ${JSON.stringify(res.body)}`);
  return String(res.body.id);
}

const commentsCount = async (server: TestServer, user: TestUser, pickId: string) =>
  (await api(server, user, 'GET', `/selection/picks/${pickId}`)).body.comments_count;

/** The debate's comments_count as the debates list shows it. */
async function listedCount(server: TestServer, user: TestUser, pickId: string): Promise<unknown> {
  const res = await api(server, user, 'GET', '/selection/picks?limit=50&sort_by=newest');
  return (res.body.picks as Array<{ id: string; comments_count: number }>).find((p) => p.id === pickId)?.comments_count;
}

async function thread(server: TestServer, user: TestUser, pickId: string) {
  const res = await api(server, user, 'GET', `/selection/picks/${pickId}/comments?limit=50&sort=oldest`);
  const comments = res.body.comments as Array<{ id: string; replies_count: number }>;
  return { total: res.body.total, replies: Object.fromEntries(comments.map((c) => [c.id, c.replies_count])) };
}

interface ListedPick {
  id: string;
  hidden_by_moderator?: boolean;
}

/** A debates list as `user` reads it: ids (with the author's mark) and its total. */
async function picksOf(server: TestServer, user: TestUser, query: string) {
  const res = await api(server, user, 'GET', `/selection/picks?${query}`);
  const picks = res.body.picks as ListedPick[];
  return { ids: picks.map((p) => (p.hidden_by_moderator ? `${p.id} (hidden)` : p.id)), total: res.body.total };
}

async function categoryCount(server: TestServer, user: TestUser, category: string): Promise<unknown> {
  const res = await api(server, user, 'GET', '/selection/categories');
  return (res.body.categories as Array<{ category: string; debates: number }>).find((c) => c.category === category)?.debates;
}

interface ListedComment {
  id: string;
  replies_count: number;
  first_reply: { id: string; hidden_by_moderator?: boolean } | null;
}

/** Each top-level comment's replies_count and first reply (marked for its author), as `user` reads them. */
async function firstReplies(server: TestServer, user: TestUser, pickId: string) {
  const res = await api(server, user, 'GET', `/selection/picks/${pickId}/comments?limit=50&sort=oldest`);
  return Object.fromEntries(
    (res.body.comments as ListedComment[]).map((c) => [
      c.id,
      {
        count: c.replies_count,
        first: c.first_reply && (c.first_reply.hidden_by_moderator ? `${c.first_reply.id} (hidden)` : c.first_reply.id),
      },
    ]),
  );
}

async function userTab(server: TestServer, user: TestUser): Promise<LiveClient> {
  const tab = LiveClient.connect(`${server.wsUrl}/ws?username=${user.username}&token=${user.token}`);
  await tab.opened;
  tab.send({ type: 'test_connection' });
  await tab.next('test_connection_response');
  return tab;
}

const restore = (server: TestServer, moderator: TestUser, kind: string, target: string | number) =>
  act(server, moderator, { action: 'restore', kind, target_id: target, reason: 'Looked again' });
const hide = (server: TestServer, moderator: TestUser, kind: string, target: string | number) =>
  act(server, moderator, { action: 'hide', kind, target_id: target, reason: 'Abuse' });

describe.each(BACKENDS)('hidden items (%s)', (backend) => {
  let server: TestServer;
  let moderator: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ backend, listen: true, env: { RATE_LIMITS: 'off' } });
    moderator = await member(server);
    await makeModerator(server, moderator);
  });
  afterAll(() => server.close());

  it('comment and reply counts leave hidden items (and a hidden comment’s replies) out, in lists, the debate and live updates', async () => {
    const [kim, jo, lea] = [await member(server), await member(server), await member(server)];
    const pick = await createPick(server, kim);
    const bad = await comment(server, jo, pick, 'Something abusive');
    const fine = await comment(server, lea, pick, 'A fair point');
    await comment(server, lea, pick, 'Answering the abusive one', bad);
    const badReply = await comment(server, jo, pick, 'An abusive reply', fine);
    expect(await commentsCount(server, lea, pick)).toBe(4);

    expect((await hide(server, moderator, 'comment', bad)).status).toBe(200);
    // Gone: the comment and the reply under it; the other thread's two remain.
    expect(await commentsCount(server, lea, pick)).toBe(2);
    expect(await listedCount(server, lea, pick)).toBe(2);
    expect(await thread(server, lea, pick)).toEqual({ total: 1, replies: { [fine]: 1 } });
    // The author still sees their own comment (marked, moderation.test.ts), and the page total counts it for them.
    expect((await thread(server, jo, pick)).total).toBe(2);

    expect((await hide(server, moderator, 'comment', badReply)).status).toBe(200);
    expect(await commentsCount(server, kim, pick)).toBe(1);
    expect(await thread(server, kim, pick)).toEqual({ total: 1, replies: { [fine]: 0 } });

    // A new comment's live count is the visible one.
    const page = await userTab(server, kim);
    page.send({ type: 'watch_debate', debate_id: pick });
    page.send({ type: 'test_connection' });
    await page.next('test_connection_response');
    await comment(server, lea, pick, 'Another view');
    expect((await page.next('debate_updated')).data).toMatchObject({ id: pick, comments_count: 2 });
    page.close();

    expect((await restore(server, moderator, 'comment', bad)).status).toBe(200);
    expect(await commentsCount(server, lea, pick)).toBe(4);
    expect(await listedCount(server, lea, pick)).toBe(4);
  });

  it('a hidden debate leaves every list’s total, its pages and the category counts of all but its author', async () => {
    const [kim, lea] = [await member(server), await member(server)];
    const picks: string[] = [];
    for (const name of ['First', 'Second', 'Third']) picks.push(await createPick(server, kim, { option1_name: name, category: 'tennis' }));
    const [first, second, third] = picks as [string, string, string];
    const byKim = `author=${kim.username}&sort_by=newest`;
    expect(await picksOf(server, lea, byKim)).toEqual({ ids: [third, second, first], total: 3 });
    const [tennis, all] = [await categoryCount(server, lea, 'tennis'), (await picksOf(server, lea, 'limit=1')).total];
    expect(await categoryCount(server, kim, 'tennis')).toBe(tennis);

    expect((await hide(server, moderator, 'debate', second)).status).toBe(200);
    // Everyone else: gone from the rows, the total, the category count and the whole list's total.
    expect(await picksOf(server, lea, byKim)).toEqual({ ids: [third, first], total: 2 });
    expect(await categoryCount(server, lea, 'tennis')).toBe(Number(tennis) - 1);
    expect((await picksOf(server, lea, 'limit=1')).total).toBe(Number(all) - 1);
    expect((await picksOf(server, lea, 'category=tennis&limit=1')).total).toBe(Number(tennis) - 1);
    // Pages of one stay full and meet end to end: the hidden debate takes no place in them.
    const pages = [];
    for (const offset of [0, 1, 2]) pages.push(await picksOf(server, lea, `${byKim}&limit=1&offset=${offset}`));
    expect(pages).toEqual([
      { ids: [third], total: 2 },
      { ids: [first], total: 2 },
      { ids: [], total: 2 },
    ]);
    // Its author still has it, marked, and counts it.
    expect(await picksOf(server, kim, byKim)).toEqual({ ids: [third, `${second} (hidden)`, first], total: 3 });
    expect(await categoryCount(server, kim, 'tennis')).toBe(tennis);
    expect((await picksOf(server, kim, 'limit=1')).total).toBe(all);

    expect((await restore(server, moderator, 'debate', second)).status).toBe(200);
    expect(await picksOf(server, lea, byKim)).toEqual({ ids: [third, second, first], total: 3 });
    expect(await categoryCount(server, lea, 'tennis')).toBe(tennis);
  });

  it('a comment whose first reply is hidden shows its first visible reply to others, and the hidden one to its author, marked', async () => {
    const [kim, jo, lea, max] = [await member(server), await member(server), await member(server), await member(server)];
    const pick = await createPick(server, kim);
    const talk = await comment(server, lea, pick, 'Who was better in 2012?');
    const rude = await comment(server, jo, pick, 'An abusive first reply', talk);
    const fair = await comment(server, lea, pick, 'Messi, 91 goals', talk);
    await comment(server, max, pick, 'Ronaldo won the league', talk);
    const lonely = await comment(server, lea, pick, 'And in 2008?');
    const onlyReply = await comment(server, jo, pick, 'Another abusive reply', lonely);

    expect((await hide(server, moderator, 'comment', rude)).status).toBe(200);
    expect((await hide(server, moderator, 'comment', onlyReply)).status).toBe(200);
    const seenByOthers = { [talk]: { count: 2, first: fair }, [lonely]: { count: 0, first: null } };
    expect(await firstReplies(server, lea, pick)).toEqual(seenByOthers);
    expect(await firstReplies(server, max, pick)).toEqual(seenByOthers);
    // The author of the hidden replies sees their own first, marked (the counts are everyone's).
    expect(await firstReplies(server, jo, pick)).toEqual({
      [talk]: { count: 2, first: `${rude} (hidden)` },
      [lonely]: { count: 0, first: `${onlyReply} (hidden)` },
    });

    expect((await restore(server, moderator, 'comment', rude)).status).toBe(200);
    expect((await firstReplies(server, lea, pick))[talk]).toEqual({ count: 3, first: rude });
  });

  it('a restored chat message comes back to both people’s open chat windows, as stored, in its place', async () => {
    const [ann, ben] = [await member(server), await member(server)];
    await befriend(server, ann, ben);
    const ids: number[] = [];
    for (const text of ['one', 'two (rude)', 'three'])
      ids.push((await sendRest(server, ann, ben.username, text)).json<{ id: number }>().id);
    const rude = ids[1] as number;
    expect((await hide(server, moderator, 'chat_message', rude)).status).toBe(200);

    const [annChat, benChat] = [await openChat(server, ann, ben.username), await openChat(server, ben, ann.username)];
    expect((await restore(server, moderator, 'chat_message', rude)).status).toBe(200);
    for (const chat of [annChat, benChat]) {
      const frame = await chat.next('message', (m) => (m as { id?: number }).id === rude);
      expect(frame).toMatchObject({ id: rude, sender: ann.username, receiver: ben.username, message: 'two (rude)' });
      expect(frame).not.toHaveProperty('hidden_by_moderator');
      chat.close();
    }
    // The reader's history has it between its neighbours again.
    const history = await api(server, ben, 'GET', `/simple-chat/history?sender=${ben.username}&receiver=${ann.username}`);
    expect((history.body as unknown as Array<{ id: number }>).map((m) => m.id)).toEqual(ids);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL)('hidden items across two instances', () => {
  let pair: InstancePair;
  beforeAll(async () => {
    pair = await startInstancePair({ listen: true, env: { JWT_SECRET: randomBytes(32).toString('hex'), RATE_LIMITS: 'off' } });
  });
  afterAll(() => pair.close());

  it('a chat message restored on one instance returns to a chat window open on the other', async () => {
    const { one, two } = pair;
    const moderator = await member(one);
    await makeModerator(one, moderator);
    const [cai, dov] = [await member(one), await member(one)];
    await befriend(one, cai, dov);
    const id = (await sendRest(one, cai, dov.username, 'said in anger')).json<{ id: number }>().id;
    expect((await hide(one, moderator, 'chat_message', id)).status).toBe(200);

    const dovChatOnTwo = await openChat(two, dov, cai.username);
    expect((await restore(one, moderator, 'chat_message', id)).status).toBe(200);
    expect(await dovChatOnTwo.next('message', (m) => (m as { id?: number }).id === id)).toMatchObject({ id, message: 'said in anger' });
    dovChatOnTwo.close();
  });
});
