import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestServer, type TestServer, type TestUser } from '../test/harness.js';
import { befriend, bearer, history, openChat, sendRest } from '../features/chat/testing.js';

const RLO = '\u202E';
const ISOLATE = '\u2066';

/**
 * Direction overrides (issue 29.8): text written with U+202E (or an isolate) is stored and read
 * back without it, through a request body and a live message alike, so a description cannot
 * display as `…/exe.png` while it holds `…/gnp.exe`.
 */
describe('bidi controls are stripped from what users write', () => {
  let server: TestServer;
  let alice: TestUser;
  let boris: TestUser;
  beforeAll(async () => {
    server = await startTestServer({ listen: true, env: { RATE_LIMITS: 'off' } });
    [alice, boris] = [await signUp(server), await signUp(server)];
    await befriend(server, alice, boris);
  });
  afterAll(() => server.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    server.app.inject({ method, url, headers: bearer(alice), ...(payload ? { payload } : {}) });

  it('a debate, its comment and a chat message keep their text without the controls', async () => {
    const created = await call('POST', '/selection/picks', {
      option1_name: `Attack ${RLO}gnp.exe`,
      option1_description: `Download ${RLO}gnp.exe`,
      option2_name: 'Defence',
      option2_description: `${ISOLATE}Clean sheets\u2069 win titles`,
      category: 'Football',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: string }>().id;
    const pick = (await call('GET', `/selection/picks/${id}`)).json<Record<string, unknown>>();
    expect(pick).toMatchObject({
      option1_name: 'Attack gnp.exe',
      option1_description: 'Download gnp.exe',
      option2_description: 'Clean sheets win titles',
    });

    expect((await call('POST', `/selection/picks/${id}/comments`, { content: `Look: ${RLO}fdp.exe` })).statusCode).toBe(201);
    const comments = (await call('GET', `/selection/picks/${id}/comments`)).body;
    expect(comments).toContain('Look: fdp.exe');

    expect((await sendRest(server, alice, boris.username, `rest ${RLO}txt.exe`)).statusCode).toBe(201);
    const chat = await openChat(server, alice, boris.username);
    chat.send({ type: 'text', message: `live ${RLO}txt.exe` });
    await chat.next('message', (m) => String(m.message).startsWith('live'));
    chat.close();
    const messages = (await history(server, boris, alice.username)).map((m) => m.message);
    expect(messages).toEqual(['rest txt.exe', 'live txt.exe']);

    // Nothing of it anywhere in what the server answers.
    expect(JSON.stringify([pick, comments, messages])).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  });
});
