import { describe, expect, it } from 'vitest';
import {
  flashcardReviewBodySchema,
  generateQuestionsQuerySchema,
  startSessionQuerySchema,
  submitAnswerQuerySchema,
  trainingQuestionSchema,
} from './training.js';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('training schemas', () => {
  it('generate: defaults (all sports, medium, 8), football is soccer, count from a query string', () => {
    expect(generateQuestionsQuerySchema.parse({})).toEqual({ sport: 'all', level: 'medium', count: 8 });
    expect(generateQuestionsQuerySchema.parse({ sport: 'Football', level: 'HARD', count: '10', language: 'ru' })).toEqual({
      sport: 'soccer',
      level: 'hard',
      count: 10,
      language: 'ru',
    });
  });

  it('generate: refuses an unknown sport or level and a count outside 1-10, each with its code', () => {
    expect(firstMessage(generateQuestionsQuerySchema.safeParse({ sport: 'curling' }))).toBe('training_invalid_sport');
    // Every sport with a bank trains, tennis and the four added with MMA too.
    for (const sport of ['hockey', 'tennis', 'mma', 'cycling'])
      expect(generateQuestionsQuerySchema.safeParse({ sport }).success).toBe(true);
    expect(firstMessage(generateQuestionsQuerySchema.safeParse({ level: 'expert' }))).toBe('training_invalid_level');
    for (const count of ['0', '11', '2.5', 'x']) {
      expect(firstMessage(generateQuestionsQuerySchema.safeParse({ count }))).toBe('training_invalid_count');
    }
  });

  it("start-session: the mode is required; 'all' is a valid sport and level filter", () => {
    expect(firstMessage(startSessionQuerySchema.safeParse({ sport: 'soccer', level: 'easy' }))).toBe('training_invalid_mode');
    expect(startSessionQuerySchema.parse({ session_type: 'Practice', sport: 'all', level: 'all' })).toMatchObject({
      session_type: 'practice',
    });
  });

  it("submit-answer: a concrete sport and level ('all' is not an answer's sport)", () => {
    const base = {
      session_id: '7d1f6a3e-7c1b-4b5e-9a8e-0f5d2c3b4a19',
      question_text: 'Q?',
      user_answer: 'TIMEOUT',
      correct_answer: 'A',
      sport: 'soccer',
      level: 'easy',
    };
    expect(submitAnswerQuerySchema.safeParse(base).success).toBe(true);
    expect(firstMessage(submitAnswerQuerySchema.safeParse({ ...base, sport: 'all' }))).toBe('training_invalid_sport');
    expect(submitAnswerQuerySchema.safeParse({ ...base, session_id: 'nope' }).success).toBe(false);
  });

  it('a training question has exactly 4 labelled answers', () => {
    const answers = ['A', 'B', 'C', 'D'].map((label, i) => ({ label, text: label, correct: i === 0 }));
    const q = { id: 'x', question: 'Q?', answers, correctAnswer: 'A', sport: 'soccer', level: 'easy' };
    expect(trainingQuestionSchema.safeParse(q).success).toBe(true);
    expect(trainingQuestionSchema.safeParse({ ...q, answers: answers.slice(0, 3) }).success).toBe(false);
  });

  it('flashcard-review takes need_review or got_it', () => {
    const card_id = '7d1f6a3e-7c1b-4b5e-9a8e-0f5d2c3b4a19';
    expect(flashcardReviewBodySchema.safeParse({ card_id, rating: 'got_it' }).success).toBe(true);
    expect(flashcardReviewBodySchema.safeParse({ card_id, rating: 'easy' }).success).toBe(false);
  });
});
