import { getQuestion, drawQuestions } from '@fanclash/content';
import type { Flashcard } from '@fanclash/protocol';
import { describe, expect, it } from 'vitest';
import { battleMisses } from './battle-misses.js';
import { isTimeout, mixFlashcards, normaliseAnswer, questionKey, trainingStats } from './rules.js';

const card = (source: Flashcard['source'], i: number): Flashcard => ({
  id: `${source}-${i}`,
  term: 't',
  definition: 'd',
  sport: 'soccer',
  level: 'easy',
  source,
});
const cards = (source: Flashcard['source'], n: number) => Array.from({ length: n }, (_, i) => card(source, i));

describe('training stats arithmetic', () => {
  it('accuracy is the rounded share of right answers, 0 without answers', () => {
    expect(trainingStats({ totalAnswers: 0, totalIncorrect: 0, sessions: 0 })).toEqual({
      total_answers: 0,
      total_incorrect: 0,
      accuracy_rate: 0,
      training_sessions: 0,
    });
    expect(trainingStats({ totalAnswers: 3, totalIncorrect: 2, sessions: 1 })).toEqual({
      total_answers: 3,
      total_incorrect: 2,
      accuracy_rate: 33,
      training_sessions: 1,
    });
    expect(trainingStats({ totalAnswers: 8, totalIncorrect: 1, sessions: 2 }).accuracy_rate).toBe(88);
    expect(trainingStats({ totalAnswers: 4, totalIncorrect: 4, sessions: 1 }).accuracy_rate).toBe(0);
  });

  it('coerces to integers and never reports more misses than answers', () => {
    expect(trainingStats({ totalAnswers: 2.7, totalIncorrect: 5, sessions: 1.2 })).toEqual({
      total_answers: 2,
      total_incorrect: 2,
      accuracy_rate: 0,
      training_sessions: 1,
    });
  });
});

describe('flashcard mix', () => {
  it('no misses: ten knowledge cards', () => {
    expect(mixFlashcards([], cards('sport_knowledge', 12)).map((c) => c.source)).toEqual(Array(10).fill('sport_knowledge'));
  });
  it('a few misses first, knowledge fills up to ten', () => {
    const mix = mixFlashcards(cards('incorrect_answer', 3), cards('sport_knowledge', 12));
    expect(mix.map((c) => c.source)).toEqual([...Array(3).fill('incorrect_answer'), ...Array(7).fill('sport_knowledge')]);
  });
  it('at most 8 misses and at least 2 knowledge cards', () => {
    const mix = mixFlashcards(cards('incorrect_answer', 12), cards('sport_knowledge', 12));
    expect(mix.map((c) => c.source)).toEqual([...Array(8).fill('incorrect_answer'), 'sport_knowledge', 'sport_knowledge']);
  });
  it('fewer knowledge cards than room: what there is', () => {
    expect(mixFlashcards(cards('incorrect_answer', 8), cards('sport_knowledge', 1))).toHaveLength(9);
  });
});

describe('answers', () => {
  it('TIMEOUT in any case is a timeout', () => {
    expect([isTimeout('TIMEOUT'), isTimeout(' timeout '), isTimeout('Time')]).toEqual([true, true, false]);
  });
  it('case, punctuation, spacing and ё do not matter', () => {
    expect(normaliseAnswer('  Пеле!  ')).toBe(normaliseAnswer('пеле'));
    expect(normaliseAnswer('Ёж')).toBe(normaliseAnswer('еж'));
  });
  it('a bank question keys by its id, others by their text', () => {
    expect(questionKey('soccer.x:1', 'Anything', 'soccer', 'easy')).toBe('q:soccer.x:1');
    expect(questionKey(undefined, 'Who won?', 'soccer', 'easy')).toBe(questionKey(undefined, 'who won', 'soccer', 'easy'));
    expect(questionKey(undefined, 'Who won?', 'soccer', 'easy')).not.toBe(questionKey(undefined, 'Who won?', 'soccer', 'hard'));
  });
});

describe('battle misses', () => {
  const ids = drawQuestions({ sport: 'soccer', level: 'easy', count: 4, lang: 'en', random: () => 0.3 }).map((q) => q.id);
  const q = (i: number) => getQuestion(ids[i] ?? '', 'en');
  const players = [
    { userId: 'u1', username: 'ann' },
    { userId: null, username: 'gone' },
  ];
  it('a completed battle: wrong and unanswered questions are misses, right ones are not; no account, no records', () => {
    const wrong = q(0)?.answers.find((_, i) => i !== q(0)?.correctIndex)?.text ?? '';
    const out = battleMisses({
      sport: 'soccer',
      level: 'easy',
      questionIds: ids,
      completed: true,
      players,
      answers: [
        { username: 'ann', questionIndex: 0, answer: wrong, correct: false },
        { username: 'ann', questionIndex: 1, answer: q(1)?.correctAnswer ?? '', correct: true },
        { username: 'gone', questionIndex: 2, answer: 'x', correct: false },
      ],
    });
    expect(out.map((m) => [m.userId, m.miss.questionId, m.miss.userAnswer])).toEqual([
      ['u1', ids[0], wrong],
      ['u1', ids[2], 'TIMEOUT'],
      ['u1', ids[3], 'TIMEOUT'],
    ]);
    expect(out[0]?.miss.userAnswerIndex).toBe(q(0)?.answers.findIndex((a) => a.text === wrong));
  });
  it('a forfeit: only the questions reached count', () => {
    const out = battleMisses({
      sport: 'soccer',
      level: 'easy',
      questionIds: ids,
      completed: false,
      players,
      answers: [{ username: 'gone', questionIndex: 1, answer: 'x', correct: false }],
    });
    expect(out.map((m) => m.miss.questionId)).toEqual([ids[0], ids[1]]);
  });
});
