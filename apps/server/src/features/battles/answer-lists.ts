import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { battleAnswers, type StoredAnswer } from '../../platform/db/schema.js';
import type { AnswerRecord } from './engine/types.js';

/** The longest answer text kept: a bank answer is far shorter; anything longer is not one. */
const ANSWER_TEXT_LIMIT = 500;

/** A counted answer as battle_answers keeps it (the database function writes the same shape). */
export function storedAnswer(answer: AnswerRecord): StoredAnswer {
  return {
    username: answer.username,
    question_index: answer.questionIndex,
    question_id: answer.questionId,
    answer: answer.answer.slice(0, ANSWER_TEXT_LIMIT),
    correct: answer.correct,
    points: answer.points,
    elapsed_ms: Math.round(answer.elapsedMs),
  };
}

/** A battle's counted answers, every player's, in the order they were written; none for a battle without any. */
export async function answersOf(db: Database, battleId: string): Promise<StoredAnswer[]> {
  const [row] = await db.select({ answers: battleAnswers.answers }).from(battleAnswers).where(eq(battleAnswers.battleId, battleId));
  return row?.answers ?? [];
}

/** Right (true), wrong (false) or not answered (null) for each of a battle's `total` questions, by one player or all. */
export function answerGrid(answers: readonly StoredAnswer[], total: number, username?: string): Array<boolean | null> {
  const grid: Array<boolean | null> = Array.from({ length: total }, () => null);
  for (const answer of answers) {
    if (username !== undefined && answer.username !== username) continue;
    if (answer.question_index >= 0 && answer.question_index < total) grid[answer.question_index] = answer.correct;
  }
  return grid;
}
