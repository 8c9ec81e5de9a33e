import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, LiveClient, type TestServer } from '../test/harness.js';
import { players, startSecurityServer, type Players } from './context.js';
import { ROUTE_ACCESS, fillPath, type HttpRouteAccess, type SecurityContext, type SocketRouteAccess } from './route-access.js';
import { SECURITY_FULL, SIZE, Tally } from './size.js';

/** A mutation of one field: the value sent, and whether the shared input step must refuse it with 422. */
interface Mutation {
  readonly name: string;
  readonly value: unknown;
  /** 'invalid_characters' / 'repeated_parameter' must come back as the field's code; else any non-5xx. */
  readonly refusedWith?: string;
  readonly where: 'any' | 'body' | 'query';
}

const STRING_TRICKS: Mutation[] = [
  { name: 'NUL byte', value: 'a\u0000b', refusedWith: 'invalid_characters', where: 'any' },
  // JSON can carry a lone surrogate (\ud800); a URL cannot (its bytes decode to U+FFFD), so body only.
  { name: 'lone surrogate', value: 'a\ud800', refusedWith: 'invalid_characters', where: 'body' },
  { name: 'overlong', value: 'x'.repeat(5_000), where: 'any' },
  // Accepted, never stored as typed: the shared input step strips it from body strings (issue
  // 29.8); in a query or a username it is refused or looked up as typed, never a 5xx.
  { name: 'right-to-left override', value: '\u202Enimda', where: 'any' },
  { name: 'zero-width joiner', value: 'ad\u200Dmin', where: 'any' },
  { name: 'combining marks', value: 'e\u0301\u0301\u0301', where: 'any' },
  { name: 'fullwidth homoglyphs', value: 'ａｄｍｉｎ', where: 'any' },
  { name: 'emoji with modifier', value: '👍🏽', where: 'any' },
  { name: 'empty', value: '', where: 'any' },
  { name: 'SQL-looking', value: "' OR 1=1 --", where: 'any' },
  { name: 'path traversal', value: '../../../etc/passwd', where: 'any' },
  { name: 'number', value: 12345, where: 'body' },
  { name: 'huge number', value: 1e308, where: 'body' },
  { name: 'boolean', value: true, where: 'body' },
  { name: 'null', value: null, where: 'body' },
  { name: 'array', value: ['a', 'b'], where: 'body' },
  { name: 'object', value: { $gt: '' }, where: 'body' },
];
const SMALL = new Set(['NUL byte', 'lone surrogate', 'overlong', 'right-to-left override', 'number', 'object']);
const MUTATIONS = SIZE.allMutations ? STRING_TRICKS : STRING_TRICKS.filter((m) => SMALL.has(m.name));
/** Whole bodies that are not objects. */
const WHOLE_BODIES: unknown[] = SIZE.allMutations ? [[], 'text', 42, null, [{ a: 1 }]] : [[], 'text'];

/**
 * Security suite part (c): every query parameter, path parameter and JSON body field of every
 * declared route (route-access.ts) gets NUL bytes, repeats, overlong text, wrong types and
 * unicode tricks. Nothing answers 5xx; errors keep the `{ detail, code }` shape; NUL bytes,
 * broken surrogates and repeated parameters are refused with 422 naming the field.
 */
