import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveClient, signUp, startTestServer, type TestServer, type TestUser } from '../test/harness.js';

const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;
/** `token=` followed by anything but the redaction mark (also `access_token=`, `refresh_token=`). */
const TOKEN_VALUE = /token=(?!\[redacted\])[^&\s"]/i;

/**
 * The live sockets carry the access token in their address (`?token=`): the log must not. Every
 * line the server writes, at the most talkative level, while three sockets open, an upgrade and
 * requests are refused, and an error quoting a socket address is logged.
 */
describe('no credential in the logs', () => {
  const lines: string[] = [];
  let server: TestServer;
  let owner: TestUser;
  let friend: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ listen: true, logger: { level: 'trace', stream: { write: (line) => void lines.push(line) } } });
    [owner, friend] = [await signUp(server), await signUp(server)];
  });
  afterAll(() => server.close());

  async function openSocket(path: string, user: TestUser, query: Record<string, string> = {}): Promise<LiveClient> {
    const params = new URLSearchParams({ ...query, username: user.username, token: user.token });
    const client = LiveClient.connect(`${server.wsUrl}${path}?${params.toString()}`);
    await client.opened;
    return client;
  }

  it('redacts the token of every socket address, refused request and logged error', async () => {
    const created = await server.app.inject({
      method: 'POST',
      url: `/battle/create?first_opponent=${owner.username}&sport=soccer&level=easy`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(created.statusCode).toBe(201);
    const battleId = created.json<{ id: string }>().id;

    const sockets = [
      await openSocket('/ws', owner),
      await openSocket('/ws/simple-chat', owner, { receiver: friend.username }),
      await openSocket(`/ws/battle/${battleId}`, owner),
    ];
    for (const socket of sockets) {
      socket.close();
      await socket.closed;
    }

    // Refused: a socket with another player's token, an unknown address, a repeated parameter.
    const refused = LiveClient.connect(`${server.wsUrl}/ws?username=${owner.username}&token=${friend.token}`);
    await refused.closed;
    const notFound = await fetch(`${server.url}/no-such-page?access_token=${owner.token}&refresh_token=abc`);
    expect(notFound.status).toBe(404);
    const repeated = await fetch(`${server.url}/users/by-username?username=a&username=b&token=${owner.token}`);
    expect(repeated.status).toBe(422);
    // An error that quotes the address (a failed upstream call, a framework error naming the URL).
    server.app.log.error({ err: new Error(`request to ${server.wsUrl}/ws?token=${owner.token} failed`) }, 'upstream failed');

    const log = lines.join('');
    expect(log).toContain(owner.username); // the lines are there: the sockets were logged
    expect(log).toContain('/ws/battle/');
    expect(log).toContain('/ws/simple-chat?');
    expect(log).toContain('token=[redacted]');
    expect(log).not.toMatch(JWT);
    expect(log).not.toMatch(TOKEN_VALUE);
  });
});
