import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debateVotes } from '../../platform/db/schema.js';
import { BACKENDS, startTestServer, type TestServer } from '../../test/harness.js';
import { TEST_ENV, call, createPick, dailySettled, fan, insertPlayers, validPick } from './testing.js';

type Pick = Record<string, unknown> & { id: string; option1_votes: number; option2_votes: number; user_vote: string | null };
type PickList = { picks: Pick[]; total: number; limit: number; offset: number };

describe.each(BACKENDS)('debates: the /selection calls (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend, env: TEST_ENV });
    await dailySettled(server);
  });
  afterAll(() => server.close());

  it('requires authentication on every call', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const calls: Array<[string, string]> = [
      ['GET', '/selection/picks'],
      ['GET', '/selection/picks/search?search=a'],
      ['POST', '/selection/picks'],
      ['GET', `/selection/picks/${id}`],
      ['GET', `/selection/picks/${id}/with-vote`],
      ['GET', `/selection/picks/${id}/vote`],
      ['POST', `/selection/picks/${id}/vote`],
      ['DELETE', `/selection/picks/${id}/vote`],
      ['GET', `/selection/picks/${id}/comments`],
      ['POST', `/selection/picks/${id}/comments`],
      ['GET', `/selection/comments/${id}/replies`],
      ['POST', `/selection/comments/${id}/like`],
      ['DELETE', `/selection/comments/${id}/like`],
      ['GET', '/selection/categories'],
    ];
    for (const [method, url] of calls) {
      const res = await call(server, null, method as 'GET', url, method === 'POST' ? {} : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json(), `${method} ${url}`).toEqual({ detail: 'Authentication required', code: 'unauthorized' });
    }
    const bad = await call(server, { token: 'not-a-token' }, 'GET', '/selection/picks');
    expect(bad.statusCode).toBe(401);
  });

  it('creates a debate with trimmed values and answers it with the spec fields', async () => {
    const alice = await fan(server);
    const res = await call(
      server,
      alice,
      'POST',
      '/selection/picks',
      validPick({ option1_name: '  Lionel Messi  ', option2_description: '\n Goals everywhere. \t', category: 'Football' }),
    );
    expect(res.statusCode).toBe(201);
    const pick = res.json<Pick>();
    expect(pick).toMatchObject({
      option1_name: 'Lionel Messi',
      option2_name: 'Cristiano Ronaldo',
      option2_description: 'Goals everywhere.',
      category: 'football',
      option1_votes: 0,
      option2_votes: 0,
      total_votes: 0,
      trending: false,
      comments_count: 0,
      user_vote: null,
      author_name: alice.username,
      is_daily: false,
      daily_date: null,
    });
    expect(Date.parse(pick.created_at as string)).not.toBeNaN();
    const read = await call(server, alice, 'GET', `/selection/picks/${pick.id}`);
    expect(read.json()).toEqual(pick);
  });

  it('refuses an incomplete or too long debate with 422 and the spec texts per field', async () => {
    const alice = await fan(server);
    const empty = await call(server, alice, 'POST', '/selection/picks', {
      option1_name: '   ',
      option2_name: '',
      option2_description: ' ',
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({
      code: 'validation_error',
      detail: {
        option1_name: 'First option name is required',
        option1_description: 'First option description is required',
        option2_name: 'Second option name is required',
        option2_description: 'Second option description is required',
        category: 'Please select a sport',
      },
      fields: {
        option1_name: 'option1_name_required',
        option1_description: 'option1_description_required',
        option2_name: 'option2_name_required',
        option2_description: 'option2_description_required',
        category: 'sport_required',
      },
    });
    const long = await call(
      server,
      alice,
      'POST',
      '/selection/picks',
      validPick({ option1_name: 'n'.repeat(51), option2_description: 'd'.repeat(501), category: 'curling' }),
    );
    expect(long.statusCode).toBe(422);
    expect(long.json<{ fields: Record<string, string> }>().fields).toEqual({
      option1_name: 'option1_name_too_long',
      option2_description: 'option2_description_too_long',
      category: 'debate_category_invalid',
    });
    // Exactly at the limits is fine, counted after trimming.
    const edge = await call(
      server,
      alice,
      'POST',
      '/selection/picks',
      validPick({ option1_name: ` ${'n'.repeat(50)} `, option1_description: 'd'.repeat(500) }),
    );
    expect(edge.statusCode).toBe(201);
    const garbage = await server.app.inject({
      method: 'POST',
      url: '/selection/picks',
      headers: { authorization: `Bearer ${alice.token}`, 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(garbage.statusCode).toBe(400);
  });

  it('votes: the same option again removes the vote, the other one moves it', async () => {
    const alice = await fan(server);
    const boris = await fan(server);
    const id = await createPick(server, alice);
    const vote = (user: typeof alice, option: string) => call(server, user, 'POST', `/selection/picks/${id}/vote`, { vote_option: option });

    expect((await vote(boris, 'option1')).json()).toMatchObject({
      action: 'added',
      option1_votes: 1,
      option2_votes: 0,
      user_vote: 'option1',
    });
    expect((await vote(alice, 'option1')).json()).toMatchObject({ action: 'added', option1_votes: 2, user_vote: 'option1' });
    expect((await vote(boris, 'option2')).json()).toMatchObject({
      action: 'moved',
      option1_votes: 1,
      option2_votes: 1,
      user_vote: 'option2',
    });
    expect((await call(server, boris, 'GET', `/selection/picks/${id}/vote`)).json()).toEqual({ pick_id: id, user_vote: 'option2' });
    expect((await vote(boris, 'option2')).json()).toMatchObject({ action: 'removed', option1_votes: 1, option2_votes: 0, user_vote: null });
    expect((await call(server, boris, 'GET', `/selection/picks/${id}/vote`)).json()).toEqual({ pick_id: id, user_vote: null });

    // Each player sees their own vote.
    expect((await call(server, alice, 'GET', `/selection/picks/${id}/with-vote`)).json()).toMatchObject({ user_vote: 'option1' });
    expect((await call(server, boris, 'GET', `/selection/picks/${id}/with-vote`)).json()).toMatchObject({ user_vote: null });

    const removed = await call(server, alice, 'DELETE', `/selection/picks/${id}/vote`);
    expect(removed.json()).toMatchObject({ action: 'removed', option1_votes: 0, user_vote: null });
    expect((await call(server, alice, 'DELETE', `/selection/picks/${id}/vote`)).json()).toMatchObject({ action: 'none' });

    const bad = await vote(alice, 'option3');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ fields: { vote_option: 'vote_option_invalid' } });
    expect((await call(server, alice, 'POST', `/selection/picks/${id}/vote`, {})).statusCode).toBe(422);
  });

  it('answers 404 for an unknown or malformed debate id', async () => {
    const alice = await fan(server);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      for (const [method, url, body] of [
        ['GET', `/selection/picks/${id}`, undefined],
        ['POST', `/selection/picks/${id}/vote`, { vote_option: 'option1' }],
        ['GET', `/selection/picks/${id}/comments`, undefined],
        ['POST', `/selection/picks/${id}/comments`, { content: 'hi' }],
      ] as const) {
        const res = await call(server, alice, method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toEqual({ detail: 'Debate not found', code: 'debate_not_found' });
      }
    }
    const like = await call(server, alice, 'POST', '/selection/comments/00000000-0000-4000-8000-000000000000/like');
    expect(like.json()).toEqual({ detail: 'Comment not found', code: 'comment_not_found' });
  });

  it('lists debates: page size 50 at most, offset, sport filter, sorts, author and voted_by', async () => {
    const alice = await fan(server);
    const boris = await fan(server);
    const basketball = await createPick(server, alice, {
      category: 'Basketball',
      option1_name: 'LeBron James',
      option2_name: 'Michael Jordan',
    });
    const tennis = await createPick(server, alice, { category: 'tennis', option1_name: 'Federer', option2_name: 'Nadal' });
    await call(server, boris, 'POST', `/selection/picks/${tennis}/vote`, { vote_option: 'option1' });

    const page = (await call(server, alice, 'GET', '/selection/picks?limit=500')).json<PickList>();
    expect(page.limit).toBe(50);
    expect(page.picks.length).toBeLessThanOrEqual(50);
    expect(page.picks[0]?.id).toBe(tennis); // newest first
    expect(page.picks[1]?.id).toBe(basketball);
    const second = (await call(server, alice, 'GET', '/selection/picks?limit=1&offset=1')).json<PickList>();
    expect(second).toMatchObject({ limit: 1, offset: 1, total: page.total });
    expect(second.picks.map((p) => p.id)).toEqual([basketball]);

    const basket = (await call(server, alice, 'GET', '/selection/picks?sport=basketball')).json<PickList>();
    expect(basket.picks.every((p) => p.category === 'basketball')).toBe(true);
    expect(basket.picks.map((p) => p.id)).toContain(basketball);
    expect((await call(server, alice, 'GET', '/selection/picks?category=all')).json<PickList>().total).toBe(page.total);

    const mine = (await call(server, boris, 'GET', `/selection/picks?author=${alice.username.toUpperCase()}`)).json<PickList>();
    expect(mine.picks.map((p) => p.id)).toEqual([tennis, basketball]);
    expect((await call(server, boris, 'GET', '/selection/picks?author=nobody_here_at_all')).json<PickList>().total).toBe(0);

    const voted = (await call(server, boris, 'GET', `/selection/picks?voted_by=${boris.username}`)).json<PickList>();
    expect(voted.picks.map((p) => p.id)).toEqual([tennis]);
    expect(voted.picks[0]?.user_vote).toBe('option1');
    // Votes are private: another player's list is refused.
    expect((await call(server, alice, 'GET', `/selection/picks?voted_by=${boris.username}`)).statusCode).toBe(403);

    const mostVoted = (await call(server, alice, 'GET', '/selection/picks?sort_by=most_voted')).json<PickList>();
    const totals = mostVoted.picks.map((p) => p.option1_votes + p.option2_votes);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    // An unknown sort falls back to newest rather than failing the page.
    expect((await call(server, alice, 'GET', '/selection/picks?sort_by=sideways')).statusCode).toBe(200);
  });

  it('marks a debate with more than 100 votes as trending and sorts it first by trending', async () => {
    const alice = await fan(server);
    const id = await createPick(server, alice, { category: 'hockey', option1_name: 'Gretzky', option2_name: 'Ovechkin' });
    const voters = await insertPlayers(server, 101);
    await server.platform.db
      .insert(debateVotes)
      .values(voters.slice(0, 100).map((userId) => ({ pickId: id, userId, option: 'option1' as const })));
    expect((await call(server, alice, 'GET', `/selection/picks/${id}`)).json()).toMatchObject({ total_votes: 100, trending: false });
    await server.platform.db.insert(debateVotes).values({ pickId: id, userId: voters[100]!, option: 'option2' });
    expect((await call(server, alice, 'GET', `/selection/picks/${id}`)).json()).toMatchObject({
      option1_votes: 100,
      option2_votes: 1,
      total_votes: 101,
      trending: true,
    });
    const trending = (await call(server, alice, 'GET', '/selection/picks?sort_by=trending')).json<PickList>();
    expect(trending.picks[0]?.id).toBe(id);
  });

  it('searches debates by option text, case-insensitively, with wildcards taken literally', async () => {
    const alice = await fan(server);
    const tag = `Zq${Date.now()}`;
    const id = await createPick(server, alice, { option1_name: `${tag} United`, option2_description: '100% effort' });
    const found = (await call(server, alice, 'GET', `/selection/picks/search?search=${tag.toLowerCase()}&limit=5`)).json<PickList>();
    expect(found.picks.map((p) => p.id)).toEqual([id]);
    expect(found.limit).toBe(5);
    const percent = (await call(server, alice, 'GET', `/selection/picks/search?search=${encodeURIComponent('0% eff')}`)).json<PickList>();
    expect(percent.picks.map((p) => p.id)).toContain(id);
    const none = (await call(server, alice, 'GET', `/selection/picks/search?search=${encodeURIComponent('%_%')}`)).json<PickList>();
    expect(none.total).toBe(0);
    expect((await call(server, alice, 'GET', '/selection/picks/search?search=')).json<PickList>().total).toBe(0);
  });

  it('lists the create form sports and debate counts per category', async () => {
    const alice = await fan(server);
    await createPick(server, alice, { category: 'volleyball' });
    const res = (await call(server, alice, 'GET', '/selection/categories')).json<{
      categories: Array<{ category: string; debates: number }>;
    }>();
    expect(res.categories.slice(0, 7).map((c) => c.category)).toEqual([
      'football',
      'basketball',
      'tennis',
      'soccer',
      'volleyball',
      'baseball',
      'hockey',
    ]);
    expect(res.categories.find((c) => c.category === 'volleyball')?.debates).toBeGreaterThanOrEqual(1);
  });
});