describe.each(SECURITY_FULL ? BACKENDS : (['pglite'] as const))('bad input on every route (%s)', (backend) => {
  let server: TestServer;
  let base: Players;
  let ctx: SecurityContext;
  const tally = new Tally(`bad input (${backend})`);
  beforeAll(async () => {
    ({ server, base, ctx } = await startSecurityServer(backend));
  });
  afterAll(async () => {
    tally.print();
    await server.close();
  });

  const httpRoutes = Object.entries(ROUTE_ACCESS).filter((entry): entry is [string, HttpRouteAccess] => entry[1].kind === 'http');

  it.each(httpRoutes.map(([key]) => key))('%s refuses bad input without a 5xx', async (key) => {
    const access = ROUTE_ACCESS[key] as HttpRouteAccess;
    const [method, route] = key.split(' ') as [string, string];
    const who = access.fresh ? await players(server) : base;
    const context = access.fresh ? { ...ctx, owner: who.owner } : ctx;
    const spec = access.request(context);
    const send = async (query: Record<string, string | string[]>, payload: unknown, url = fillPath(route, spec.params)) => {
      const response = await server.app.inject({
        method: method as 'GET',
        url,
        query,
        ...(payload !== undefined ? { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } } : {}),
        headers: { authorization: `Bearer ${who.owner.token}`, ...(payload !== undefined ? { 'content-type': 'application/json' } : {}) },
        remoteAddress: `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`,
      });
      let json: { detail?: unknown; code?: unknown; fields?: Record<string, string> } = {};
      try {
        json = JSON.parse(response.body) as typeof json;
      } catch {
        // checked below: an error without a JSON body is a finding
      }
      return { status: response.statusCode, json };
    };
    const check = async (what: string, result: Awaited<ReturnType<typeof send>>, field: string, refusedWith?: string) => {
      const shaped = result.status < 400 || (typeof result.json.code === 'string' && result.json.detail !== undefined);
      const refusedRight = !refusedWith || (result.status === 422 && result.json.fields?.[field] === refusedWith);
      const ok = result.status < 500 && shaped && refusedRight;
      tally.record(result.status >= 400, ok, `${key} ${what}: ${result.status} ${JSON.stringify(result.json).slice(0, 160)}`);
      expect(
        { status: result.status < 500, shaped, refusedRight },
        `${key} ${what} -> ${result.status} ${JSON.stringify(result.json)}`,
      ).toEqual({
        status: true,
        shaped: true,
        refusedRight: true,
      });
    };

    const query = spec.query ?? {};
    const body = spec.body;
    for (const field of Object.keys(query)) {
      for (const m of MUTATIONS.filter((x) => x.where !== 'body')) {
        await check(`query ${field} = ${m.name}`, await send({ ...query, [field]: String(m.value) }, body), field, m.refusedWith);
      }
      await check(
        `query ${field} repeated`,
        await send({ ...query, [field]: [query[field]!, 'someone_else'] }, body),
        field,
        'repeated_parameter',
      );
    }
    if (body) {
      for (const field of Object.keys(body)) {
        for (const m of MUTATIONS.filter((x) => x.where !== 'query')) {
          await check(`body ${field} = ${m.name}`, await send(query, { ...body, [field]: m.value }), field, m.refusedWith);
        }
      }
    }
    if (method !== 'GET') {
      for (const whole of WHOLE_BODIES) await check(`whole body ${JSON.stringify(whole)}`, await send(query, whole), 'body');
    }
    for (const param of route.match(/:([a-z_]+)/gi) ?? []) {
      const name = param.slice(1);
      // Path parameters (ids, usernames) get the same string tricks as the query.
      for (const m of MUTATIONS.filter((x) => x.where !== 'body' && x.value !== '')) {
        const url = fillPath(route, { ...spec.params, [name]: String(m.value) });
        await check(`path ${name} = ${m.name}`, await send(query, body, url), name, m.refusedWith);
      }
    }
    // A parameter nobody declared, with a NUL byte: refused by the shared step all the same.
    await check('unknown parameter with a NUL byte', await send({ ...query, zz_extra: 'a\u0000' }, body), 'zz_extra', 'invalid_characters');
  });

  const socketRoutes = Object.entries(ROUTE_ACCESS).filter((entry): entry is [string, SocketRouteAccess] => entry[1].kind === 'websocket');

  /**
   * The socket upgrades: every query parameter (the route's own, username, token) and path
   * parameter gets the same tricks. NUL bytes and repeats are refused with 422 before the
   * upgrade; anything else either opens or is refused (HTTP < 500 or a close code), never a 5xx.
   */
  it.each(socketRoutes.map(([key]) => key))('%s refuses bad input on the upgrade without a 5xx', async (key) => {
    const access = ROUTE_ACCESS[key] as SocketRouteAccess;
    const [path = '', own = ''] = access.path(ctx).split('?');
    const valid = new URLSearchParams(own);
    valid.set('username', base.owner.username);
    valid.set('token', base.owner.token);
    const open = async (url: string): Promise<{ status: number | null; outcome: string }> => {
      const client = LiveClient.connect(url);
      try {
        await client.opened;
      } catch (err) {
        const status = Number(/(\d{3})/.exec(String(err))?.[1] ?? 0);
        return { status, outcome: `HTTP ${status}` };
      }
      client.send({ type: 'ping' });
      const outcome = await Promise.race([client.next('pong').then(() => 'open'), client.closed.then((c) => `closed ${c.code}`)]);
      client.close();
      return { status: null, outcome };
    };
    const check = async (what: string, url: string, refused: boolean) => {
      const { status, outcome } = await open(url);
      const ok = refused ? status === 422 : status === null || (status >= 400 && status < 500);
      tally.record(refused || outcome !== 'open', ok, `${key} ${what}: ${outcome}`);
      expect({ what, ok }, `${key} ${what} -> ${outcome}`).toEqual({ what, ok: true });
    };
    const url = (params: URLSearchParams, route = path) => `${server.wsUrl}${route}?${params.toString()}`;
    for (const field of [...valid.keys()]) {
      for (const m of MUTATIONS.filter((x) => x.where !== 'body')) {
        const mutated = new URLSearchParams(valid);
        mutated.set(field, String(m.value));
        await check(`query ${field} = ${m.name}`, url(mutated), m.refusedWith !== undefined);
      }
      const repeated = new URLSearchParams(valid);
      repeated.append(field, 'someone_else');
      await check(`query ${field} repeated`, url(repeated), true);
    }
    // A path parameter (the battle id) with a NUL byte.
    const template = key.split(' ')[1]!.split('/');
    const concrete = path.split('/');
    for (const [at, part] of template.entries()) {
      if (!part.startsWith(':')) continue;
      const mutated = concrete.map((segment, k) => (k === at ? encodeURIComponent('a\u0000b') : segment)).join('/');
      await check(`path ${part.slice(1)} = NUL byte`, url(valid, mutated), true);
    }
  });
});
