import type { TrainingQuestion } from '@fanclash/protocol';
import { AccessTokens } from '../platform/auth/tokens.js';
import { LiveClient, signUp, startTestServer, type Backend, type TestServer, type TestUser } from '../test/harness.js';
import type { SecurityContext } from './route-access.js';

/** The JWT secret of the security suite's servers, so it can sign an expired token itself. */
export const SECURITY_JWT_SECRET = 'security-suite-secret-0123456789abcdef';

export interface Players {
  readonly owner: TestUser;
  readonly other: TestUser;
  /** The owner's access token, expired a minute ago. */
  readonly expiredToken: string;
}

/** Signs up an owner and another player, and signs an expired token for the owner. */
export async function players(server: TestServer): Promise<Players> {
  const owner = await signUp(server);
  const other = await signUp(server);
  const row = await server.platform.users.findByUsername(owner.username);
  if (!row) throw new Error('owner not stored');
  const expired = new AccessTokens(new TextEncoder().encode(SECURITY_JWT_SECRET), -60);
  const expiredToken = await expired.sign({ userId: row.id, username: row.username, version: row.tokenVersion });
  return { owner, other, expiredToken };
}

/** One call as `user` through the real routes; anything but `status` is a broken set-up. */
async function call<T>(
  server: TestServer,
  user: TestUser,
  method: 'GET' | 'POST',
  url: string,
  status: number,
  payload?: Record<string, unknown>,
): Promise<T> {
  const response = await server.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${user.token}` },
    ...(payload ? { payload } : {}),
  });
  if (response.statusCode !== status) throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
  return response.json<T>();
}

export async function userTab(server: TestServer, user: TestUser): Promise<LiveClient> {
  const tab = LiveClient.connect(`${server.wsUrl}/ws?username=${user.username}&token=${user.token}`);
  await tab.opened;
  return tab;
}

/** Sends a friend action on the user socket and waits for the actor's own `friend_request_updated` saying `value`. */
export async function friendAction(tab: LiveClient, type: string, friend: TestUser, value: string): Promise<void> {
  tab.send({ type, friend_username: friend.username });
  await tab.next('friend_request_updated', (m) => (m.data as { response_value?: unknown } | undefined)?.response_value === value);
}

/**
 * The shared context, built through the real API: a battle in play between the owner and a
 * partner; a friend with a chat message; a pending request from a requester and a blocked
 * player; two training sessions and a missed question (a flashcard); a debate with a comment;
 * a news article.
 */
export async function securityContext(server: TestServer, base: Players): Promise<SecurityContext> {
  const { owner } = base;
  const [partner, friend, requester, blocked] = [await signUp(server), await signUp(server), await signUp(server), await signUp(server)];

  // Friends: a friendship, a request waiting for the owner, a block — all on the user socket.
  const ownerTab = await userTab(server, owner);
  const friendTab = await userTab(server, friend);
  const requesterTab = await userTab(server, requester);
  await friendAction(ownerTab, 'send_friend_request', friend, 'pending');
  await friendAction(friendTab, 'accept_friend_request', owner, 'accepted');
  await friendAction(requesterTab, 'send_friend_request', owner, 'pending');
  await friendAction(ownerTab, 'block_user', blocked, 'blocked');
  for (const tab of [ownerTab, friendTab, requesterTab]) tab.close();

  const chatText = `only for a friend ${Math.floor(Math.random() * 1e8)}`;
  await call(server, owner, 'POST', '/simple-chat/send', 201, {
    sender_username: owner.username,
    receiver_username: friend.username,
    message_content: chatText,
    message_type: 'text',
  });

  // Training: two sessions, and a wrong answer to a bank question (an incorrect answer record).
  const start = () =>
    call<{ session_id: string }>(
      server,
      owner,
      'POST',
      `/training/start-session?username=${owner.username}&session_type=random&sport=soccer&level=easy`,
      201,
    );
  const trainingSessionId = (await start()).session_id;
  const completableSessionId = (await start()).session_id;
  const { questions } = await call<{ questions: TrainingQuestion[] }>(
    server,
    owner,
    'GET',
    '/training/generate-random-questions?sport=soccer&level=easy&count=1&language=en',
    200,
  );
  const question = questions[0];
  if (!question) throw new Error('no training question');
  const missed = await call<{ incorrect_answer_id: string | null }>(
    server,
    owner,
    'POST',
    `/training/submit-answer?${new URLSearchParams({
      session_id: trainingSessionId,
      question_text: question.question,
      user_answer: 'TIMEOUT',
      correct_answer: question.correctAnswer,
      sport: question.sport,
      level: question.level,
      question_id: question.id,
    }).toString()}`,
    200,
  );
  if (!missed.incorrect_answer_id) throw new Error('a missed question made no incorrect answer record');

  // Debates: the owner's debate and a comment on it.
  const pick = await call<{ id: string }>(server, owner, 'POST', '/selection/picks', 201, {
    option1_name: 'Pressing',
    option1_description: 'Win the ball high up the pitch.',
    option2_name: 'Possession',
    option2_description: 'Keep the ball and tire them out.',
    category: 'Football',
  });
  const comment = await call<{ id: string }>(server, owner, 'POST', `/selection/picks/${pick.id}/comments`, 201, {
    content: 'Pressing wins more finals.',
  });

  // News: the first article of the list (the archive the server seeds at start).
  const news = await call<{ data: Array<{ id: string }> }>(server, owner, 'GET', '/news/sports?language=en&limit=1', 200);
  const newsId = news.data[0]?.id;
  if (!newsId) throw new Error('no news article to read');

  // A friend challenge the owner sent and has not played yet (only the owner may withdraw it).
  const sent = await call<{ id: string }>(server, owner, 'POST', '/battle/challenge', 201, {
    friend_username: friend.username,
    sport: 'soccer',
    level: 'easy',
  });

  // Last, the battle in play (joining it cancels every other waiting battle of both players).
  const created = await call<{ id: string }>(
    server,
    owner,
    'POST',
    `/battle/create?first_opponent=${owner.username}&sport=soccer&level=easy`,
    201,
  );
  const tab = await userTab(server, partner);
  tab.send({ type: 'join_battle', battle_id: created.id });
  await tab.next('battle_started');
  tab.close();

  return {
    owner,
    activeBattleId: created.id,
    friend: { username: friend.username, email: friend.email },
    chatText,
    requester: { username: requester.username, email: requester.email },
    blocked: { username: blocked.username, email: blocked.email },
    trainingSessionId,
    completableSessionId,
    flashcardId: missed.incorrect_answer_id,
    debateId: pick.id,
    commentId: comment.id,
    newsId,
    challengeId: sent.id,
  };
}

/**
 * The server every security suite part runs against: the suite's fixed JWT secret (so expired
 * tokens can be forged), battles that never forfeit during a run, and the shared players and
 * context built through the real API.
 */
export async function startSecurityServer(backend: Backend): Promise<{ server: TestServer; base: Players; ctx: SecurityContext }> {
  const server = await startTestServer({
    backend,
    listen: true,
    env: { JWT_SECRET: SECURITY_JWT_SECRET, BATTLE_RECONNECT_GRACE_MS: '600000' },
  });
  const base = await players(server);
  return { server, base, ctx: await securityContext(server, base) };
}
