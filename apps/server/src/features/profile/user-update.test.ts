import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { battleAnswers, battles } from '../../platform/db/schema.js';
import { answersOf } from '../battles/answer-lists.js';
import { BACKENDS, signUp, startTestServer, uniqueName, type LiveClient, type TestServer, type TestUser } from '../../test/harness.js';
import {
  bearer,
  multipartFile,
  nextOf,
  openUserSocket,
  setStats,
  storedAvatar,
  twoColourImage,
  userId,
  TEST_ENV,
} from '../users/test-support.js';

describe.each(BACKENDS)('user_update on the user socket (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend, listen: true, env: TEST_ENV });
  });
  afterAll(() => server.close());

  const profile = async (username: string, viewer?: TestUser) =>
    server.app.inject({ url: `/db/get-user-by-username?username=${username}`, headers: viewer ? bearer(viewer) : {} });
  const uploadAvatar = async (user: TestUser, width = 64) => {
    const body = multipartFile(await twoColourImage('png', width, 32));
    const res = await server.app.inject({
      method: 'POST',
      url: '/db/upload-avatar',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(user) },
    });
    return res.json<{ avatar_path: string }>().avatar_path;
  };
  /** Sends user_update and returns the reply: user_updated, or the error. */
  const update = async (tab: LiveClient, fields: Record<string, unknown>) => {
    tab.send({ type: 'user_update', ...fields });
    return nextOf(tab, ['user_updated', 'error']);
  };

  it('changes favourite and language, ignoring forged stats, ranking, e-mail, password and lists', async () => {
    const user = await signUp(server);
    await setStats(server, user.username, { totalBattle: 4, winBattle: 1, winRate: 25, streak: 1 });
    const tab = await openUserSocket(server, user);
    const reply = await update(tab, {
      username: user.username,
      favourite: 'Tennis',
      language: 'ru',
      email: 'attacker@evil.example',
      password: 'pwned-password',
      totalBattle: 999,
      winBattle: 999,
      winRate: 100,
      streak: 99,
      ranking: 1,
      friends: ['someone'],
      friendRequests: ['x'],
      battles: ['b'],
      invitations: ['i'],
      avatar: '',
    });
    expect(reply.type).toBe('user_updated');
    expect(reply.data).toMatchObject({
      username: user.username,
      email: user.email,
      favourite: 'Tennis',
      language: 'ru',
      totalBattle: 4,
      winBattle: 1,
      winRate: 25,
      streak: 1,
      friends: [],
    });
    expect((await profile(user.username, user)).json()).toMatchObject({
      email: user.email,
      favourite: 'Tennis',
      winBattle: 1,
      totalBattle: 4,
    });
    const signIn = (password: string) =>
      server.app.inject({ method: 'POST', url: '/auth/signin', payload: { username: user.email, password } });
    expect((await signIn(user.password)).statusCode).toBe(200);
    expect((await signIn('pwned-password')).statusCode).toBe(401);
    tab.close();
  });

  it('sends user_updated with the full own record to every open tab', async () => {
    const user = await signUp(server);
    const tab1 = await openUserSocket(server, user);
    const tab2 = await openUserSocket(server, user);
    tab1.send({ type: 'user_update', favourite: 'Golf' });
    for (const tab of [tab1, tab2]) {
      const message = await tab.next('user_updated');
      expect(message.data).toMatchObject({
        username: user.username,
        email: user.email,
        favourite: 'Golf',
        ranking: null,
        createdAt: expect.any(String),
      });
    }
    tab1.close();
    tab2.close();
  });

  it.each([
    ['', 'username_empty', 'Username cannot be empty'],
    ['   ', 'username_empty', 'Username cannot be empty'],
    ['ab', 'username_short', 'Username must be at least 3 characters long'],
    ['a'.repeat(21), 'username_long', 'Username must be less than 20 characters long'],
    ['bad-name', 'username_chars', 'Username can only contain letters, numbers, and underscores'],
    ['7eleven', 'username_digit', 'Username cannot start with a number'],
    ['Admin', 'username_reserved', 'This username is reserved'],
  ])('refuses username %j with %s and changes nothing', async (username, code, text) => {
    const user = await signUp(server);
    const tab = await openUserSocket(server, user);
    const reply = await update(tab, { username, favourite: 'Hockey' });
    expect(reply).toMatchObject({ type: 'error', code, message: text, data: { code, message: text } });
    expect((await profile(user.username)).json()).toMatchObject({ username: user.username, favourite: 'Football' });
    tab.close();
  });

  it("refuses another player's name, in any case, with username_exists", async () => {
    const user = await signUp(server);
    const other = await signUp(server);
    const tab = await openUserSocket(server, user);
    const reply = await update(tab, { username: other.username.toUpperCase(), favourite: 'Hockey' });
    expect(reply).toMatchObject({ type: 'error', code: 'username_exists', message: 'This username is already taken' });
    expect((await profile(user.username)).json().favourite).toBe('Football');
    tab.close();
  });

  it('accepts the own name unchanged or in another case', async () => {
    const user = await signUp(server, { username: uniqueName('case') });
    const tab = await openUserSocket(server, user);
    expect((await update(tab, { username: user.username })).type).toBe('user_updated');
    const reply = await update(tab, { username: user.username.toUpperCase() });
    expect(reply).toMatchObject({ type: 'user_updated', data: { username: user.username.toUpperCase() } });
    tab.close();
  });

  it('renames: the old name is free, the token still works, and battles show the new name', async () => {
    const user = await signUp(server);
    const rival = await signUp(server);
    const [id, rivalId] = [await userId(server, user.username), await userId(server, rival.username)];
    const [soccer] = await server.platform.db
      .insert(battles)
      .values([
        {
          firstOpponentId: id,
          firstOpponent: user.username,
          secondOpponentId: rivalId,
          secondOpponent: rival.username,
          sport: 'soccer',
          level: 'easy',
          status: 'finished',
          winner: user.username,
          firstScore: 3,
          secondScore: 1,
        },
        {
          firstOpponentId: rivalId,
          firstOpponent: rival.username,
          secondOpponentId: id,
          secondOpponent: user.username,
          sport: 'golf',
          level: 'hard',
          status: 'finished',
          winner: rival.username,
          firstScore: 2,
          secondScore: 1,
        },
      ])
      .returning({ id: battles.id });
    // The soccer battle's answers: one list for the battle, both players' entries in it.
    const answer = (username: string, questionIndex: number) => ({
      username,
      question_index: questionIndex,
      question_id: `q${questionIndex}`,
      answer: 'A',
      correct: true,
      points: 10,
      elapsed_ms: 900,
    });
    const written = [answer(user.username, 0), answer(rival.username, 0), answer(user.username, 1)];
    await server.platform.db.insert(battleAnswers).values({ battleId: soccer!.id, answers: written });
    const tab = await openUserSocket(server, user);
    const renamed = uniqueName('renamed');
    const reply = await update(tab, { username: `  ${renamed}  ` });
    expect(reply).toMatchObject({ type: 'user_updated', data: { username: renamed } });

    expect((await profile(user.username)).statusCode).toBe(404);
    expect((await server.app.inject({ url: `/auth/username-user?username=${user.username}` })).json()).toBe(false);
    expect((await profile(renamed, user)).json().email).toBe(user.email);

    const rows = await server.platform.db.select().from(battles).where(eq(battles.sport, 'soccer'));
    const mine = rows.find((row) => row.firstOpponentId === id);
    expect(mine).toMatchObject({ firstOpponent: renamed, secondOpponent: rival.username, winner: renamed });
    const theirs = (await server.platform.db.select().from(battles).where(eq(battles.secondOpponentId, id)))[0];
    expect(theirs).toMatchObject({ firstOpponent: rival.username, secondOpponent: renamed, winner: rival.username });
    // In the answers only the renamed player's entries change, in place and in order.
    expect(await answersOf(server.platform.db, soccer!.id)).toEqual([answer(renamed, 0), answer(rival.username, 0), answer(renamed, 1)]);

    // The socket for the new name opens with the same token.
    const again = await openUserSocket(server, { username: renamed, token: user.token });
    again.close();
    tab.close();
  });

  it('renames a 2v2 partner: the seat on either team and the answers take the new name', async () => {
    const [user, lead, rival, rivalMate] = await Promise.all([signUp(server), signUp(server), signUp(server), signUp(server)]);
    const ids = await Promise.all([user, lead, rival, rivalMate].map((u) => userId(server, u.username)));
    const [id, leadId, rivalId, rivalMateId] = ids;
    const team = (partnerOfFirst: boolean, sport: string) => ({
      mode: '2v2',
      firstOpponentId: partnerOfFirst ? leadId : rivalId,
      firstOpponent: partnerOfFirst ? lead.username : rival.username,
      firstPartnerId: partnerOfFirst ? id : rivalMateId,
      firstPartner: partnerOfFirst ? user.username : rivalMate.username,
      secondOpponentId: partnerOfFirst ? rivalId : leadId,
      secondOpponent: partnerOfFirst ? rival.username : lead.username,
      secondPartnerId: partnerOfFirst ? rivalMateId : id,
      secondPartner: partnerOfFirst ? rivalMate.username : user.username,
      sport,
      level: 'easy',
      status: 'finished',
      winner: partnerOfFirst ? lead.username : rival.username,
      firstScore: 20,
      secondScore: 10,
    });
    const [first, second] = await server.platform.db
      .insert(battles)
      .values([team(true, 'hockey'), team(false, 'hockey')])
      .returning({ id: battles.id });
    const entry = (username: string) => ({
      username,
      question_index: 0,
      question_id: 'q0',
      answer: 'A',
      correct: true,
      points: 10,
      elapsed_ms: 900,
    });
    await server.platform.db.insert(battleAnswers).values([
      { battleId: first!.id, answers: [entry(lead.username), entry(user.username), entry(rival.username)] },
      { battleId: second!.id, answers: [entry(rivalMate.username), entry(user.username)] },
    ]);
    const tab = await openUserSocket(server, user);
    const renamed = uniqueName('mate');
    expect(await update(tab, { username: renamed })).toMatchObject({ type: 'user_updated', data: { username: renamed } });

    const rows = await server.platform.db
      .select()
      .from(battles)
      .where(inArray(battles.id, [first!.id, second!.id]));
    expect(rows.find((row) => row.id === first!.id)).toMatchObject({
      firstPartner: renamed,
      secondPartner: rivalMate.username,
      winner: lead.username,
    });
    expect(rows.find((row) => row.id === second!.id)).toMatchObject({
      firstPartner: rivalMate.username,
      secondPartner: renamed,
      winner: rival.username,
    });
    expect(await answersOf(server.platform.db, first!.id)).toEqual([entry(lead.username), entry(renamed), entry(rival.username)]);
    expect(await answersOf(server.platform.db, second!.id)).toEqual([entry(rivalMate.username), entry(renamed)]);
    tab.close();
  });

  it('moves the picture to the new name on a rename', async () => {
    const user = await signUp(server);
    const before = await uploadAvatar(user);
    const tab = await openUserSocket(server, user);
    const renamed = uniqueName('moved');
    const reply = await update(tab, { username: renamed, avatar: before });
    const after = (reply.data as { avatar: string }).avatar;
    expect(after).toMatch(new RegExp(`^/avatars/${renamed.toLowerCase()}/avatar-[0-9a-f]{16}\\.webp$`));
    expect(after.split('/').pop()).toBe(before.split('/').pop());
    expect((await server.app.inject({ url: after })).statusCode).toBe(200);
    expect((await server.app.inject({ url: before })).statusCode).toBe(404);
    tab.close();
  });

  it("removes the picture with avatar '', keeps it when sent back, refuses anybody else's", async () => {
    const user = await signUp(server);
    const other = await signUp(server);
    const mine = await uploadAvatar(user);
    const theirs = await uploadAvatar(other, 80);
    const tab = await openUserSocket(server, user);

    expect(await update(tab, { avatar: theirs })).toMatchObject({ type: 'error', code: 'invalid_avatar' });
    expect(await update(tab, { avatar: 'https://evil.example/x.png' })).toMatchObject({ type: 'error', code: 'invalid_avatar' });
    expect(await storedAvatar(server, await userId(server, user.username))).toBe(mine);

    expect(await update(tab, { avatar: `http://localhost:3000${mine}` })).toMatchObject({ type: 'user_updated', data: { avatar: mine } });
    expect(await update(tab, { avatar: '' })).toMatchObject({ type: 'user_updated', data: { avatar: '' } });
    expect((await server.app.inject({ url: mine })).statusCode).toBe(404);
    expect((await server.app.inject({ url: theirs })).statusCode).toBe(200);
    tab.close();
  });

  it('an avatar upload also reaches every open tab as user_updated', async () => {
    const user = await signUp(server);
    const tab = await openUserSocket(server, user);
    const path = await uploadAvatar(user);
    expect(await tab.next('user_updated')).toMatchObject({ data: { username: user.username, avatar: path } });
    tab.close();
  });

  it('answers an unknown favourite or language with malformed_message and changes nothing', async () => {
    const user = await signUp(server);
    const tab = await openUserSocket(server, user);
    expect(await update(tab, { favourite: 'Chess' })).toMatchObject({ type: 'error', code: 'malformed_message' });
    expect(await update(tab, { language: 'de' })).toMatchObject({ type: 'error', code: 'malformed_message' });
    expect((await profile(user.username, user)).json()).toMatchObject({ favourite: 'Football', language: 'en' });
    tab.close();
  });
});
