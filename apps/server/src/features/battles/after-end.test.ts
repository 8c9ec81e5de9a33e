import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../test/harness.js';
import { FAST_BATTLES, battleSocket, createBattle, player, userSocket } from './testing.js';

/** Issue 16.6: an answer sent on a still-open battle socket after the battle ended used to get no reply. */
describe.each(BACKENDS)('moves after the end of a battle (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend, listen: true, env: FAST_BATTLES });
  });
  afterAll(() => server.close());

  it('answers a submit_answer after battle_end with an error battle_over, and keeps answering pings', async () => {
    const [alice, bob] = [await player(server), await player(server)];
    const bobTab = await userSocket(server, bob);
    const id = await createBattle(server, alice);
    bobTab.send({ type: 'join_battle', battle_id: id });
    await bobTab.next('battle_started');
    const [a, b] = [battleSocket(server, alice, id), battleSocket(server, bob, id)];
    await Promise.all([a.next('quiz_ready'), b.next('quiz_ready')]);
    b.send({ type: 'quit_battle' });
    await a.next('battle_end');
    a.send({ type: 'submit_answer', answer: 'anything', question_index: 0 });
    expect(await a.next('error')).toMatchObject({ code: 'battle_over' });
    a.send({ type: 'ping' });
    expect(await a.next('pong')).toHaveProperty('server_time');
    for (const socket of [a, b, bobTab]) socket.close();
  });
});
