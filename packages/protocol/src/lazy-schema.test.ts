import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { isLazySchema, lazySchema } from './lazy-schema.js';
import { battleServerMessageSchemaByType } from './live/battle-socket.js';
import { userSchema } from './user.js';

describe('lazySchema', () => {
  it('builds the schema on its first use, once', () => {
    const build = vi.fn(() => z.object({ name: z.string().min(2) }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();

    expect(schema.parse({ name: 'Ann' })).toEqual({ name: 'Ann' });
    expect(schema.safeParse({ name: 'A' }).success).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('is not built by a schema that holds it until that one is built', () => {
    const build = vi.fn(() => z.string());
    const inner = lazySchema(build);
    const outer = lazySchema(() => z.object({ inner }));
    expect(build).not.toHaveBeenCalled();
    expect(outer.parse({ inner: 'x' })).toEqual({ inner: 'x' });
    expect(() => outer.parse({ inner: 1 })).toThrow(z.ZodError);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('works as the schema does: extend, shape, optional, instanceof, in, keys', () => {
    const base = lazySchema(() => z.object({ a: z.number() }));
    const extended = lazySchema(() => base.extend({ b: z.string().optional() }));

    expect(extended.parse({ a: 1 })).toEqual({ a: 1 });
    expect(Object.keys(extended.shape)).toEqual(['a', 'b']);
    expect(base.optional().parse(undefined)).toBeUndefined();
    expect(base instanceof z.ZodObject).toBe(true);
    expect(base instanceof z.ZodString).toBe(false);
    expect('_zod' in base).toBe(true);
    expect(Object.getOwnPropertyDescriptor(base, '_zod')?.value).toBe(base._zod);
    expect(z.discriminatedUnion('k', [lazySchema(() => z.object({ k: z.literal('x') }))]).parse({ k: 'x' })).toEqual({ k: 'x' });
  });

  it('gives the contract schemas their rules (the owner record defaults its lists)', () => {
    const parsed = userSchema.parse({
      totalBattle: 1,
      winBattle: 1,
      winRate: 100,
      streak: 1,
      ranking: null,
      username: 'ann',
      avatar: '',
      favourite: 'Football',
      email: 'ann@example.com',
      language: 'en',
      friends: [],
      friendRequests: [],
      battles: [],
      invitations: [],
      createdAt: '2026-11-28T00:00:00.000Z',
    });
    expect(parsed.blocked).toEqual([]);
    expect(parsed.sentFriendRequests).toEqual([]);
  });
});

describe('battleServerMessageSchemaByType', () => {
  it('parses each message with its own type and refuses another', () => {
    expect(battleServerMessageSchemaByType.pong.parse({ type: 'pong', server_time: 5 })).toEqual({ type: 'pong', server_time: 5 });
    expect(battleServerMessageSchemaByType.opponent_reconnected.safeParse({ type: 'pong', server_time: 5 }).success).toBe(false);
    for (const [type, schema] of Object.entries(battleServerMessageSchemaByType)) {
      expect(schema.shape.type.value).toBe(type);
    }
  });
});

describe('the contract', () => {
  it('builds every exported schema on first use', async () => {
    const contract: Record<string, unknown> = await import('./index.js');
    const schemas = Object.entries(contract).filter(([name, value]) => name.endsWith('Schema') && typeof value === 'object');
    expect(schemas.length).toBeGreaterThan(200);
    expect(schemas.filter(([, value]) => !isLazySchema(value)).map(([name]) => name)).toEqual([]);
    expect(isLazySchema(z.string())).toBe(false);
  });
});
