import { randomBytes } from 'node:crypto';
import {
  MODERATION_LIMITS,
  moderationAuditSchema,
  moderationQueueSchema,
  reportResponseSchema,
  type ModerationQueueItem,
} from '@fanclash/protocol';
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
import { eventually } from '../battles/testing.js';
import { befriend, openChat, sendRest } from '../chat/testing.js';
import { createPick, insertPlayers } from '../debates/testing.js';
import { act, api, makeModerator, member, movableClock, report } from './testing.js';

/** A top-level comment (or a reply with parent_id) by `user` on debate `pickId`; its id. */
async function comment(server: TestServer, user: TestUser, pickId: string, content: string, parentId?: string): Promise<string> {
  const res = await api(server, user, 'POST', `/selection/picks/${pickId}/comments`, {
    content,
    ...(parentId ? { parent_id: parentId } : {}),
  });
  if (res.status !== 201) throw new Error(`comment: ${res.status} ${JSON.stringify(res.body)}`);
  return String(res.body.id);
}

const commentIds = async (server: TestServer, user: TestUser, pickId: string) => {
  const res = await api(server, user, 'GET', `/selection/picks/${pickId}/comments?limit=50`);
  expect(res.status).toBe(200);
  return (res.body.comments as Array<{ id: string; hidden_by_moderator?: boolean }>).map((c) => ({
    id: c.id,
    hidden: c.hidden_by_moderator,
  }));
};

async function userTab(server: TestServer, user: TestUser): Promise<LiveClient> {
  const tab = LiveClient.connect(`${server.wsUrl}/ws?username=${user.username}&token=${user.token}`);
  await tab.opened;
  tab.send({ type: 'test_connection' });
  await tab.next('test_connection_response');
  return tab;
}

async function queue(server: TestServer, moderator: TestUser): Promise<ModerationQueueItem[]> {
  const res = await api(server, moderator, 'GET', '/moderation/queue?limit=100');
  expect(res.status).toBe(200);
  return moderationQueueSchema.parse(res.body).items;
}

