import { createECDH } from 'node:crypto';
import { drawQuestions } from '@fanclash/content';

/** A device's P-256 public key for the push subscription route (any valid point will do). */
const DEVICE_KEY = createECDH('prime256v1').generateKeys().toString('base64url');

/**
 * Who may call each route, declared in ONE place. The security suite (authorization-matrix
 * and bad-input tests) reads Fastify's route table and fails, naming the route, when a route
 * has no entry here or an entry names a route that does not exist. Adding a route means adding
 * its line: pick the access pattern, write one valid request made by (or naming) the owner.
 *
 * Each route is called four times with that request: without a token, with an expired token
 * of the owner, with another player's token, and with the owner's token; `expect` gives the
 * status (HTTP) or the outcome (WebSocket: a close code or 'open') of each. The bad-input test
 * then mutates every query parameter and JSON body field of the same request.
 */

/** The players and things a request may name (built once per test server by security/context.ts). */
export interface SecurityContext {
  readonly owner: { readonly username: string; readonly email: string; readonly password: string };
  /** A battle in play between the owner and a partner (not `other`). */
  readonly activeBattleId: string;
  /** A friend of the owner (not `other`), with a chat message the owner sent them. */
  readonly friend: { readonly username: string; readonly email: string };
  /** The text of that chat message: only the owner and the friend may ever read it. */
  readonly chatText: string;
  /** A player who sent the owner a friend request (only the owner's notifications name them). */
  readonly requester: { readonly username: string; readonly email: string };
  /** A player the owner blocked (only the owner's blocked list names them). */
  readonly blocked: { readonly username: string; readonly email: string };
  /** The owner's open training session (answers go to it) and another one that may be completed. */
  readonly trainingSessionId: string;
  readonly completableSessionId: string;
  /** The owner's incorrect answer record from a wrong training answer: a flashcard of theirs. */
  readonly flashcardId: string;
  /** A debate the owner opened, and the owner's comment on it. */
  readonly debateId: string;
  readonly commentId: string;
  /** A news article (the archive the server seeds at start). */
  readonly newsId: string;
  /** A friend challenge the owner sent the friend, not played yet. */
  readonly challengeId: string;
}

export interface HttpRequestSpec {
  /** Path parameters by name (`:id` -> params.id); an unnamed one is sent as `sec-<name>`. */
  readonly params?: Record<string, string>;
  readonly query?: Record<string, string>;
  readonly body?: Record<string, unknown>;
}

/** The route's path with its parameters filled in (each one URL-encoded). */
export function fillPath(route: string, params: Record<string, string> = {}): string {
  return route.replace(/:([a-z_]+)/gi, (_m, name: string) => encodeURIComponent(params[name] ?? `sec-${name}`));
}

export interface Expected<T> {
  readonly none: T;
  readonly expired: T;
  readonly other: T;
  readonly owner: T;
}

export interface HttpRouteAccess {
  readonly kind: 'http';
  readonly expect: Expected<number>;
  readonly request: (ctx: SecurityContext) => HttpRequestSpec;
  /**
   * The call changes the caller's own state for good (signs out everywhere, uses up a
   * quota): each case gets freshly signed-up players instead of the shared ones.
   */
  readonly fresh?: boolean;
  /** The request itself carries the owner's secret (sign-in): anyone may see the owner's record. */
  readonly echoesOwner?: boolean;
  /**
   * Text only the owner's answer may contain (a friend's name, a chat message): the owner's
   * answer must show it, and an answer to any other caller that contains it is a leak.
   */
  readonly secret?: (ctx: SecurityContext) => string;
}

export interface SocketRouteAccess {
  readonly kind: 'websocket';
  readonly expect: Expected<number | 'open'>;
  /** The path with its parameters filled in, maybe with a query of its own (the test adds username and token). */
  readonly path: (ctx: SecurityContext) => string;
  /** The name `other` sends: the owner's (impersonation, the default) or its own. */
  readonly otherName?: 'owner' | 'own';
}

export type RouteAccess = HttpRouteAccess | SocketRouteAccess;

const all = (status: number): Expected<number> => ({ none: status, expired: status, other: status, owner: status });

/** Anyone, token or not: the token makes no difference. */
const open = (status: number, request: HttpRouteAccess['request'], extra: Partial<HttpRouteAccess> = {}): HttpRouteAccess => ({
  kind: 'http',
  expect: all(status),
  request,
  ...extra,
});

/** Visitors allowed; a token that is present must be valid (401 token_expired otherwise). */
const visitorOrUser = (status: number, request: HttpRouteAccess['request']): HttpRouteAccess => ({
  kind: 'http',
  expect: { none: status, expired: 401, other: status, owner: status },
  request,
});

