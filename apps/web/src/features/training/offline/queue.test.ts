import type { Flashcard } from '@fanclash/protocol';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/apiError';
import { flushReviews, offlineCards, outcomeOfFailure, serialised, type SendOutcome } from './queue';
import { createMemoryOfflineStore, type CardSet, type QueuedReview } from './types';

const review = (id: string, cardId: string, reviewedAt: string, username = 'nika'): QueuedReview => ({
  id,
  username,
  cardId,
  rating: 'got_it',
  reviewedAt,
});

const miss = (id: string, due: string, sport = 'soccer', level = 'easy'): Flashcard => ({
  id,
  term: `Question ${id}`,
  definition: 'Answer',
  sport,
  level,
  source: 'incorrect_answer',
  userAnswer: 'Wrong',
  due,
});
const knowledge = (id: string, sport = 'soccer', level = 'easy'): Flashcard => ({
  id,
  term: `Term ${id}`,
  definition: 'Definition',
  sport,
  level,
  source: 'sport_knowledge',
});
const set = (cards: Flashcard[], over: Partial<CardSet> = {}): CardSet => ({
  username: 'nika',
  sport: 'all',
  level: 'all',
  language: 'ru',
  cards,
  savedAt: 1,
  ...over,
});

describe('flushReviews', () => {
  it('sends the queue oldest first, removes what the server has, and keeps the cards’ new due times', async () => {
    const store = createMemoryOfflineStore();
    await store.saveCards(set([miss('c1', '2026-01-01T00:00:00Z'), miss('c2', '2026-01-01T00:00:00Z')]));
    await store.addReview(review('r2', 'c2', '2026-01-02T10:05:00Z'));
    await store.addReview(review('r1', 'c1', '2026-01-02T10:00:00Z'));
    await store.addReview(review('x', 'c9', '2026-01-02T09:00:00Z', 'someone_else'));
    const sent: string[] = [];
    const result = await flushReviews(
      store,
      async (r) => {
        sent.push(r.id);
        return { kind: 'sent', due: `due-of-${r.cardId}` };
      },
      'nika',
    );
    expect(result).toEqual({ sent: 2, dropped: 0, left: 0 });
    expect(sent).toEqual(['r1', 'r2']);
    expect(await store.reviews('nika')).toEqual([]);
    expect(await store.reviews('someone_else')).toHaveLength(1);
    const [kept] = await store.cardSets('nika');
    expect(kept?.cards.map((c) => c.due)).toEqual(['due-of-c1', 'due-of-c2']);
  });

  it('stops at the first review that must wait (offline again) and keeps it and the rest, to send them again later', async () => {
    const store = createMemoryOfflineStore();
    for (const [id, at] of [
      ['r1', '10:00'],
      ['r2', '10:01'],
      ['r3', '10:02'],
    ] as const)
      await store.addReview(review(id, `c-${id}`, `2026-01-02T${at}:00Z`));
    const answers: Record<string, SendOutcome> = { r1: { kind: 'sent' }, r2: { kind: 'later' }, r3: { kind: 'sent' } };
    const result = await flushReviews(store, async (r) => answers[r.id] ?? { kind: 'later' }, 'nika');
    expect(result).toEqual({ sent: 1, dropped: 0, left: 2 });
    expect((await store.reviews('nika')).map((r) => r.id)).toEqual(['r2', 'r3']);

    // Back online: the same ids go again (the server counts each once), and the queue empties.
    const again: string[] = [];
    await flushReviews(
      store,
      async (r) => {
        again.push(r.id);
        return { kind: 'sent' };
      },
      'nika',
    );
    expect(again).toEqual(['r2', 'r3']);
    expect(await store.reviews('nika')).toEqual([]);
  });

  it('drops a review the server refuses for good and goes on', async () => {
    const store = createMemoryOfflineStore();
    await store.addReview(review('gone', 'c1', '2026-01-02T10:00:00Z'));
    await store.addReview(review('ok', 'c2', '2026-01-02T10:01:00Z'));
    const result = await flushReviews(store, async (r) => (r.id === 'gone' ? { kind: 'dropped' } : { kind: 'sent' }), 'nika');
    expect(result).toEqual({ sent: 1, dropped: 1, left: 0 });
  });
});

