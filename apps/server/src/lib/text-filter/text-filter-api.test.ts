import { ERROR_CODES } from '@fanclash/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { befriend, history, openChat, sendRest } from '../../features/chat/testing.js';
import { call, createPick, validPick } from '../../features/debates/testing.js';
import { nextOf, openUserSocket } from '../../features/users/test-support.js';
import { BACKENDS, signUp, startTestServer, type TestServer } from '../../test/harness.js';

/**
 * The filter where text enters (issue 34, item 4), on a real server and database: usernames
 * refused at sign-up and rename; comments, replies, debate texts and chat messages masked by
 * default and refused under TEXT_FILTER=refuse.
 */
const ENV = { DATA_DIR: 'memory', RATE_LIMITS: 'off' } as const;

const signUpAs = (server: TestServer, username: string) =>
  server.app.inject({
    method: 'POST',
    url: '/auth/signup',
    payload: { email: `${username.toLowerCase()}_${Date.now()}@example.com`, password: 'correct horse battery', username },
  });

describe.each(BACKENDS)('text filter, default mask (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend, listen: true, env: ENV });
  });
  afterAll(() => server?.close());

  it('refuses a username with a slur or an obscenity at sign-up, in English and in Russian transliteration', async () => {
    for (const username of ['fuck_you', 'BigDick', 'n1gger', 'pizdec_fan', 'xuy_123']) {
      const res = await signUpAs(server, username);
      expect(res.statusCode, username).toBe(422);
      expect(res.json(), username).toMatchObject({ code: ERROR_CODES.validation, fields: { username: ERROR_CODES.usernameInappropriate } });
      expect(await server.platform.users.findByUsername(username), username).toBeFalsy();
    }
    // Sports names with a listed word inside are names, not insults.
    for (const username of ['Scunthorpe_fan', 'Shittu_fan', 'ArsenalFan']) {
      expect((await signUpAs(server, username)).statusCode, username).toBe(201);
    }
  });

  it('answers the filter’s verdict on a username before any form is sent (GET /auth/username-allowed, no token)', async () => {
    const allowed = async (username: string) => {
      const res = await server.app.inject({ url: `/auth/username-allowed?username=${encodeURIComponent(username)}` });
      expect(res.statusCode, username).toBe(200);
      return res.json<{ allowed: boolean }>().allowed;
    };
    for (const username of ['fuck_you', 'BigDick', 'xuy_123', 'suka_blyat']) expect(await allowed(username), username).toBe(false);
    for (const username of ['Scunthorpe_fan', 'Shittu_fan', 'ArsenalFan', 'messi_455'])
      expect(await allowed(username), username).toBe(true);
    expect((await server.app.inject({ url: '/auth/username-allowed' })).statusCode).toBe(422);
  });

  it('refuses a rename to such a username on the user socket and keeps the old name', async () => {
    const user = await signUp(server);
    const tab = await openUserSocket(server, user);
    for (const username of ['blyat_fan', 'Fuck_Off']) {
      tab.send({ type: 'user_update', username });
      const reply = await nextOf(tab, ['user_updated', 'error']);
      expect(reply, username).toMatchObject({ type: 'error', code: ERROR_CODES.usernameInappropriate });
    }
    tab.send({ type: 'user_update', username: `${user.username.slice(0, 16)}_ok` });
    expect((await nextOf(tab, ['user_updated', 'error'])).type).toBe('user_updated');
    tab.close();
    expect(await server.platform.users.findByUsername('blyat_fan')).toBeFalsy();
  });

  it('masks a comment, a reply and a debate option, and leaves clean words alone', async () => {
    const author = await signUp(server);
    const pickId = await createPick(server, author, { option1_name: 'Shittu the fucking wall' });
    const pick = await call(server, author, 'GET', `/selection/picks/${pickId}`);
    expect(pick.json()).toMatchObject({ option1_name: 'Shittu the ******* wall' });

    const comment = await call(server, author, 'POST', `/selection/picks/${pickId}/comments`, {
      content: 'what the fuck, ref? Classic Arsenal.',
    });
    expect(comment.statusCode).toBe(201);
    expect(comment.json()).toMatchObject({ content: 'what the ****, ref? Classic Arsenal.' });

    const reply = await call(server, author, 'POST', `/selection/picks/${pickId}/comments`, {
      content: 'судья мудак, а Хабиб застрахуй себе победу',
      parent_id: comment.json<{ id: string }>().id,
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({ content: 'судья *****, а Хабиб застрахуй себе победу' });
  });

  it('masks a chat message over REST and over the chat socket, for both people', async () => {
    const [alice, boris] = await Promise.all([signUp(server), signUp(server)]);
    await befriend(server, alice, boris);
    const sent = await sendRest(server, alice, boris.username, 'ты сука, xуй тебе');
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ message: 'ты ****, *** тебе' });

    const chat = await openChat(server, boris, alice.username);
    chat.send({ message: 'shut the f*ck up, Dick Advocaat fan', type: 'text', client_id: 'm1' });
    expect(await chat.next('message')).toMatchObject({ message: 'shut the **** up, Dick Advocaat fan', client_id: 'm1' });
    chat.close();
    expect((await history(server, alice, boris.username)).map((m) => m.message)).toEqual(
      expect.arrayContaining(['ты ****, *** тебе', 'shut the **** up, Dick Advocaat fan']),
    );
  });
});

describe.each(BACKENDS)('text filter, TEXT_FILTER=refuse (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend, listen: true, env: { ...ENV, TEXT_FILTER: 'refuse' } });
  });
  afterAll(() => server?.close());

  it('refuses a comment and a debate option with 422 text_inappropriate naming the field, and stores nothing', async () => {
    const author = await signUp(server);
    const pickId = await createPick(server, author);
    const comment = await call(server, author, 'POST', `/selection/picks/${pickId}/comments`, { content: 'ебаный судья' });
    expect(comment.statusCode).toBe(422);
    expect(comment.json()).toMatchObject({ code: ERROR_CODES.textInappropriate, fields: { content: ERROR_CODES.textInappropriate } });
    const list = await call(server, author, 'GET', `/selection/picks/${pickId}/comments`);
    expect(list.json<{ comments: unknown[] }>().comments).toHaveLength(0);

    const created = await call(server, author, 'POST', '/selection/picks', validPick({ option2_description: 'a total wanker' }));
    expect(created.statusCode).toBe(422);
    expect(created.json()).toMatchObject({
      code: ERROR_CODES.textInappropriate,
      fields: { option2_description: ERROR_CODES.textInappropriate },
    });

    const clean = await call(server, author, 'POST', `/selection/picks/${pickId}/comments`, { content: 'Scunthorpe were a classic' });
    expect(clean.statusCode).toBe(201);
  });

  it('refuses a chat message over REST and over the socket, and stores nothing', async () => {
    const [alice, boris] = await Promise.all([signUp(server), signUp(server)]);
    await befriend(server, alice, boris);
    const sent = await sendRest(server, alice, boris.username, 'fuck off');
    expect(sent.statusCode).toBe(422);
    expect(sent.json()).toMatchObject({ code: ERROR_CODES.textInappropriate });

    const chat = await openChat(server, alice, boris.username);
    chat.send({ message: 'пиздец', type: 'text', client_id: 'r1' });
    expect(await chat.next('error')).toMatchObject({ code: ERROR_CODES.textInappropriate, client_id: 'r1' });
    chat.close();
    expect(await history(server, alice, boris.username)).toEqual([]);
  });
});
