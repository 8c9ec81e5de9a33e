import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE_CODES, CLOSE_REASONS } from '@fanclash/protocol';
import { BACKENDS, signUp, startTestServer, type TestServer } from '../../test/harness.js';
import { openUserSocket, TEST_ENV } from '../users/test-support.js';

describe.each(BACKENDS)('sign out everywhere closes the open tabs (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend, listen: true, env: TEST_ENV });
  });
  afterAll(() => server.close());

  it("closes every open tab of the player as a revoked token, and nobody else's", async () => {
    const vera = await signUp(server);
    const other = await signUp(server);
    const [laptop, phone, bystander] = await Promise.all([
      openUserSocket(server, vera),
      openUserSocket(server, vera),
      openUserSocket(server, other),
    ]);

    const res = await server.app.inject({ method: 'POST', url: '/auth/signout-all', headers: { authorization: `Bearer ${vera.token}` } });
    expect(res.statusCode).toBe(204);

    for (const tab of [laptop, phone]) {
      expect(await tab.closed).toEqual({ code: CLOSE_CODES.badToken, reason: CLOSE_REASONS.badToken });
    }
    // The other player's tab still answers.
    bystander.send({ type: 'test_connection' });
    expect((await bystander.next('test_connection_response')).type).toBe('test_connection_response');
    bystander.close();
  });
});