describe.each(BACKENDS)('reports and moderation (%s)', (backend) => {
  const clock = movableClock();
  let server: TestServer;
  let moderator: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ backend, listen: true, clock, env: { RATE_LIMITS: 'off' } });
    moderator = await member(server);
    await makeModerator(server, moderator);
  });
  afterAll(() => server.close());

  it('a player reports a comment, a debate, a chat message they received and a player, each once (201, then 409)', async () => {
    const [ann, ben] = [await member(server), await member(server)];
    const pick = await createPick(server, ann);
    const said = await comment(server, ann, pick, 'You all know nothing about football');
    await befriend(server, ann, ben);
    const sent = await sendRest(server, ann, ben.username, 'a rude line');
    const messageId = sent.json<{ id: number }>().id;

    for (const [kind, target_id] of [
      ['comment', said],
      ['debate', pick],
      ['chat_message', messageId],
      ['player', ann.username],
    ] as const) {
      const first = await report(server, ben, { kind, target_id, reason: 'abuse', note: '  rude  ' });
      expect(first.status).toBe(201);
      expect(reportResponseSchema.parse(first.body)).toMatchObject({ kind, target_id: String(target_id), reason: 'abuse' });
      expect(await report(server, ben, { kind, target_id, reason: 'spam' })).toMatchObject({
        status: 409,
        body: { code: 'already_reported' },
      });
    }
    // The chat message is only the other person's to report: the sender's own words, and nobody else sees it.
    const stranger = await member(server);
    expect(await report(server, stranger, { kind: 'chat_message', target_id: messageId, reason: 'spam' })).toMatchObject({
      status: 404,
      body: { code: 'report_target_not_found' },
    });
    expect(await report(server, ann, { kind: 'chat_message', target_id: messageId, reason: 'spam' })).toMatchObject({
      status: 422,
      body: { code: 'report_own' },
    });
  });

  it('refuses unknown targets (404), oneself (422), a bad reason or long note (422), and a missing token (401)', async () => {
    const cat = await member(server);
    for (const [kind, target_id] of [
      ['comment', '00000000-0000-4000-8000-000000000000'],
      ['debate', 'not-a-uuid'],
      ['chat_message', 999_999_999],
      ['player', 'nobody_by_this_name'],
    ] as const) {
      expect(await report(server, cat, { kind, target_id, reason: 'spam' })).toMatchObject({
        status: 404,
        body: { code: 'report_target_not_found' },
      });
    }
    expect(await report(server, cat, { kind: 'player', target_id: cat.username, reason: 'spam' })).toMatchObject({
      status: 422,
      body: { code: 'report_own' },
    });
    const other = await member(server);
    expect((await report(server, cat, { kind: 'player', target_id: other.username, reason: 'rude' })).status).toBe(422);
    expect((await report(server, cat, { kind: 'video', target_id: other.username, reason: 'spam' })).status).toBe(422);
    const long = 'x'.repeat(MODERATION_LIMITS.noteMax + 1);
    expect((await report(server, cat, { kind: 'player', target_id: other.username, reason: 'spam', note: long })).status).toBe(422);
    expect((await report(server, null, { kind: 'player', target_id: other.username, reason: 'spam' })).status).toBe(401);
    // None of the refused ones counted.
    expect((await report(server, cat, { kind: 'player', target_id: other.username, reason: 'spam' })).status).toBe(201);
  });

  it(`limits reports to ${MODERATION_LIMITS.reportsPerWindow} an hour per player (429 rate_limited), across targets`, async () => {
    const dan = await member(server);
    // Players written straight into the database (no password hashing); a player may be named by id too.
    const targets = await insertPlayers(server, MODERATION_LIMITS.reportsPerWindow + 1);
    for (const id of targets.slice(0, -1))
      expect((await report(server, dan, { kind: 'player', target_id: id, reason: 'spam' })).status).toBe(201);
    expect(await report(server, dan, { kind: 'player', target_id: targets.at(-1), reason: 'spam' })).toMatchObject({
      status: 429,
      body: { code: 'rate_limited' },
    });
  });

  it('answers 403 to every player on the moderators’ routes, 401 without a token; the role comes from the command line only', async () => {
    const eve = await member(server);
    const calls = [
      ['GET', '/moderation/queue', undefined],
      ['POST', '/moderation/actions', { action: 'dismiss', kind: 'player', target_id: eve.username, reason: 'x' }],
      ['GET', '/moderation/audit', undefined],
    ] as const;
    for (const [method, url, body] of calls) {
      expect(await api(server, eve, method, url, body)).toMatchObject({ status: 403, body: { code: 'forbidden' } });
      expect((await api(server, null, method, url, body)).status).toBe(401);
    }
    expect(await api(server, eve, 'GET', '/moderation/me')).toMatchObject({ status: 200, body: { moderator: false } });
    await makeModerator(server, eve);
    expect(await api(server, eve, 'GET', '/moderation/me')).toMatchObject({ status: 200, body: { moderator: true } });
    for (const [method, url, body] of calls) expect((await api(server, eve, method, url, body)).status).toBe(200);
    const { runAdminRequest } = await import('./admin.js');
    expect(await runAdminRequest(server.platform.db, { command: 'revoke-moderator', username: eve.username }, new Date())).toMatchObject({
      ok: true,
    });
    expect((await api(server, eve, 'GET', '/moderation/queue')).status).toBe(403);
  });

  it('lists the queue by report count, then age, each item in context (the thread, the chat lines around)', async () => {
    const [fay, gus, hal, ivy] = [await member(server), await member(server), await member(server), await member(server)];
    const pick = await createPick(server, fay);
    const top = await comment(server, fay, pick, 'Top comment');
    const reply = await comment(server, gus, pick, 'A nasty reply', top);
    const older = await comment(server, gus, pick, 'Reported once, first');
    const newer = await comment(server, gus, pick, 'Reported once, later');
    clock.offsetMs += 1000;
    expect((await report(server, hal, { kind: 'comment', target_id: older, reason: 'spam' })).status).toBe(201);
    clock.offsetMs += 1000;
    for (const who of [fay, hal, ivy])
      expect((await report(server, who, { kind: 'comment', target_id: reply, reason: 'hate', note: 'slur' })).status).toBe(201);
    clock.offsetMs += 1000;
    expect((await report(server, ivy, { kind: 'comment', target_id: newer, reason: 'other' })).status).toBe(201);

    await befriend(server, fay, gus);
    const lines: number[] = [];
    for (const text of ['one', 'two', 'three', 'four', 'five'])
      lines.push((await sendRest(server, gus, fay.username, text)).json<{ id: number }>().id);
    expect((await report(server, fay, { kind: 'chat_message', target_id: lines[2], reason: 'abuse' })).status).toBe(201);

    const items = await queue(server, moderator);
    const mine = items.filter((i) => [reply, older, newer].includes(i.target_id)).map((i) => i.target_id);
    expect(mine).toEqual([reply, older, newer]);
    const replyItem = items.find((i) => i.target_id === reply) as ModerationQueueItem;
    expect(replyItem).toMatchObject({
      kind: 'comment',
      author: gus.username,
      text: 'A nasty reply',
      debate_id: pick,
      reports_count: 3,
      hidden: false,
    });
    expect(replyItem.reasons).toEqual({ hate: 3 });
    expect(replyItem.reports.map((r) => r.reporter).sort()).toEqual([fay.username, hal.username, ivy.username].sort());
    expect(replyItem.context.map((l) => [l.text, l.reported])).toEqual([
      ['Top comment', false],
      ['A nasty reply', true],
    ]);
    const chatItem = items.find((i) => i.kind === 'chat_message' && i.target_id === String(lines[2])) as ModerationQueueItem;
    expect(chatItem.context.map((l) => l.text)).toEqual(['one', 'two', 'three', 'four', 'five']);
    expect(chatItem.context.find((l) => l.reported)?.text).toBe('three');
  });

  it('hides a comment live for everyone but its author, who sees it marked; a restore brings it back; both audited', async () => {
    const [jo, kim, lea] = [await member(server), await member(server), await member(server)];
    const pick = await createPick(server, kim);
    const bad = await comment(server, jo, pick, 'Something abusive');
    expect((await report(server, kim, { kind: 'comment', target_id: bad, reason: 'abuse' })).status).toBe(201);
    const leaTab = await userTab(server, lea);

    const hidden = await act(server, moderator, { action: 'hide', kind: 'comment', target_id: bad, reason: 'Abusive language' });
    expect(hidden).toMatchObject({ status: 200, body: { action: 'hide', target_user: jo.username, resolved_reports: 1 } });
    const event = await leaTab.next('content_hidden', (m) => (m.data as { target_id: string }).target_id === bad);
    expect(event.data).toEqual({ kind: 'comment', target_id: bad, hidden: true, debate_id: pick, author: jo.username });

    expect(await commentIds(server, lea, pick)).toEqual([]);
    expect(await commentIds(server, jo, pick)).toEqual([{ id: bad, hidden: true }]);
    expect(await api(server, lea, 'GET', `/selection/comments/${bad}/replies`)).toMatchObject({
      status: 404,
      body: { code: 'comment_not_found' },
    });
    expect((await api(server, lea, 'POST', `/selection/picks/${pick}/comments`, { content: 'replying', parent_id: bad })).status).toBe(404);
    // Acted on: it left the queue.
    expect((await queue(server, moderator)).some((i) => i.target_id === bad)).toBe(false);

    clock.offsetMs += 1000;
    expect((await act(server, moderator, { action: 'restore', kind: 'comment', target_id: bad, reason: 'Context: a quote' })).status).toBe(
      200,
    );
    await leaTab.next(
      'content_hidden',
      (m) => (m.data as { target_id: string; hidden: boolean }).target_id === bad && !(m.data as { hidden: boolean }).hidden,
    );
    expect(await commentIds(server, lea, pick)).toEqual([{ id: bad, hidden: undefined }]);
    leaTab.close();

    const audit = moderationAuditSchema.parse((await api(server, moderator, 'GET', '/moderation/audit?limit=100')).body);
    const entries = audit.entries.filter((e) => e.target_id === bad);
    expect(entries.map((e) => [e.action, e.moderator, e.reason, e.target_user])).toEqual([
      ['restore', moderator.username, 'Context: a quote', jo.username],
      ['hide', moderator.username, 'Abusive language', jo.username],
    ]);
    expect(Date.parse(entries[0]?.at ?? '')).toBeGreaterThan(0);
  });

  it('hides a debate and a chat message: gone from lists and reads for others, marked for the author', async () => {
    const [max, ned] = [await member(server), await member(server)];
    const pick = await createPick(server, max);
    expect((await act(server, moderator, { action: 'hide', kind: 'debate', target_id: pick, reason: 'spam' })).status).toBe(200);
    expect(await api(server, ned, 'GET', `/selection/picks/${pick}`)).toMatchObject({ status: 404, body: { code: 'debate_not_found' } });
    expect(await api(server, max, 'GET', `/selection/picks/${pick}`)).toMatchObject({ status: 200, body: { hidden_by_moderator: true } });
    const list = async (user: TestUser) =>
      ((await api(server, user, 'GET', '/selection/picks?limit=50&sort_by=newest')).body.picks as Array<{ id: string }>).map((p) => p.id);
    expect(await list(ned)).not.toContain(pick);
    expect(await list(max)).toContain(pick);

    await befriend(server, max, ned);
    const id = (await sendRest(server, ned, max.username, 'spam spam')).json<{ id: number }>().id;
    expect((await act(server, moderator, { action: 'hide', kind: 'chat_message', target_id: id, reason: 'spam' })).status).toBe(200);
    const history = async (me: TestUser, friend: TestUser) =>
      (await api(server, me, 'GET', `/simple-chat/history?sender=${me.username}&receiver=${friend.username}`)).body as unknown as Array<{
        id: number;
        hidden_by_moderator?: boolean;
      }>;
    expect(await history(max, ned)).toEqual([]);
    expect((await history(ned, max)).map((m) => [m.id, m.hidden_by_moderator])).toEqual([[id, true]]);
    // A player is muted or suspended, never hidden.
    expect(await act(server, moderator, { action: 'hide', kind: 'player', target_id: max.username, reason: 'x' })).toMatchObject({
      status: 422,
      body: { code: 'moderation_action_invalid' },
    });
  });

  it('mutes a player: chat (REST and socket) and forum sends are refused with `muted` until the time passes', async () => {
    const [oli, pat] = [await member(server), await member(server)];
    await befriend(server, oli, pat);
    const pick = await createPick(server, pat);
    const muted = await act(server, moderator, { action: 'mute', kind: 'player', target_id: oli.username, reason: 'Flooding', hours: 1 });
    expect(muted).toMatchObject({ status: 200, body: { action: 'mute', target_user: oli.username } });
    expect(Date.parse(String(muted.body.until)) - clock.now()).toBeGreaterThan(59 * 60_000);

    expect((await sendRest(server, oli, pat.username, 'hello')).json()).toMatchObject({ code: 'muted' });
    expect((await sendRest(server, oli, pat.username, 'hello')).statusCode).toBe(403);
    const chat = await openChat(server, oli, pat.username);
    chat.send({ type: 'text', message: 'over the socket', client_id: 'c1' });
    expect(await chat.next('error')).toMatchObject({ code: 'muted', client_id: 'c1' });
    expect(await api(server, oli, 'POST', `/selection/picks/${pick}/comments`, { content: 'hi' })).toMatchObject({
      status: 403,
      body: { code: 'muted' },
    });
    const newDebate = { option1_name: 'A', option1_description: 'a', option2_name: 'B', option2_description: 'b', category: 'Football' };
    expect(await api(server, oli, 'POST', '/selection/picks', newDebate)).toMatchObject({ status: 403, body: { code: 'muted' } });
    // Others are not affected; reading and voting still work for the muted player.
    expect((await sendRest(server, pat, oli.username, 'are you there?')).statusCode).toBe(201);
    expect((await api(server, oli, 'POST', `/selection/picks/${pick}/vote`, { vote_option: 'option1' })).status).toBe(200);

    clock.offsetMs += 61 * 60_000;
    try {
      expect((await sendRest(server, oli, pat.username, 'back again')).statusCode).toBe(201);
      chat.send({ type: 'text', message: 'over the socket again', client_id: 'c2' });
      expect(await chat.next('message', (m) => m.client_id === 'c2')).toMatchObject({ message: 'over the socket again' });
      expect((await api(server, oli, 'POST', `/selection/picks/${pick}/comments`, { content: 'hi again' })).status).toBe(201);
    } finally {
      clock.offsetMs -= 61 * 60_000;
      chat.close();
    }
  });

  it('suspends an account: every socket closes, tokens and renewals die, sign-in is refused; a restore lifts it', async () => {
    const [quin, rex] = [await member(server), await member(server)];
    await befriend(server, quin, rex);
    const tab = await userTab(server, quin);
    const chat = await openChat(server, quin, rex.username);
    const suspended = await act(server, moderator, { action: 'suspend', kind: 'player', target_id: quin.username, reason: 'Threats' });
    expect(suspended).toMatchObject({ status: 200, body: { action: 'suspend', until: null } });
    expect((await tab.closed).code).toBe(4001);
    expect((await chat.closed).code).toBe(4001);

    expect((await api(server, quin, 'GET', '/moderation/me')).status).toBe(401);
    const signIn = () => api(server, null, 'POST', '/auth/signin', { username: quin.email, password: quin.password });
    expect(await signIn()).toMatchObject({ status: 403, body: { code: 'account_suspended' } });
    const refresh = await server.app.inject({ method: 'POST', url: '/auth/refresh', headers: { cookie: quin.cookie } });
    expect(refresh.statusCode).toBe(401);

    expect(
      (await act(server, moderator, { action: 'restore', kind: 'player', target_id: quin.username, reason: 'Appeal granted' })).status,
    ).toBe(200);
    expect((await signIn()).status).toBe(200);
    // A moderator cannot suspend themselves.
    expect((await act(server, moderator, { action: 'suspend', kind: 'player', target_id: moderator.username, reason: 'x' })).status).toBe(
      422,
    );
  });

  it('a mute needs hours, and an action names an existing item (422, 404)', async () => {
    const sam = await member(server);
    expect((await act(server, moderator, { action: 'mute', kind: 'player', target_id: sam.username, reason: 'x' })).status).toBe(422);
    expect(
      (await act(server, moderator, { action: 'hide', kind: 'comment', target_id: '00000000-0000-4000-8000-000000000000', reason: 'x' }))
        .status,
    ).toBe(404);
    expect((await act(server, moderator, { action: 'dismiss', kind: 'player', target_id: sam.username, reason: '' })).status).toBe(422);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL)('moderation across two instances', () => {
  let pair: InstancePair;
  beforeAll(async () => {
    pair = await startInstancePair({ listen: true, env: { JWT_SECRET: randomBytes(32).toString('hex'), RATE_LIMITS: 'off' } });
  });
  afterAll(() => pair.close());

  it('a hide, a mute and a suspension on one instance act on the other one’s sockets and routes', async () => {
    const { one, two } = pair;
    const moderator = await member(one);
    await makeModerator(one, moderator);
    const [tia, uma] = [await member(one), await member(one)];
    const pick = await createPick(one, uma);
    const bad = await comment(one, tia, pick, 'A hateful remark');
    expect((await report(two, uma, { kind: 'comment', target_id: bad, reason: 'hate' })).status).toBe(201);
    expect((await queue(one, moderator)).some((i) => i.target_id === bad)).toBe(true);

    const umaOnTwo = await userTab(two, uma);
    expect((await act(one, moderator, { action: 'hide', kind: 'comment', target_id: bad, reason: 'Hate' })).status).toBe(200);
    await umaOnTwo.next('content_hidden', (m) => (m.data as { target_id: string }).target_id === bad);
    await eventually(async () => (await commentIds(two, uma, pick)).length === 0);

    await befriend(one, tia, uma);
    expect((await act(one, moderator, { action: 'mute', kind: 'comment', target_id: bad, reason: 'Hate', hours: 2 })).status).toBe(200);
    await eventually(async () => (await sendRest(two, tia, uma.username, 'hi')).statusCode === 403);
    expect((await sendRest(two, tia, uma.username, 'hi')).json()).toMatchObject({ code: 'muted' });

    const tiaOnTwo = await userTab(two, tia);
    const tiaChatOnTwo = await openChat(two, tia, uma.username);
    expect(
      (await act(one, moderator, { action: 'suspend', kind: 'player', target_id: tia.username, reason: 'Repeat', hours: 24 })).status,
    ).toBe(200);
    expect((await tiaOnTwo.closed).code).toBe(4001);
    expect((await tiaChatOnTwo.closed).code).toBe(4001);
    await eventually(
      async () => (await api(two, null, 'POST', '/auth/signin', { username: tia.email, password: tia.password })).status === 403,
    );
    umaOnTwo.close();
  });
});
