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
}

export interface HttpRequestSpec {
  readonly query?: Record<string, string>;
  readonly body?: Record<string, unknown>;
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
}

export interface SocketRouteAccess {
  readonly kind: 'websocket';
  readonly expect: Expected<number | 'open'>;
  /** The path with its parameters filled in (the query adds username and token). */
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

const uniqueSuffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  'GET /health': open(200, () => ({})),

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
  'GET /db/get-user-battles': ownerOnly(200, (ctx) => ({ query: { username: ctx.owner.username } })),
  'POST /db/repair-user-battles': ownerOnly(200, (ctx) => ({ query: { username: ctx.owner.username } })),

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
};
