import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClusterClient, startCluster, type ClusterPlayer, type RunningCluster } from './support/cluster';

/**
 * The cluster an operator starts with `npm run start:cluster`: two instances on PostgreSQL and
 * Redis behind nginx, one public port. Two people whose sockets sit on different instances
 * (told apart by X-Instance) go through a friend request, a battle invitation, a whole battle
 * and a chat; then one instance is killed (kill -9) and the other carries on.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const nginx = existsSync(process.env.NGINX_BIN ?? '/usr/sbin/nginx');

describe.skipIf(!databaseUrl || !redisUrl || !nginx)('a two-instance cluster behind nginx (PostgreSQL + Redis)', () => {
  let cluster: RunningCluster;
  let client: ClusterClient;

  beforeAll(async () => {
    cluster = await startCluster(databaseUrl ?? '', redisUrl ?? '', {
      BATTLE_COUNTDOWN_MS: '500',
      BATTLE_QUESTION_MS: '2000',
      BATTLE_PAUSE_MS: '200',
      BATTLE_QUESTIONS: '3',
    });
    client = new ClusterClient(cluster.baseUrl);
  }, 240_000);
  afterAll(async () => {
    client?.close();
    await cluster?.stop();
  }, 60_000);

  const api = (method: string, path: string, player?: ClusterPlayer, body?: unknown) => client.api(method, path, player, body);
  const signUp = (prefix: string) => client.signUp(prefix);
  const connect = (path: string) => client.connect(path);
  const userSocket = (player: ClusterPlayer) => client.userSocket(player);
  const userSocketAwayFrom = (player: ClusterPlayer, avoid: string) => client.userSocketAwayFrom(player, avoid);

  it('answers on both instances, each naming itself in X-Instance, and nginx serves the hashed assets', async () => {
    expect(cluster.instances).toHaveLength(2);
    const seen = new Set<string>();
    for (let i = 0; i < 6; i += 1) seen.add((await api('GET', '/health')).instance);
    expect([...seen].sort()).toEqual(cluster.instances.map((i) => i.id).sort());
    const page = await (await fetch(cluster.baseUrl, { headers: { accept: 'text/html' } })).text();
    // The entry module's own tag (the inline pre-paint script also names assets, inside template strings).
    const asset = /<script type="module"[^>]*\ssrc="(\/assets\/[^"]+\.js)"/.exec(page)?.[1];
    expect(asset).toBeDefined();
    const served = await fetch(`${cluster.baseUrl}${asset}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(served.status).toBe(200);
    expect(served.headers.get('x-instance')).toMatch(/^nginx-\d+$/);
    expect(served.headers.get('cache-control')).toContain('immutable');
  });

  it('friend request, invitation, battle and chat between players on different instances', async () => {
    const alice = await signUp('alice');
    const boris = await signUp('boris');
    const ua = await userSocket(alice);
    const ub = await userSocketAwayFrom(boris, ua.instance);
    expect(ua.instance).not.toBe(ub.instance);

    // Friends, across instances.
    ua.send({ type: 'send_friend_request', username: alice.username, friend_username: boris.username });
    await ub.next('friend_request_updated', (m) => (m.data as { response_value?: string }).response_value === 'pending');
    ub.send({ type: 'accept_friend_request', username: boris.username, friend_username: alice.username });
    await ua.next('friend_request_updated', (m) => (m.data as { response_value?: string }).response_value === 'accepted');

    // Alice creates a battle and invites Boris; he accepts; both are told it started.
    const created = await api('POST', `/battle/create?first_opponent=${alice.username}&sport=basketball&level=easy`, alice);
    expect(created.status, JSON.stringify(created.json)).toBeLessThan(300);
    const battleId = (created.json as { id: string }).id;
    ua.send({ type: 'invite_friend', username: alice.username, friend_username: boris.username, battle_id: battleId });
    await ub.next('invitation_received', (m) => (m.data as { battle_id?: string }).battle_id === battleId);
    ub.send({ type: 'accept_invitation', username: boris.username, friend_username: alice.username, battle_id: battleId });
    await Promise.all([ua.next('battle_started'), ub.next('battle_started')]);

    // The whole battle, each from his own instance.
    const ba = await connect(`/ws/battle/${battleId}?username=${alice.username}&token=${alice.token}`);
    const bb = await connect(`/ws/battle/${battleId}?username=${boris.username}&token=${boris.token}`);
    for (let i = 0; i < 3; i += 1) {
      const [qa, qb] = await Promise.all([
        ba.next('next_question', (m) => m.question_index === i),
        bb.next('next_question', (m) => m.question_index === i),
      ]);
      const answers = (q: Record<string, unknown>) => (q.question as { answers: Array<{ text: string }> }).answers;
      ba.send({ type: 'submit_answer', battle_id: battleId, username: alice.username, answer: answers(qa)[0]?.text, question_index: i });
      bb.send({ type: 'submit_answer', battle_id: battleId, username: boris.username, answer: answers(qb)[1]?.text, question_index: i });
      await Promise.all([
        ba.next('answer_submitted', (m) => m.question_index === undefined || m.question_index === i),
        bb.next('answer_submitted'),
      ]);
    }
    const [fa, fb] = await Promise.all([ba.next('battle_finished'), bb.next('battle_finished')]);
    expect(fa.final_scores).toEqual(fb.final_scores);

    // Chat: each side's socket on its own instance; the stored message reaches both.
    const ca = await connect(`/ws/simple-chat?username=${alice.username}&receiver=${boris.username}&token=${alice.token}`);
    const cb = await connect(`/ws/simple-chat?username=${boris.username}&receiver=${alice.username}&token=${boris.token}`);
    // A chat socket follows the conversation once the server has checked the friendship and
    // subscribed; its pong says so (a message sent before then is in the history, not live).
    for (const socket of [ca, cb]) socket.send({ type: 'ping' });
    await Promise.all([ca.next('pong'), cb.next('pong')]);
    ca.send({ message: 'Good game!', type: 'text', client_id: 'c1' });
    const echoed = await cb.until((m) => m.message === 'Good game!');
    expect(echoed).toMatchObject({ sender: alice.username, receiver: boris.username, client_id: 'c1' });
    await ca.until((m) => m.client_id === 'c1' && typeof m.id !== 'undefined');
    await ub.next('chat_message', (m) => (m.data as { message?: string }).message === 'Good game!');
  });

  it('loses an instance (kill -9): nginx moves on, the battle it owned ends fairly within 30 s, no acknowledged message is lost', async () => {
    const carol = await signUp('carol');
    const dave = await signUp('dave');
    const uc = await userSocket(carol);
    const ud = await userSocketAwayFrom(dave, uc.instance);
    uc.send({ type: 'send_friend_request', username: carol.username, friend_username: dave.username });
    await ud.next('friend_request_updated');
    ud.send({ type: 'accept_friend_request', username: dave.username, friend_username: carol.username });
    await uc.next('friend_request_updated', (m) => (m.data as { response_value?: string }).response_value === 'accepted');

    // Acknowledged chat messages before the loss.
    const chat = await connect(`/ws/simple-chat?username=${carol.username}&receiver=${dave.username}&token=${carol.token}`);
    for (let i = 0; i < 5; i += 1) {
      chat.send({ message: `before ${i}`, type: 'text', client_id: `b${i}` });
      await chat.until((m) => m.client_id === `b${i}` && typeof m.id !== 'undefined');
    }

    // Dave joins Carol's battle from his instance, which becomes its owner; then that instance dies.
    const created = await api('POST', `/battle/create?first_opponent=${carol.username}&sport=hockey&level=easy`, carol);
    const battleId = (created.json as { id: string }).id;
    ud.send({ type: 'join_battle', username: dave.username, battle_id: battleId });
    await Promise.all([uc.next('battle_started'), ud.next('battle_started')]);
    const dead = cluster.instances.find((i) => i.id === ud.instance);
    expect(dead).toBeDefined();
    const killedAt = Date.now();
    process.kill(dead?.pid ?? 0, 'SIGKILL');
    await ud.closed;

    // New requests go to the survivor.
    for (let i = 0; i < 4; i += 1) {
      const health = await api('GET', '/health');
      expect(health.status).toBe(200);
      expect(health.instance).not.toBe(dead?.id);
    }
    // Dave's app reconnects through nginx and carries on on the survivor.
    const again = await userSocket(dave);
    expect(again.instance).not.toBe(dead?.id);

    // The battle is cancelled fairly (no stats) and both are told, within 30 s of the loss.
    await uc.next('battle_cancelled', (m) => (m.data as { battle_id?: string }).battle_id === battleId, 35_000);
    expect(Date.now() - killedAt).toBeLessThan(30_000 + 2_000);
    const summary = await api('GET', `/battle/get-battle?battle_id=${battleId}`, dave);
    expect(summary.json).toMatchObject({ status: 'cancelled' });
    const carolAfter = await api('POST', `/battle/create?first_opponent=${carol.username}&sport=hockey&level=easy`, carol);
    expect(carolAfter.status).toBeLessThan(300);

    const history = await api('GET', `/simple-chat/history?sender=${carol.username}&receiver=${dave.username}`, carol);
    const texts = (history.json as Array<{ message: string }>).map((m) => m.message);
    expect(texts).toEqual(['before 0', 'before 1', 'before 2', 'before 3', 'before 4']);
  });
});