/** A signed-in player acting on their own data, which the token names (another token: their own). */
const signedIn = (status: number, request: HttpRouteAccess['request'], extra: Partial<HttpRouteAccess> = {}): HttpRouteAccess => ({
  kind: 'http',
  expect: { none: 401, expired: 401, other: status, owner: status },
  request,
  ...extra,
});

/** A signed-in player naming themselves in a parameter; another player naming the owner gets 403. */
const ownerOnly = (status: number, request: HttpRouteAccess['request'], extra: Partial<HttpRouteAccess> = {}): HttpRouteAccess => ({
  kind: 'http',
  expect: { none: 401, expired: 401, other: 403, owner: status },
  request,
  ...extra,
});

/** A signed-in player acting on a thing of theirs named by id: to another player it does not exist (404). */
const ownThing = (status: number, request: HttpRouteAccess['request'], extra: Partial<HttpRouteAccess> = {}): HttpRouteAccess => ({
  kind: 'http',
  expect: { none: 401, expired: 401, other: 404, owner: status },
  request,
  ...extra,
});

/** A moderators' route: no player of the suite is one, so 401 without a valid token and 403 with one. */
const moderatorOnly = (request: HttpRouteAccess['request']): HttpRouteAccess => ({
  kind: 'http',
  expect: { none: 401, expired: 401, other: 403, owner: 403 },
  request,
});

/** A question the bank has now (its ids may change as the bank grows). */
const reportableQuestionId = () => drawQuestions({ sport: 'soccer', level: 'easy', count: 1, lang: 'en' })[0]?.id ?? 'none';

// Digits only: random letters can spell a word the username and text filters refuse.
const uniqueSuffix = () => `${Date.now() % 1e9}${Math.floor(Math.random() * 1e6)}`;

