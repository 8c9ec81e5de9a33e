/**
 * Unit tests of the server API. The question bank is built from a small fixture registry so
 * the tests do not depend on how much sport data exists; flashcards and debates are the real ones.
 */
import { describe, expect, it, vi } from 'vitest';
import { allDebateTopics, checkAnswer, debateDayOf, debateTopicFor, drawQuestions, flashcardsFor, getQuestion } from './api.js';
import { FLASHCARDS } from './flashcards/index.js';
import { seededRandom } from './random.js';

const FIXTURE_SIZE = 12;

vi.mock('./sports/index.js', async () => {
  const { defineTable, L } = await import('./model.js');
  const source = { title: 'Fixture', url: 'https://example.com/fixture', asOf: '2025-01-01' };
  // Twelve easy soccer questions with distinct answers ("Club n" / "Клуб n").
  const clubs = defineTable<number>({
    id: 'fixture.clubs',
    sport: 'soccer',
    source,
    rows: Array.from({ length: 12 }, (_, i) => i + 1),
    key: (n) => String(n),
    templates: [
      {
        id: 'club',
        level: () => 'easy',
        question: (n) => L(`Which club has number ${n}?`, `Какой клуб под номером ${n}?`),
        answer: (n) => L(`Club ${n}`, `Клуб ${n}`),
      },
    ],
  });
  return {
    SPORT_CONTENT: [{ sport: 'soccer', tables: [clubs], handWritten: [] }],
  };
});

const random = () => seededRandom(42);
const CLUB_IDS = Array.from({ length: FIXTURE_SIZE }, (_, i) => `fixture.clubs:club:${i + 1}`);

describe('drawQuestions', () => {
  it('draws the requested number of distinct questions of the sport and level', () => {
    const drawn = drawQuestions({ sport: 'soccer', level: 'easy', count: 5, lang: 'en', random: random() });
    expect(drawn).toHaveLength(5);
    expect(new Set(drawn.map((q) => q.id)).size).toBe(5);
    for (const q of drawn) expect([q.sport, q.level]).toEqual(['soccer', 'easy']);
  });

  it('never repeats a question, even when asked for more than the pool holds', () => {
    const drawn = drawQuestions({ sport: 'soccer', level: 'easy', count: 50, lang: 'en', random: random() });
    expect(drawn.map((q) => q.id).sort()).toEqual([...CLUB_IDS].sort());
  });

  it('returns nothing for an empty pool or a zero count', () => {
    expect(drawQuestions({ sport: 'soccer', level: 'hard', count: 5, lang: 'en' })).toEqual([]);
    expect(drawQuestions({ sport: 'soccer', level: 'easy', count: 0, lang: 'en' })).toEqual([]);
  });

  it('avoids recently seen ids while the pool allows', () => {
    const avoidIds = CLUB_IDS.slice(0, 8);
    const drawn = drawQuestions({ sport: 'soccer', level: 'easy', count: 4, lang: 'en', avoidIds, random: random() });
    expect(drawn.map((q) => q.id).sort()).toEqual(CLUB_IDS.slice(8).sort());
  });

  it('falls back to seen ids only when the fresh ones are exhausted', () => {
    const avoidIds = new Set(CLUB_IDS.slice(0, 8));
    const drawn = drawQuestions({ sport: 'soccer', level: 'easy', count: 6, lang: 'en', avoidIds, random: random() });
    const ids = drawn.map((q) => q.id);
    expect(new Set(ids).size).toBe(6);
    expect(ids.filter((id) => !avoidIds.has(id)).sort()).toEqual(CLUB_IDS.slice(8).sort());
  });

  it('serves no correct answer: only id, sport, level, text and labelled answers', () => {
    for (const lang of ['en', 'ru'] as const) {
      for (const q of drawQuestions({ sport: 'soccer', level: 'easy', count: FIXTURE_SIZE, lang, random: random() })) {
        expect(Object.keys(q).sort()).toEqual(['answers', 'id', 'level', 'sport', 'text']);
        expect(q.answers.map((a) => a.label)).toEqual(['A', 'B', 'C', 'D']);
        for (const answer of q.answers) expect(Object.keys(answer).sort()).toEqual(['label', 'text']);
        expect(JSON.stringify(q)).not.toMatch(/correct/i);
      }
    }
  });

  it('serves the language asked for', () => {
    const [q] = drawQuestions({ sport: 'soccer', level: 'easy', count: 1, lang: 'ru', random: random() });
    expect(q?.text).toMatch(/^Какой клуб под номером \d+\?$/);
    for (const answer of q?.answers ?? []) expect(answer.text).toMatch(/^Клуб \d+$/);
  });

  it("accepts 'football' as soccer", () => {
    const drawn = drawQuestions({ sport: 'football', level: 'easy', count: 3, lang: 'en', random: random() });
    expect(drawn).toHaveLength(3);
    for (const q of drawn) expect(q.sport).toBe('soccer');
  });

  it('is reproducible with a seeded random source', () => {
    const draw = () => drawQuestions({ sport: 'soccer', level: 'easy', count: 5, lang: 'en', random: random() }).map((q) => q.id);
    expect(draw()).toEqual(draw());
  });

  it('rejects an unknown sport or level and a bad count', () => {
    const base = { sport: 'soccer', level: 'easy', count: 1, lang: 'en' } as const;
    expect(() => drawQuestions({ ...base, sport: 'curling' as 'soccer' })).toThrow(RangeError);
    expect(() => drawQuestions({ ...base, level: 'expert' as 'easy' })).toThrow(RangeError);
    expect(() => drawQuestions({ ...base, count: -1 })).toThrow(RangeError);
  });
});

