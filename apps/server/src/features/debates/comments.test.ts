import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../test/harness.js';
import { TEST_ENV, call, createPick, dailySettled, fan } from './testing.js';

type Reply = { id: string; author_name: string; content: string; likes_count: number; user_liked: boolean; parent_id: string | null };
type Comment = Reply & { replies_count: number; first_reply: Reply | null };
type CommentList = { comments: Comment[]; total: number };

describe.each(BACKENDS)('debates: comments, replies and likes (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend, env: TEST_ENV });
    await dailySettled(server);
  });
  afterAll(() => server.close());

  it('adds trimmed comments and replies with the spec fields; a reply to a reply joins its thread', async () => {
    const alice = await fan(server);
    const boris = await fan(server, 'ru');
    const pick = await createPick(server, alice);

    const res = await call(server, alice, 'POST', `/selection/picks/${pick}/comments`, { content: '  Messi, of course.  ' });
    expect(res.statusCode).toBe(201);
    const comment = res.json<Comment>();
    expect(comment).toMatchObject({
      pick_id: pick,
      author_name: alice.username,
      content: 'Messi, of course.',
      likes_count: 0,
      user_liked: false,
      parent_id: null,
      replies_count: 0,
      first_reply: null,
    });
    expect(Date.parse(String((comment as Record<string, unknown>).created_at))).not.toBeNaN();

    const reply = (
      await call(server, boris, 'POST', `/selection/picks/${pick}/comments`, { content: 'Нет, Роналду!', parent_id: comment.id })
    ).json<Reply>();
    expect(reply).toMatchObject({ parent_id: comment.id, author_name: boris.username, content: 'Нет, Роналду!' });
    const nested = (
      await call(server, alice, 'POST', `/selection/picks/${pick}/comments`, { content: 'Why?', parent_id: reply.id })
    ).json<Reply>();
    expect(nested.parent_id).toBe(comment.id);

    const list = (await call(server, boris, 'GET', `/selection/picks/${pick}/comments`)).json<CommentList>();
    expect(list.total).toBe(1);
    expect(list.comments[0]).toMatchObject({ id: comment.id, replies_count: 2, first_reply: { id: reply.id, content: 'Нет, Роналду!' } });
    const replies = (await call(server, boris, 'GET', `/selection/comments/${comment.id}/replies`)).json<{ replies: Reply[] }>();
    expect(replies.replies.map((r) => r.content)).toEqual(['Нет, Роналду!', 'Why?']);
    expect((await call(server, alice, 'GET', `/selection/picks/${pick}`)).json()).toMatchObject({ comments_count: 3 });
  });

  it('refuses empty and too long comments and replies (1,000 / 500 characters after trimming)', async () => {
    const alice = await fan(server);
    const pick = await createPick(server, alice);
    const post = (body: unknown) => call(server, alice, 'POST', `/selection/picks/${pick}/comments`, body);

    const empty = await post({ content: ' \n\t ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({
      code: 'validation_error',
      detail: { content: 'Comment cannot be empty' },
      fields: { content: 'comment_empty' },
    });
    expect((await post({ content: 'c'.repeat(1001) })).json()).toMatchObject({ fields: { content: 'comment_too_long' } });
    const longest = await post({ content: ` ${'c'.repeat(1000)} ` });
    expect(longest.statusCode).toBe(201);
    const parent = longest.json<Comment>().id;

    expect((await post({ content: '', parent_id: parent })).json()).toMatchObject({ fields: { content: 'reply_empty' } });
    const tooLong = await post({ content: 'r'.repeat(501), parent_id: parent });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json()).toMatchObject({
      detail: { content: 'Reply must be at most 500 characters' },
      fields: { content: 'reply_too_long' },
    });
    expect((await post({ content: 'r'.repeat(500), parent_id: parent })).statusCode).toBe(201);

    // A parent that does not exist, or belongs to another debate.
    const other = await createPick(server, alice);
    const elsewhere = await call(server, alice, 'POST', `/selection/picks/${other}/comments`, { content: 'hi', parent_id: parent });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({ detail: 'Comment not found', code: 'comment_not_found' });
    expect((await post({ content: 'x', parent_id: 'nope' })).statusCode).toBe(422);
    expect((await post({ content: 42 })).statusCode).toBe(422);
  });

  it('sorts comments by most recent, most liked and oldest', async () => {
    const alice = await fan(server);
    const boris = await fan(server);
    const pick = await createPick(server, alice);
    const ids: string[] = [];
    for (const content of ['first', 'second', 'third']) {
      ids.push((await call(server, alice, 'POST', `/selection/picks/${pick}/comments`, { content })).json<Comment>().id);
    }
    await call(server, alice, 'POST', `/selection/comments/${ids[1]}/like`);
    await call(server, boris, 'POST', `/selection/comments/${ids[1]}/like`);
    await call(server, boris, 'POST', `/selection/comments/${ids[0]}/like`);
    const order = async (sort: string) =>
      (await call(server, alice, 'GET', `/selection/picks/${pick}/comments?sort=${sort}`))
        .json<CommentList>()
        .comments.map((c) => c.content);
    expect(await order('recent')).toEqual(['third', 'second', 'first']);
    expect(await order('liked')).toEqual(['second', 'first', 'third']);
    expect(await order('oldest')).toEqual(['first', 'second', 'third']);
    const bySortBy = await call(server, alice, 'GET', `/selection/picks/${pick}/comments?sort_by=oldest`);
    expect(bySortBy.json<CommentList>().comments[0]?.content).toBe('first');
  });

  it('likes a comment or a reply once per player, unlikes it, and reports likes_count and user_liked', async () => {
    const alice = await fan(server);
    const boris = await fan(server);
    const pick = await createPick(server, alice);
    const comment = (await call(server, alice, 'POST', `/selection/picks/${pick}/comments`, { content: 'c' })).json<Comment>();
    const reply = (
      await call(server, boris, 'POST', `/selection/picks/${pick}/comments`, { content: 'r', parent_id: comment.id })
    ).json<Reply>();

    expect((await call(server, alice, 'POST', `/selection/comments/${reply.id}/like`)).json()).toEqual({
      comment_id: reply.id,
      likes_count: 1,
      user_liked: true,
    });
    // Liking again changes nothing.
    expect((await call(server, alice, 'POST', `/selection/comments/${reply.id}/like`)).json()).toMatchObject({ likes_count: 1 });
    expect((await call(server, boris, 'POST', `/selection/comments/${reply.id}/like`)).json()).toMatchObject({
      likes_count: 2,
      user_liked: true,
    });
    const seenByAlice = (await call(server, alice, 'GET', `/selection/comments/${comment.id}/replies`)).json<{ replies: Reply[] }>();
    expect(seenByAlice.replies[0]).toMatchObject({ likes_count: 2, user_liked: true });
    expect((await call(server, alice, 'DELETE', `/selection/comments/${reply.id}/like`)).json()).toEqual({
      comment_id: reply.id,
      likes_count: 1,
      user_liked: false,
    });
    expect((await call(server, alice, 'DELETE', `/selection/comments/${reply.id}/like`)).json()).toMatchObject({ likes_count: 1 });
    const list = (await call(server, alice, 'GET', `/selection/picks/${pick}/comments`)).json<CommentList>();
    expect(list.comments[0]?.first_reply).toMatchObject({ likes_count: 1, user_liked: false });
    expect((await call(server, alice, 'GET', '/selection/comments/00000000-0000-4000-8000-000000000000/replies')).statusCode).toBe(404);
  });

  it('limits a player to 20 comments a minute (429 with Retry-After); others are not held up', async () => {
    const alice = await fan(server);
    const boris = await fan(server);
    const pick = await createPick(server, alice);
    for (let i = 0; i < 20; i += 1) {
      expect((await call(server, alice, 'POST', `/selection/picks/${pick}/comments`, { content: `point ${i}` })).statusCode).toBe(201);
    }
    const refused = await call(server, alice, 'POST', `/selection/picks/${pick}/comments`, { content: 'one more' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call(server, boris, 'POST', `/selection/picks/${pick}/comments`, { content: 'my turn' })).statusCode).toBe(201);
    expect((await call(server, alice, 'GET', `/selection/picks/${pick}/comments`)).json<CommentList>().total).toBe(21);
  });

  it('keeps vote and like counts exact under concurrent clicks', async () => {
    const alice = await fan(server);
    const pick = await createPick(server, alice);
    const comment = (await call(server, alice, 'POST', `/selection/picks/${pick}/comments`, { content: 'c' })).json<Comment>();
    const fans = await Promise.all(Array.from({ length: 12 }, () => fan(server)));

    // Everyone votes and likes at once.
    const results = await Promise.all([
      ...fans.map((f, i) => call(server, f, 'POST', `/selection/picks/${pick}/vote`, { vote_option: i % 3 === 0 ? 'option2' : 'option1' })),
      ...fans.map((f) => call(server, f, 'POST', `/selection/comments/${comment.id}/like`)),
    ]);
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect((await call(server, alice, 'GET', `/selection/picks/${pick}`)).json()).toMatchObject({
      option1_votes: 8,
      option2_votes: 4,
      total_votes: 12,
    });

    // One player hammering: five likes are one like; seven clicks on option1 from a vote for
    // option2 are, one at a time, move, remove, add, remove, add, remove, add.
    const hammer = fans[0]!;
    await Promise.all(Array.from({ length: 5 }, () => call(server, hammer, 'POST', `/selection/comments/${comment.id}/like`)));
    await Promise.all(
      Array.from({ length: 7 }, () => call(server, hammer, 'POST', `/selection/picks/${pick}/vote`, { vote_option: 'option1' })),
    );
    const after = (await call(server, alice, 'GET', `/selection/picks/${pick}`)).json<{ option1_votes: number; option2_votes: number }>();
    expect(after).toMatchObject({ option1_votes: 9, option2_votes: 3 });
    expect((await call(server, hammer, 'GET', `/selection/picks/${pick}/vote`)).json()).toMatchObject({ user_vote: 'option1' });
    const liked = await call(server, alice, 'POST', `/selection/comments/${comment.id}/like`);
    expect(liked.json()).toMatchObject({ likes_count: 13 });

    // Moving votes back and forth at once never leaves a player with two votes.
    await Promise.all(
      fans.map((f, i) => call(server, f, 'POST', `/selection/picks/${pick}/vote`, { vote_option: i % 2 === 0 ? 'option1' : 'option2' })),
    );
    const final = (await call(server, alice, 'GET', `/selection/picks/${pick}`)).json<{ total_votes: number }>();
    expect(final.total_votes).toBeLessThanOrEqual(12);
    const mine = await Promise.all(fans.map((f) => call(server, f, 'GET', `/selection/picks/${pick}/vote`)));
    expect(mine.filter((r) => r.json<{ user_vote: string | null }>().user_vote !== null)).toHaveLength(final.total_votes);
  });
});
