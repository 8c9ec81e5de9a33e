import { createHash } from 'node:crypto';
import type { Level } from '@fanclash/protocol';
import type { EngineQuestion, PlannedAnswer } from '../engine/types.js';

/** The bot's share of right answers by level (issue 30). */
export const BOT_ACCURACY: Readonly<Record<Level, number>> = { easy: 0.55, medium: 0.65, hard: 0.75 };

/** A small seeded generator (mulberry32): the same battle id plays the same bot. */
function seeded(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * The bot's answers: right with the level's accuracy, otherwise one of the three wrong ones;
 * each after a time drawn like a person's: between 15 % and 75 % of the question time, most
 * often near the middle (the mean of two draws), so never instant and never after the deadline.
 */
export function botPlan(questions: readonly EngineQuestion[], level: Level, questionMs: number, seed: string): PlannedAnswer[] {
  const random = seeded(seed);
  return questions.map((question) => {
    const right = random() < BOT_ACCURACY[level];
    const wrong = [0, 1, 2, 3].filter((i) => i !== question.correctIndex);
    const answerIndex = right ? question.correctIndex : (wrong[Math.floor(random() * wrong.length)] ?? 0);
    const spread = (random() + random()) / 2;
    return { answerIndex, elapsedMs: Math.round(questionMs * (0.15 + 0.6 * spread)) };
  });
}