describe('getQuestion', () => {
  it('returns the served form with the correct answer, in either language', () => {
    const en = getQuestion('fixture.clubs:club:7', 'en');
    expect(en?.text).toBe('Which club has number 7?');
    expect(en?.correctAnswer).toBe('Club 7');
    expect(en?.answers[en.correctIndex]?.text).toBe('Club 7');
    const ru = getQuestion('fixture.clubs:club:7', 'ru');
    expect(ru?.correctAnswer).toBe('Клуб 7');
    expect(ru?.correctIndex).toBe(en?.correctIndex);
  });

  it('returns undefined for an unknown id', () => {
    expect(getQuestion('fixture.clubs:club:99', 'en')).toBeUndefined();
  });
});

describe('checkAnswer', () => {
  const id = 'fixture.clubs:club:3';
  const wrongIndex = () => {
    const q = getQuestion(id, 'en');
    return q?.answers.findIndex((_, i) => i !== q.correctIndex) ?? -1;
  };

  it('accepts the right answer', () => {
    expect(checkAnswer(id, 'en', 'Club 3')).toEqual({ correct: true, correctAnswer: 'Club 3' });
    expect(checkAnswer(id, 'ru', 'Клуб 3')).toEqual({ correct: true, correctAnswer: 'Клуб 3' });
  });

  it('rejects a wrong answer and names the right one', () => {
    const wrong = getQuestion(id, 'en')?.answers[wrongIndex()]?.text ?? '';
    expect(wrong).toMatch(/^Club \d+$/);
    expect(checkAnswer(id, 'en', wrong)).toEqual({ correct: false, correctAnswer: 'Club 3' });
    expect(checkAnswer(id, 'en', 'Not an answer')).toEqual({ correct: false, correctAnswer: 'Club 3' });
  });

  it("accepts the other language's text of the same answer", () => {
    expect(checkAnswer(id, 'en', 'Клуб 3')).toEqual({ correct: true, correctAnswer: 'Club 3' });
    expect(checkAnswer(id, 'ru', 'Club 3')).toEqual({ correct: true, correctAnswer: 'Клуб 3' });
    const wrongRu = getQuestion(id, 'ru')?.answers[wrongIndex()]?.text ?? '';
    expect(checkAnswer(id, 'en', wrongRu)).toEqual({ correct: false, correctAnswer: 'Club 3' });
  });

  it('returns undefined for an unknown id', () => {
    expect(checkAnswer('nope', 'en', 'Club 3')).toBeUndefined();
  });
});

describe('flashcardsFor', () => {
  it('serves every card of a sport in one language', () => {
    const cards = flashcardsFor('basketball', 'ru');
    expect(cards).toHaveLength(FLASHCARDS.basketball.length);
    expect(cards[0]?.term).toBe(FLASHCARDS.basketball[0]?.term.ru);
  });

  it('filters by level and draws a random sample of distinct cards', () => {
    expect(flashcardsFor('cricket', 'en', { level: 'hard' }).every((card) => card.level === 'hard')).toBe(true);
    const sample = flashcardsFor('boxing', 'en', { count: 10, random: random() });
    expect(sample).toHaveLength(10);
    expect(new Set(sample.map((card) => card.id)).size).toBe(10);
  });

  it("accepts 'football' and is empty for a sport without flashcards", () => {
    expect(flashcardsFor('football', 'en').map((card) => card.id)).toEqual(FLASHCARDS.soccer.map((card) => card.id));
    expect(flashcardsFor('tennis', 'en')).toEqual([]);
  });
});

describe('debateTopicFor', () => {
  const DAY = 86_400_000;
  const noonUtc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d, 12));

  it('publishes a new topic at 12:00 UTC: before it, the previous day is current', () => {
    const noon = noonUtc(2025, 3, 10);
    const justBefore = new Date(noon.getTime() - 1);
    expect(debateDayOf(noon)).toBe('2025-03-10');
    expect(debateDayOf(justBefore)).toBe('2025-03-09');
    expect(debateTopicFor(justBefore)).toBe(debateTopicFor(noonUtc(2025, 3, 9)));
    expect(debateTopicFor(new Date(noon.getTime() + DAY - 1))).toBe(debateTopicFor(noon));
    expect(debateTopicFor(justBefore)).not.toBe(debateTopicFor(noon));
  });

  it('is the same topic for every moment of a publication day', () => {
    const noon = noonUtc(2025, 6, 1);
    const topic = debateTopicFor(noon);
    for (let hour = 0; hour < 24; hour += 1) expect(debateTopicFor(new Date(noon.getTime() + hour * 3_600_000))).toBe(topic);
  });

  it('uses every topic once per cycle and never shows one two days running', () => {
    const topics = allDebateTopics();
    const n = topics.length;
    const start = noonUtc(2025, 1, 1).getTime();
    const days = Array.from({ length: 4 * n }, (_, i) => debateTopicFor(new Date(start + i * DAY)));
    // Cycles are aligned to the schedule's epoch, not to our start: find the alignment whose
    // windows of n days each hold every topic exactly once.
    const aligned = Array.from({ length: n }, (_, offset) => offset).find((offset) =>
      [0, 1, 2].every((cycle) => new Set(days.slice(offset + cycle * n, offset + (cycle + 1) * n)).size === n),
    );
    expect(aligned).toBeDefined();
    for (let i = 1; i < days.length; i += 1) expect(days[i], `day ${i}`).not.toBe(days[i - 1]);
  });
});
