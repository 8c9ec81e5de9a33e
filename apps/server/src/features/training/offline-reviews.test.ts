import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { FlashcardReviewResponse, TrainingQuestion } from '@fanclash/protocol';
import { BACKENDS, signUp, startTestServer, type TestServer, type TestUser } from '../../test/harness.js';
import { TEST_ENV } from '../users/test-support.js';
import { answer, call, questions, startSession } from './testing.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * Flashcard reviews made offline and synced later (issue 35): a review sent again counts once,
 * reviews that arrive out of order are merged by the time they were made, and a review made
 * before the card's latest miss leaves the schedule to the miss. The server's clock is frozen
 * and moved by hand, so two players who miss at the same moment hold identical cards.
 */
describe.each(BACKENDS)('flashcard reviews synced from an offline device (%s)', (backend) => {
  let server: TestServer;
  const start = Date.now();
  let offset = 0;
  const at = (ms: number) => new Date(start + ms).toISOString();
  beforeAll(async () => {
    server = await startTestServer({ backend, env: TEST_ENV, clock: { now: () => start + offset } });
  });
  afterAll(() => server.close());

  /** A player with one miss (a card due at once) on the same bank question as everyone else. */
  async function playerWithCard(question: TrainingQuestion): Promise<{ user: TestUser; cardId: string }> {
    const user = await signUp(server);
    const res = await answer(server, user, await startSession(server, user, 'random', question.sport, question.level), question, 'wrong');
    const cardId = res.body.incorrect_answer_id;
    if (!cardId) throw new Error(`a miss expected: ${JSON.stringify(res.body)}`);
    return { user, cardId };
  }

  const review = (user: TestUser, body: Record<string, unknown>) =>
    call<FlashcardReviewResponse & { code?: string }>(server, user, 'POST', '/training/flashcard-review', body);

  let question: TrainingQuestion;
  beforeAll(async () => {
    const asker = await signUp(server);
    const [first] = await questions(server, asker, 'sport=soccer&level=medium&count=1');
    if (!first) throw new Error('a question expected');
    question = first;
  });

  it('a review sent twice, one after the other or both at once, is counted once', async () => {
    offset = 0;
    const { user, cardId } = await playerWithCard(question);
    const once = { card_id: cardId, rating: 'got_it', review_id: randomUUID(), reviewed_at: at(0) };
    const first = await review(user, once);
    expect([first.status, first.body.outcome, first.body.reps, first.body.review_id]).toEqual([200, 'applied', 1, once.review_id]);
    const again = await review(user, once);
    expect([again.status, again.body.outcome, again.body.reps, again.body.due]).toEqual([200, 'duplicate', 1, first.body.due]);

    // Two tabs syncing the same queue at the same moment.
    const twice = { card_id: cardId, rating: 'need_review', review_id: randomUUID(), reviewed_at: at(0) };
    const both = await Promise.all([review(user, twice), review(user, twice)]);
    expect(both.map((res) => res.body.outcome).sort()).toEqual(['applied', 'duplicate']);
    const after = await review(user, { ...twice });
    expect([after.body.outcome, after.body.reps]).toEqual(['duplicate', 2]);
  });

  it('reviews that arrive out of order are merged by the time they were made', async () => {
    offset = 5 * MINUTE;
    // Both miss the same question at the same moment: their cards start identical.
    const inOrder = await playerWithCard(question);
    const late = await playerWithCard(question);
    const needReview = { rating: 'need_review', reviewed_at: at(5 * MINUTE + 30 * SECOND) };
    const gotIt = { rating: 'got_it', reviewed_at: at(5 * MINUTE + 60 * SECOND) };

    // One player reviews online: 'need review', then 'got it' half a minute later.
    offset = 5 * MINUTE + 30 * SECOND;
    await review(inOrder.user, { card_id: inOrder.cardId, review_id: randomUUID(), ...needReview });
    offset = 5 * MINUTE + 60 * SECOND;
    const expected = (await review(inOrder.user, { card_id: inOrder.cardId, review_id: randomUUID(), ...gotIt })).body;

    // The other made the same two reviews on a phone with no signal; the later one reached the
    // server first (another tab), the earlier one a minute after that.
    offset = 7 * MINUTE;
    const first = await review(late.user, { card_id: late.cardId, review_id: randomUUID(), ...gotIt });
    expect(first.body.outcome).toBe('applied');
    const merged = await review(late.user, { card_id: late.cardId, review_id: randomUUID(), ...needReview });
    expect(merged.body.outcome).toBe('applied');
    expect({ due: merged.body.due, reps: merged.body.reps, lapses: merged.body.lapses }).toEqual({
      due: expected.due,
      reps: expected.reps,
      lapses: expected.lapses,
    });
    // In the order they arrived, 'need review' would have been the last word: due within minutes of it.
    expect(new Date(merged.body.due).getTime()).toBeGreaterThan(start + 7 * MINUTE + 5 * MINUTE);

    // Sending the late one again changes nothing.
    const resent = await review(late.user, { card_id: late.cardId, review_id: merged.body.review_id, ...needReview });
    expect([resent.body.outcome, resent.body.due, resent.body.reps]).toEqual(['duplicate', expected.due, expected.reps]);
  });

  it('a review made before the card was missed again is recorded, and the miss decides the schedule', async () => {
    offset = 20 * MINUTE;
    const { user, cardId } = await playerWithCard(question);
    // Offline at 20:30 she says 'got it'; at 21:00, online elsewhere, she misses the question again.
    offset = 21 * MINUTE;
    await answer(server, user, await startSession(server, user, 'random', question.sport, question.level), question, 'wrong');
    offset = 22 * MINUTE;
    const synced = await review(user, {
      card_id: cardId,
      rating: 'got_it',
      review_id: randomUUID(),
      reviewed_at: at(20 * MINUTE + 30 * SECOND),
    });
    expect([synced.status, synced.body.outcome, synced.body.reps, synced.body.due]).toEqual([200, 'superseded', 0, at(21 * MINUTE)]);
  });

  it('a review time ahead of the server counts as now; a review id is per player', async () => {
    offset = 30 * MINUTE;
    const owner = await playerWithCard(question);
    const other = await playerWithCard(question);
    const reviewId = randomUUID();
    const ahead = await review(owner.user, {
      card_id: owner.cardId,
      rating: 'got_it',
      review_id: reviewId,
      reviewed_at: at(30 * MINUTE + 24 * 60 * MINUTE),
    });
    const now = await review(other.user, { card_id: other.cardId, rating: 'got_it', review_id: reviewId });
    expect([ahead.body.outcome, now.body.outcome]).toEqual(['applied', 'applied']);
    expect(ahead.body.due).toBe(now.body.due);
  });

  it('refuses a malformed review id or time, and a card that is gone', async () => {
    offset = 40 * MINUTE;
    const { user, cardId } = await playerWithCard(question);
    expect((await review(user, { card_id: cardId, rating: 'got_it', review_id: 'not-a-uuid' })).status).toBe(422);
    expect((await review(user, { card_id: cardId, rating: 'got_it', reviewed_at: 'yesterday' })).status).toBe(422);
    const gone = await review(user, { card_id: randomUUID(), rating: 'got_it', review_id: randomUUID(), reviewed_at: at(40 * MINUTE) });
    expect([gone.status, gone.body.code]).toEqual([404, 'training_card_not_found']);
  });
});