describe('outcomeOfFailure', () => {
  it.each([
    [new ApiError(0, 'network_error', 'No response from server'), 'later'],
    [new ApiError(401, 'unauthorized', 'Unauthorized'), 'later'],
    [new ApiError(429, 'rate_limited', 'Slow down'), 'later'],
    [new ApiError(503, 'internal', 'Unavailable'), 'later'],
    [new ApiError(404, 'training_card_not_found', 'Not found'), 'dropped'],
    [new ApiError(422, 'validation_error', 'Invalid'), 'dropped'],
    [new TypeError('boom'), 'later'],
  ])('%s -> %s', (error, kind) => {
    expect(outcomeOfFailure(error).kind).toBe(kind);
  });
});

describe('serialised', () => {
  it('runs one flush at a time: a second call waits for the first instead of sending the same review twice', async () => {
    const store = createMemoryOfflineStore();
    await store.addReview(review('r1', 'c1', '2026-01-02T10:00:00Z'));
    const sent: string[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const flush = serialised(() =>
      flushReviews(
        store,
        async (r) => {
          sent.push(r.id);
          await gate;
          return { kind: 'sent' };
        },
        'nika',
      ),
    );
    const first = flush();
    const second = flush();
    release();
    expect(await first).toEqual({ sent: 1, dropped: 0, left: 0 });
    expect(await second).toEqual({ sent: 0, dropped: 0, left: 0 });
    expect(sent).toEqual(['r1']);
  });
});

describe('offlineCards', () => {
  const now = Date.parse('2026-01-02T12:00:00Z');

  it('plays the due review cards, most overdue first, then knowledge cards, leaving out cards already reviewed here', () => {
    const kept = set([
      miss('later', '2026-01-03T00:00:00Z'),
      miss('old', '2026-01-01T00:00:00Z'),
      miss('older', '2025-12-31T00:00:00Z'),
      miss('reviewed', '2025-12-30T00:00:00Z'),
      knowledge('k1'),
      knowledge('k2'),
    ]);
    const cards = offlineCards(
      [kept],
      { sport: 'all', level: 'all', language: 'ru' },
      [review('r', 'reviewed', '2026-01-02T11:00:00Z')],
      now,
    );
    expect(cards.map((c) => c.id)).toEqual(['older', 'old', 'k1', 'k2']);
  });

  it('narrows a wider set to the sport and level asked for, the exact set first, without repeats', () => {
    const wide = set([miss('soccer', '2026-01-01T00:00:00Z'), miss('tennis', '2026-01-01T00:00:00Z', 'tennis'), knowledge('k1')], {
      savedAt: 5,
    });
    const exact = set([miss('soccer', '2026-01-01T00:00:00Z'), knowledge('k2')], { sport: 'soccer', level: 'easy', savedAt: 2 });
    const cards = offlineCards([wide, exact], { sport: 'soccer', level: 'easy', language: 'ru' }, [], now);
    expect(cards.map((c) => c.id)).toEqual(['soccer', 'k2', 'k1']);
  });

  it('prefers the interface language, else takes any kept set; nothing kept gives nothing', () => {
    const english = set([knowledge('en-card')], { language: 'en' });
    const russian = set([knowledge('ru-card')], { language: 'ru' });
    const choice = { sport: 'all', level: 'all', language: 'ru' };
    expect(offlineCards([english, russian], choice, [], now).map((c) => c.id)).toEqual(['ru-card']);
    expect(offlineCards([english], choice, [], now).map((c) => c.id)).toEqual(['en-card']);
    expect(offlineCards([], choice, [], now)).toEqual([]);
  });

  it('keeps at most 8 review cards and fills up to 10 with knowledge cards', () => {
    const misses = Array.from({ length: 12 }, (_, i) => miss(`m${i}`, `2026-01-01T00:${String(10 + i)}:00Z`));
    const facts = Array.from({ length: 5 }, (_, i) => knowledge(`k${i}`));
    const cards = offlineCards([set([...misses, ...facts])], { sport: 'all', level: 'all', language: 'ru' }, [], now);
    expect(cards.map((c) => c.source)).toEqual([...Array<string>(8).fill('incorrect_answer'), 'sport_knowledge', 'sport_knowledge']);
  });
});