export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  'GET /health': open(200, () => ({})),
  // Readiness for orchestrators and the rolling restart: 200 while serving, 503 while draining.
  'GET /ready': open(200, () => ({})),

  // ------------------------------------------------------------ auth
  'POST /auth/signup': open(201, () => {
    const username = `sec_${uniqueSuffix()}`.slice(0, 20);
    return { body: { email: `${username}@example.com`, password: 'correct horse battery', username } };
  }),
  'POST /auth/signin': open(200, (ctx) => ({ body: { username: ctx.owner.email, password: ctx.owner.password } }), { echoesOwner: true }),
  // Renewal reads only the httpOnly cookie, never the bearer token: without the cookie, 401 for all.
  'POST /auth/refresh': open(401, () => ({})),
  'POST /auth/signout': open(204, () => ({})),
  'POST /auth/signout-all': signedIn(204, () => ({}), { fresh: true }),
  'GET /auth/username-user': open(200, (ctx) => ({ query: { username: ctx.owner.username } })),
  'GET /auth/username-allowed': open(200, (ctx) => ({ query: { username: ctx.owner.username } })),
  'POST /auth/forgot-password': open(200, () => ({ body: { email: `nobody_${uniqueSuffix()}@example.com` } })),
  'POST /auth/reset-password': open(400, () => ({ body: { token: 'not-a-real-reset-token', password: 'a new password' } })),
  'GET /auth/config': open(200, () => ({})),

  // ------------------------------------------------------------ users, profile, avatars, leaderboard
  'GET /db/get-user-by-username': visitorOrUser(200, (ctx) => ({ query: { username: ctx.owner.username } })),
  'POST /db/reset-user-stats': ownerOnly(200, (ctx) => ({ query: { username: ctx.owner.username } }), { fresh: true }),
  // No file: the owner passes the checks and is told the upload is not an image.
  'POST /db/upload-avatar': ownerOnly(422, (ctx) => ({ query: { username: ctx.owner.username } })),
  'GET /avatars/:dir/:file': open(404, () => ({})),
  'GET /db/get-leaderboard': open(200, () => ({ query: { page: '1' } })),

  // ------------------------------------------------------------ battles
  'POST /battle/create': ownerOnly(201, (ctx) => ({ query: { first_opponent: ctx.owner.username, sport: 'soccer', level: 'easy' } }), {
    fresh: true,
  }),
  'GET /battle/get_all_battles': ownerOnly(200, (ctx) => ({ query: { username: ctx.owner.username, page: '1' } })),
  'GET /battle/get-battle': signedIn(200, (ctx) => ({ query: { battle_id: ctx.activeBattleId } })),
  // Play now's privacy setting: the token names the player; another token reads and sets its own.
  'GET /battle/replay-setting': signedIn(200, () => ({})),
  // 2v2 parties (issue 32): the token names whose party and invitations; another token reads its own.
  'GET /team': signedIn(200, () => ({})),
  // Friend challenges (issue 31): only a friend may be challenged (`other` is not the friend's: 403).
  'POST /battle/challenge': {
    kind: 'http',
    expect: { none: 401, expired: 401, other: 403, owner: 201 },
    request: (ctx) => ({ body: { friend_username: ctx.friend.username, sport: 'soccer', level: 'easy' } }),
  },
  'GET /battle/challenges': signedIn(200, () => ({})),
  // Only its challenger may withdraw a challenge: anyone else's token finds none of theirs (404).
  'DELETE /battle/challenges/:id': {
    kind: 'http',
    expect: { none: 401, expired: 401, other: 404, owner: 200 },
    request: (ctx) => ({ params: { id: ctx.challengeId } }),
  },
  // The daily challenge (issue 31): one start per player, sport and day, so each case gets fresh players.
  'GET /daily': signedIn(200, () => ({})),
  'POST /daily/:sport/start': signedIn(201, () => ({ params: { sport: 'soccer' } }), { fresh: true }),
  'GET /daily/:sport/leaderboard': signedIn(200, () => ({ params: { sport: 'soccer' }, query: { limit: '10', offset: '0' } })),
  'POST /battle/replay-setting': signedIn(200, () => ({ body: { replay_runs: true } })),
  // The review exists only for a finished battle of the caller's: the context's battle is still in
  // play, so the owner gets 404 too (question-reports.test.ts reads a finished one).
  'GET /battle/get-battle-review': {
    kind: 'http',
    expect: { none: 401, expired: 401, other: 404, owner: 404 },
    request: (ctx) => ({ query: { battle_id: ctx.activeBattleId } }),
  },
  'GET /db/get-user-battles': ownerOnly(200, (ctx) => ({ query: { username: ctx.owner.username } })),
  'POST /db/repair-user-battles': ownerOnly(200, (ctx) => ({ query: { username: ctx.owner.username } })),

  // ------------------------------------------------------------ question reports (identity from the token)
  // One report per player per question: each case gets fresh players, so each may report. The
  // id is drawn from the bank (spaces and colons in it exercise the path's encoding).
  'POST /questions/:id/report': signedIn(
    201,
    () => ({ params: { id: reportableQuestionId() }, body: { reason: 'wrong_answer', note: 'security suite' } }),
    { fresh: true },
  ),

  // ------------------------------------------------------------ reports and moderation (issue 34)
  // One report per reporter per target: each case gets fresh players, each reporting the friend.
  'POST /reports': signedIn(
    201,
    (ctx) => ({ body: { kind: 'player', target_id: ctx.friend.username, reason: 'spam', note: 'security suite' } }),
    {
      fresh: true,
    },
  ),
  'GET /moderation/me': signedIn(200, () => ({})),
  // Moderators only (a role the server's command line grants): every player here gets 403; the
  // moderators' own answers are in features/moderation/moderation.test.ts.
  'GET /moderation/queue': moderatorOnly(() => ({ query: { limit: '10', offset: '0' } })),
  'POST /moderation/actions': moderatorOnly((ctx) => ({
    body: { action: 'dismiss', kind: 'comment', target_id: ctx.commentId, reason: 'security suite' },
  })),
  'GET /moderation/audit': moderatorOnly(() => ({ query: { limit: '10', offset: '0' } })),

  // ------------------------------------------------------------ notification settings (identity from the token)
  'GET /notifications/settings': signedIn(200, () => ({})),
  'PUT /notifications/settings': signedIn(200, () => ({ body: { kinds: { comment_like: { push: true } } } })),

  // ------------------------------------------------------------ web push (issue 35)
  'GET /push/vapid-public-key': open(200, () => ({})),
  // A public address given as a literal (no DNS in tests); fresh players, so no event of the suite pushes to it.
  'POST /push/subscriptions': signedIn(
    201,
    () => ({
      body: { endpoint: 'https://93.184.216.34/push/security-suite', keys: { p256dh: DEVICE_KEY, auth: 'c2VjdXJpdHktc3VpdGUtMQ' } },
    }),
    { fresh: true },
  ),
  // No player owns this id: 404 for everyone signed in (push.test.ts deletes a real one).
  'DELETE /push/subscriptions/:id': signedIn(404, () => ({ params: { id: '00000000-0000-4000-8000-000000000035' } })),
  // The forum's stored notifications: the token names whose; another token reads and marks its own.
  'GET /notifications': signedIn(200, () => ({ query: { limit: '10', offset: '0' } })),
  'GET /notifications/unread': signedIn(200, () => ({})),
  'POST /notifications/read': signedIn(200, () => ({ body: {} })),

  // ------------------------------------------------------------ friends (identity from the token)
  'GET /friends/search-user': signedIn(200, (ctx) => ({ query: { username: ctx.friend.username } })),
  'GET /friends/list': signedIn(200, () => ({}), { secret: (ctx) => ctx.friend.username }),
  'GET /friends/notifications': signedIn(200, () => ({}), { secret: (ctx) => ctx.requester.username }),
  'GET /friends/blocked': signedIn(200, () => ({}), { secret: (ctx) => ctx.blocked.username }),
  // Only the creator's own battle has an invitation to read: another player's answer is null.
  'GET /friends/invitation': signedIn(200, (ctx) => ({ query: { battle_id: ctx.activeBattleId } })),

  // ------------------------------------------------------------ chat (the name of the caller must be the token's)
  'GET /simple-chat/history': ownerOnly(200, (ctx) => ({ query: { sender: ctx.owner.username, receiver: ctx.friend.username } }), {
    secret: (ctx) => ctx.chatText,
  }),
  'POST /simple-chat/send': ownerOnly(201, (ctx) => ({
    body: {
      sender_username: ctx.owner.username,
      receiver_username: ctx.friend.username,
      // The same text again, so the previews (last message) still show it to the owner.
      message_content: ctx.chatText,
      message_type: 'text',
    },
  })),
  'POST /simple-chat/mark-read': ownerOnly(200, (ctx) => ({ query: { sender: ctx.friend.username, receiver: ctx.owner.username } })),
  'GET /friends/chat-preview': ownerOnly(200, (ctx) => ({ query: { username: ctx.owner.username, friendUsername: ctx.friend.username } }), {
    secret: (ctx) => ctx.chatText,
  }),
  'GET /friends/chat-previews': ownerOnly(200, (ctx) => ({ query: { username: ctx.owner.username } }), { secret: (ctx) => ctx.chatText }),

  // ------------------------------------------------------------ training (a username, in the path or query, must be the caller)
  'GET /training/training-stats/:username': ownerOnly(200, (ctx) => ({ params: { username: ctx.owner.username } })),
  'GET /training/incorrect-answers/:username': ownerOnly(200, (ctx) => ({
    params: { username: ctx.owner.username },
    query: { username: ctx.owner.username, sport: 'soccer', level: 'easy', language: 'en' },
  })),
  'GET /training/generate-random-questions': signedIn(200, () => ({
    query: { sport: 'soccer', level: 'easy', count: '3', language: 'en' },
  })),
  'POST /training/generate-random-questions': signedIn(200, () => ({
    query: { sport: 'soccer', level: 'easy', count: '3', language: 'en' },
  })),
  'GET /training/practice-questions': signedIn(200, () => ({ query: { level: 'medium', language: 'en' } })),
  'POST /training/practice-questions': signedIn(200, () => ({ query: { level: 'medium', language: 'en' } })),
  'POST /training/start-session': ownerOnly(201, (ctx) => ({
    query: { username: ctx.owner.username, session_type: 'random', sport: 'soccer', level: 'easy' },
  })),
  // No username: the session id alone must be the owner's (another player's token finds no such session).
  'POST /training/submit-answer': ownThing(200, (ctx) => ({
    query: {
      session_id: ctx.trainingSessionId,
      question_text: 'Which club plays at the security suite stadium?',
      user_answer: 'TIMEOUT',
      correct_answer: 'Nobody',
      sport: 'soccer',
      level: 'easy',
    },
  })),
  'POST /training/complete-session/:sessionId': ownThing(200, (ctx) => ({ params: { sessionId: ctx.completableSessionId } })),
  'GET /training/flashcards/:username': ownerOnly(200, (ctx) => ({
    params: { username: ctx.owner.username },
    query: { sport: 'soccer', level: 'easy', language: 'en' },
  })),
  'POST /training/translate-flashcards': signedIn(200, () => ({
    body: {
      flashcards: [
        { id: 'sec-card', term: 'Offside', definition: 'A position rule', sport: 'soccer', level: 'easy', source: 'sport_knowledge' },
      ],
      language: 'ru',
    },
  })),
  'POST /training/flashcard-review': ownThing(200, (ctx) => ({ body: { card_id: ctx.flashcardId, rating: 'got_it' } })),

  // ------------------------------------------------------------ debates (every call signed in; votes are private)
  'GET /selection/picks': ownerOnly(200, (ctx) => ({
    query: { voted_by: ctx.owner.username, sort_by: 'newest', limit: '10', offset: '0' },
  })),
  'GET /selection/picks/search': signedIn(200, () => ({ query: { search: 'security', limit: '10' } })),
  'POST /selection/picks': signedIn(201, () => ({
    body: {
      option1_name: 'Attack',
      option1_description: 'Goals win matches.',
      option2_name: 'Defence',
      option2_description: 'Clean sheets win titles.',
      category: 'Football',
    },
  })),
  'GET /selection/picks/:id': signedIn(200, (ctx) => ({ params: { id: ctx.debateId }, query: { language: 'en' } })),
  'GET /selection/picks/:id/with-vote': signedIn(200, (ctx) => ({ params: { id: ctx.debateId }, query: { language: 'en' } })),
  'GET /selection/picks/:id/vote': signedIn(200, (ctx) => ({ params: { id: ctx.debateId } })),
  'POST /selection/picks/:id/vote': signedIn(200, (ctx) => ({ params: { id: ctx.debateId }, body: { vote_option: 'option1' } })),
  'DELETE /selection/picks/:id/vote': signedIn(200, (ctx) => ({ params: { id: ctx.debateId } })),
  'GET /selection/picks/:id/comments': signedIn(200, (ctx) => ({ params: { id: ctx.debateId }, query: { sort: 'recent', limit: '10' } })),
  'POST /selection/picks/:id/comments': signedIn(201, (ctx) => ({
    params: { id: ctx.debateId },
    body: { content: 'A reply from the security suite', parent_id: ctx.commentId },
  })),
  'GET /selection/comments/:id/replies': signedIn(200, (ctx) => ({ params: { id: ctx.commentId } })),
  'POST /selection/comments/:id/like': signedIn(200, (ctx) => ({ params: { id: ctx.commentId } })),
  'DELETE /selection/comments/:id/like': signedIn(200, (ctx) => ({ params: { id: ctx.commentId } })),
  'GET /selection/categories': signedIn(200, () => ({})),

  // ------------------------------------------------------------ news (public reading; a stale token just reads) and transfers
  // Shared results are public by link, and only once a battle is finished: the owner's battle
  // still in play is not found for anyone (the finished case is covered in features/share).
  'GET /results/:id': open(404, (ctx) => ({ params: { id: ctx.activeBattleId }, query: { lang: 'ru' } })),
  'GET /results/:id/card.png': open(404, (ctx) => ({ params: { id: ctx.activeBattleId }, query: { lang: 'ru' } })),
  'GET /news/sports': open(200, () => ({ query: { language: 'en', limit: '5', offset: '0' } })),
  'GET /news/:id': open(200, (ctx) => ({ params: { id: ctx.newsId } })),
  'POST /news/like/:id': signedIn(200, (ctx) => ({ params: { id: ctx.newsId } })),
  'POST /news/unlike/:id': signedIn(200, (ctx) => ({ params: { id: ctx.newsId } })),
  'GET /news/likes/:id': open(200, (ctx) => ({ params: { id: ctx.newsId } })),
  'GET /api/transfers': signedIn(200, () => ({ query: { sport: 'football', limit: '5', offset: '0' } })),
  'GET /api/transfers/status': signedIn(200, () => ({})),
  // No provider is configured in tests: a refresh re-reads the built-in archive.
  'POST /api/transfers/refresh': signedIn(200, () => ({})),
  'GET /api/transfers/health': signedIn(200, () => ({})),

  // ------------------------------------------------------------ live sockets
  // `other` opens the owner's user socket with its own token: 4000 'Invalid username'.
  'GET /ws': { kind: 'websocket', expect: { none: 4001, expired: 4001, other: 4000, owner: 'open' }, path: () => '/ws' },
  // `other` opens the owner's battle under its own name: not a player, 4003.
  'GET /ws/battle/:id': {
    kind: 'websocket',
    expect: { none: 4001, expired: 4001, other: 4003, owner: 'open' },
    path: (ctx) => `/ws/battle/${ctx.activeBattleId}`,
    otherName: 'own',
  },
  // Only the token's user, with a friend: `other` naming the owner gets an `error` (forbidden), then 4003.
  'GET /ws/simple-chat': {
    kind: 'websocket',
    expect: { none: 4001, expired: 4001, other: 4003, owner: 'open' },
    path: (ctx) => `/ws/simple-chat?receiver=${encodeURIComponent(ctx.friend.username)}`,
  },
};
