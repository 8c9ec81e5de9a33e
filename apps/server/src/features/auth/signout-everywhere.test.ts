import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE_CODES, CLOSE_REASONS } from '@fanclash/protocol';
import { BACKENDS, signUp, startTestServer, type LiveClient, type TestServer } from '../../test/harness.js';
import { befriend, openChat } from '../chat/testing.js';
import { openUserSocket, TEST_ENV } from '../users/test-support.js';
import { mailTo, tokenIn } from './test-mail.js';

const REVOKED = { code: CLOSE_CODES.badToken, reason: CLOSE_REASONS.badToken };

describe.each(BACKENDS)('revoked sessions close their live sockets (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend, listen: true, env: TEST_ENV });
  });
  afterAll(() => server.close());

  /** A player with two tabs and a chat open with a friend, and another player with a tab and a chat. */
  async function playersOnline() {
    const vera = await signUp(server);
    const other = await signUp(server);
    await befriend(server, vera, other);
    const [laptop, phone, chat, bystander, bystanderChat] = await Promise.all([
      openUserSocket(server, vera),
      openUserSocket(server, vera),
      openChat(server, vera, other.username),
      openUserSocket(server, other),
      openChat(server, other, vera.username),
    ]);
    return { vera, veraSockets: [laptop, phone, chat], bystander, bystanderChat };
  }

  /** The other player's tab and chat were left open: they still answer. */
  async function othersStillAnswer(bystander: LiveClient, chat: LiveClient) {
    bystander.send({ type: 'test_connection' });
    expect((await bystander.next('test_connection_response')).type).toBe('test_connection_response');
    chat.send({ type: 'ping' });
    expect((await chat.next('pong')).type).toBe('pong');
    bystander.close();
    chat.close();
  }

  it("sign out everywhere closes every open tab and chat of the player as a revoked token, and nobody else's", async () => {
    const { vera, veraSockets, bystander, bystanderChat } = await playersOnline();
    const res = await server.app.inject({ method: 'POST', url: '/auth/signout-all', headers: { authorization: `Bearer ${vera.token}` } });
    expect(res.statusCode).toBe(204);
    for (const socket of veraSockets) expect(await socket.closed).toEqual(REVOKED);
    await othersStillAnswer(bystander, bystanderChat);
  });

  it('a new password set from a reset link closes the sessions that the old one opened', async () => {
    const { vera, veraSockets, bystander, bystanderChat } = await playersOnline();
    const remoteAddress = `10.78.${Math.floor(Math.random() * 250)}.1`;
    const asked = await server.app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { email: vera.email }, remoteAddress });
    expect(asked.statusCode).toBe(200);
    const token = tokenIn(await mailTo(server, vera.email));
    const reset = await server.app.inject({
      method: 'POST',
      url: '/auth/reset-password',
      payload: { token, password: 'a brand new password' },
      remoteAddress,
    });
    expect(reset.statusCode).toBe(200);
    for (const socket of veraSockets) expect(await socket.closed).toEqual(REVOKED);
    await othersStillAnswer(bystander, bystanderChat);
  });
});
