import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, LiveClient, type TestServer } from '../test/harness.js';
import { players, startSecurityServer, type Players } from './context.js';
import {
  ROUTE_ACCESS,
  fillPath,
  type Expected,
  type HttpRouteAccess,
  type SecurityContext,
  type SocketRouteAccess,
} from './route-access.js';
import { SECURITY_FULL, Tally } from './size.js';

const TABLE_FILE = 'apps/server/src/security/route-access.ts';
type Case = keyof Expected<unknown>;
const CASES: Case[] = ['none', 'expired', 'other', 'owner'];

/**
 * Security suite part (a): every route of the app, as Fastify registered it, called without a
 * token, with an expired one, with another player's and with the owner's. A route missing from
 * route-access.ts fails here by name.
 */
describe.each(SECURITY_FULL ? BACKENDS : (['pglite'] as const))('authorization matrix (%s)', (backend) => {
  let server: TestServer;
  let base: Players;
  let ctx: SecurityContext;
  const tally = new Tally(`authorization matrix (${backend})`);
  beforeAll(async () => {
    ({ server, base, ctx } = await startSecurityServer(backend));
  });
  afterAll(async () => {
    tally.print();
    await server.close();
  });

  it('declares the expected access of every route in route-access.ts, and of no route that does not exist', () => {
    const registered = server.routes.map((r) => `${r.method} ${r.url}`);
    const missing = registered.filter((key) => !(key in ROUTE_ACCESS));
    const stale = Object.keys(ROUTE_ACCESS).filter((key) => !registered.includes(key));
    const problems = [
      ...missing.map((key) => `route ${key} has no entry in ${TABLE_FILE}: declare who may call it and one valid request`),
      ...stale.map((key) => `${TABLE_FILE} declares ${key}, which the app does not register: remove or rename the entry`),
    ];
    expect(problems, problems.join('\n')).toEqual([]);
  });

  const tokenFor = (c: Case, who: Players): string | undefined =>
    c === 'none' ? undefined : c === 'expired' ? who.expiredToken : c === 'other' ? who.other.token : who.owner.token;

  async function httpCase(key: string, access: HttpRouteAccess, c: Case): Promise<void> {
    const [method, route] = key.split(' ') as [string, string];
    // A fresh pair for calls that change the caller for good; its context names the fresh owner.
    const who = access.fresh ? await players(server) : base;
    const context: SecurityContext = access.fresh ? { ...ctx, owner: who.owner } : ctx;
    const spec = access.request(context);
    const token = tokenFor(c, who);
    const response = await server.app.inject({
      method: method as 'GET',
      url: fillPath(route, spec.params),
      query: spec.query ?? {},
      ...(spec.body ? { payload: spec.body } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
      remoteAddress: `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`,
    });
    const expected = access.expect[c];
    const secret = access.secret?.(context);
    // Nobody's answer ever shows another player's e-mail (the owner's friend, requester, blocked player).
    const foreign = [ctx.friend.email, ctx.requester.email, ctx.blocked.email].some((email) => response.body.includes(email));
    const leaked =
      foreign ||
      (c !== 'owner' &&
        !access.echoesOwner &&
        (response.body.includes(who.owner.email) || (secret !== undefined && response.body.includes(secret))));
    const ok = response.statusCode === expected && !leaked && (response.statusCode < 400 || hasErrorShape(response.body));
    tally.record(
      expected >= 400,
      ok,
      `${key} [${c}] answered ${response.statusCode}${leaked ? ' with an e-mail or private data' : ''}, expected ${expected}`,
    );
    expect({ status: response.statusCode, leaked }, `${key} called with ${c} token`).toEqual({ status: expected, leaked: false });
    // The secret must be real: the owner's own answer shows it.
    if (c === 'owner' && secret !== undefined) expect(response.body, `${key} owner's answer shows the private text`).toContain(secret);
    if (response.statusCode >= 400) expect(hasErrorShape(response.body), `${key} [${c}] error shape: ${response.body}`).toBe(true);
  }

  async function socketCase(key: string, access: SocketRouteAccess, c: Case): Promise<void> {
    const token = tokenFor(c, base);
    const name = c === 'other' && access.otherName === 'own' ? base.other.username : base.owner.username;
    const query = `username=${name}${token ? `&token=${token}` : ''}`;
    const path = access.path(ctx);
    const client = LiveClient.connect(`${server.wsUrl}${path}${path.includes('?') ? '&' : '?'}${query}`);
    await client.opened;
    client.send({ type: 'ping' });
    const outcome = await Promise.race([client.next('pong').then(() => 'open' as const), client.closed.then((closed) => closed.code)]);
    client.close();
    const expected = access.expect[c];
    tally.record(expected !== 'open', outcome === expected, `${key} [${c}] gave ${outcome}, expected ${expected}`);
    expect(outcome, `${key} opened with ${c} token`).toBe(expected);
  }

  it.each(Object.keys(ROUTE_ACCESS))('%s answers each caller as declared', async (key) => {
    const access = ROUTE_ACCESS[key]!;
    for (const c of CASES) {
      if (access.kind === 'http') await httpCase(key, access, c);
      else await socketCase(key, access, c);
    }
  });
});

function hasErrorShape(body: string): boolean {
  try {
    const json = JSON.parse(body) as { detail?: unknown; code?: unknown };
    return (typeof json.detail === 'string' || typeof json.detail === 'object') && typeof json.code === 'string' && json.code !== '';
  } catch {
    return false;
  }
}
