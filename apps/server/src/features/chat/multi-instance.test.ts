import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startInstancePair, type InstancePair, type TestServer } from '../../test/harness.js';
import { openUserSocket } from '../users/test-support.js';
import { befriend, history, openChat, sendRest } from './testing.js';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/**
 * Two instances sharing one PostgreSQL schema and one Redis (the scale-out mode): Alice is
 * connected to one, Boris to the other, and they chat as if on one server.
 */
describe.skipIf(!databaseUrl || !redisUrl)('chat across two instances (PostgreSQL + Redis)', () => {
  let pair: InstancePair;
  let one: TestServer;
  let two: TestServer;

  beforeAll(async () => {
    const env = { JWT_SECRET: randomBytes(32).toString('hex'), RATE_LIMITS: 'off' };
    pair = await startInstancePair({ listen: true, env });
    ({ one, two } = pair);
  });
  afterAll(() => pair?.close());

  it('delivers messages, user-socket events and read marks between instances, in order', async () => {
    const [alice, boris] = await Promise.all([signUp(one), signUp(two)]);
    await befriend(one, alice, boris);
    const [a, aUser, b, bUser] = await Promise.all([
      openChat(one, alice, boris.username),
      openUserSocket(one, alice),
      openChat(two, boris, alice.username),
      openUserSocket(two, boris),
    ]);
    // Boris also has a tab on Alice's instance.
    const bThere = await openChat(one, boris, alice.username);

    for (let i = 0; i < 10; i += 1) a.send({ message: `a${i}`, type: 'text', client_id: `a-${i}` });
    const acks: Array<Record<string, unknown>> = [];
    for (let i = 0; i < 10; i += 1) acks.push(await a.next('message', (m) => m.client_id === `a-${i}`));
    const heard: Array<Record<string, unknown>> = [];
    for (let i = 0; i < 10; i += 1) heard.push(await b.next('message'));
    expect(heard.map((m) => m.message)).toEqual(acks.map((m) => m.message));
    expect(heard.map((m) => m.id)).toEqual(acks.map((m) => m.id));
    expect((await bThere.next('message', (m) => m.id === acks[9]!.id)).message).toBe('a9');
    expect((await bUser.next('chat_message', (m) => (m.data as { id: number }).id === acks[9]!.id)).data).toMatchObject({
      sender: alice.username,
    });

    // Boris answers on instance two (by REST there) and reads on instance two.
    const reply = (await sendRest(two, boris, alice.username, 'got them all')).json<{ id: number }>();
    expect(await a.next('message', (m) => m.id === reply.id)).toMatchObject({ sender: boris.username, message: 'got them all' });
    expect((await aUser.next('chat_message', (m) => (m.data as { id: number }).id === reply.id)).data).toMatchObject({
      receiver: alice.username,
    });
    b.send({ type: 'mark_read' });
    expect(await a.next('messages_read')).toMatchObject({ reader: boris.username, up_to_id: acks[9]!.id });
    expect((await aUser.next('messages_read')).data).toMatchObject({
      reader: boris.username,
      sender: alice.username,
      up_to_id: acks[9]!.id,
    });

    // A resend through the other instance is still the same message.
    expect((await sendRest(two, alice, boris.username, 'a0', 'a-0')).json()).toMatchObject({ id: acks[0]!.id });
    expect(await history(one, alice, boris.username)).toHaveLength(11);
    for (const c of [a, aUser, b, bUser, bThere]) c.close();
  });
});
