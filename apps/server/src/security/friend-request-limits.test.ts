import { FRIEND_REQUEST_LIMITS } from '@fanclash/protocol';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { player } from '../features/battles/testing.js';
import { tab, type Message } from '../features/friends/testing.js';
import { rowsOf } from '../platform/db/rows.js';
import { friendships } from '../platform/db/schema.js';
import { BACKENDS, startTestServer, uniqueName, type LiveClient, type TestServer, type TestUser } from '../test/harness.js';

/**
 * Issue 29, item 4: alternating send_friend_request / cancel_friend_request put 200 events on
 * one victim's screen in six seconds, and nothing capped requests to many players. Sends and
 * cancels are now rate-limited per sender and per pair (the platform's limiter: Redis when the
 * suite runs with TEST_REDIS_URL), and outgoing requests still waiting are capped.
 */

/** One friend action and its answer: the actor's own friend_request_updated about `friend`, or an error. */
function attempt(client: LiveClient, type: string, friend: TestUser): Promise<Message> {
  const isAnswer = (m: Record<string, unknown>) => {
    if (m.type === 'error') return true;
    const data = m.data as Message['data'] | undefined;
    return m.type === 'friend_request_updated' && (data?.to === friend.username || data?.from === friend.username);
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer to ${type}`)), 5_000);
    const check = () => {
      const found = client.messages.find(isAnswer);
      if (!found) return;
      clearTimeout(timer);
      client.socket.off('message', check);
      client.messages.splice(client.messages.indexOf(found), 1);
      resolve(found as Message);
    };
    // LiveClient records a message before this listener runs (it listened first).
    client.socket.on('message', check);
    client.send({ type, friend_username: friend.username });
  });
}

describe.each(BACKENDS)('friend request limits (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      backend,
      listen: true,
      // Each test sends as fast as the server answers, which on PostgreSQL on a quiet machine
      // outruns the socket's own message rate (slow_down): that limit is not under test here.
      liveSockets: { messagesPerSecond: 100_000 },
    });
  });
  afterAll(() => server.close());

  it('stops a send/cancel flood at one victim with an error naming the wait', async () => {
    const [mallory, victim] = [await player(server), await player(server)];
    const [m, v] = [await tab(server, mallory), await tab(server, victim)];
    const answers: Message[] = [];
    for (let i = 0; i < FRIEND_REQUEST_LIMITS.perPair + 4; i += 1) {
      answers.push(await attempt(m, i % 2 === 0 ? 'send_friend_request' : 'cancel_friend_request', victim));
    }
    const refused = answers.filter((a) => a.type === 'error');
    expect(answers.length - refused.length).toBe(FRIEND_REQUEST_LIMITS.perPair);
    expect(refused).toHaveLength(4);
    for (const error of refused) {
      expect(error).toMatchObject({ code: 'friend_request_rate_limited', data: { code: 'friend_request_rate_limited' } });
      expect(error.retry_after_ms).toBeGreaterThan(0);
      expect(error.retry_after_ms).toBeLessThanOrEqual(FRIEND_REQUEST_LIMITS.perPairWindowMs);
      expect(error.data.retry_after_ms).toBe(error.retry_after_ms);
    }
    // Every refusal was answered after its check, so anything the victim was told is here by now.
    v.send({ type: 'ping' });
    await v.next('pong');
    expect(v.messages.filter((msg) => msg.type === 'friend_request_updated').length).toBeLessThanOrEqual(FRIEND_REQUEST_LIMITS.perPair);
    m.close();
    v.close();
  });

  it('limits one sender across many players too', async () => {
    const sender = await player(server);
    const targets = await Promise.all(Array.from({ length: 7 }, () => player(server)));
    const s = await tab(server, sender);
    const sent = new Set<string>();
    // Spread over seven players, no pair reaches its own limit; the sender's limit comes first.
    for (let i = 0; i < FRIEND_REQUEST_LIMITS.perSender; i += 1) {
      const target = targets[i % targets.length] as TestUser;
      const type = sent.has(target.username) ? 'cancel_friend_request' : 'send_friend_request';
      const answer = await attempt(s, type, target);
      expect(answer.type).toBe('friend_request_updated');
      if (type === 'send_friend_request') sent.add(target.username);
      else sent.delete(target.username);
    }
    const fresh = await player(server);
    const refused = await attempt(s, 'send_friend_request', fresh);
    expect(refused).toMatchObject({ type: 'error', code: 'friend_request_rate_limited' });
    expect(refused.retry_after_ms).toBeGreaterThan(0);
    s.close();
  });

  it('caps the requests still waiting for an answer, yet a crossing request still makes friends', async () => {
    const sender = await player(server);
    const senderRow = await server.platform.users.findByUsername(sender.username);
    if (!senderRow) throw new Error('sender not stored');
    // The cap's worth of waiting requests, written straight into the table (sending them
    // through the socket would take minutes under the rate limits).
    const prefix = uniqueName('cap').toLowerCase();
    const inserted = await server.platform.db.execute(sql`
      insert into users (username, email, password_hash)
      select ${prefix} || g, ${prefix} || g || '@seed.invalid', '!seed'
      from generate_series(1, ${FRIEND_REQUEST_LIMITS.pendingOutgoingMax}::int) as g
      returning id`);
    const ids = rowsOf<{ id: string }>(inserted).map((r) => r.id);
    expect(ids).toHaveLength(FRIEND_REQUEST_LIMITS.pendingOutgoingMax);
    await server.platform.db.insert(friendships).values(
      ids.map((id) => ({
        userLow: id < senderRow.id ? id : senderRow.id,
        userHigh: id < senderRow.id ? senderRow.id : id,
        status: 'pending',
        requestedBy: senderRow.id,
      })),
    );

    const [asker, stranger] = [await player(server), await player(server)];
    const [s, a] = [await tab(server, sender), await tab(server, asker)];
    expect(await attempt(s, 'send_friend_request', stranger)).toMatchObject({ type: 'error', code: 'friend_request_limit' });
    // A request the other way is not a new waiting one: sending back accepts it.
    expect((await attempt(a, 'send_friend_request', sender)).data).toMatchObject({ response_value: 'pending' });
    await s.next('friend_request_updated', (m) => (m.data as Message['data']).response_value === 'pending');
    expect((await attempt(s, 'send_friend_request', asker)).data).toMatchObject({ response_value: 'accepted' });
    s.close();
    a.close();
  });
});
