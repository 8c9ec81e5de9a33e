import { getQuestion } from '@fanclash/content';
import { TRAINING_LIMITS } from '@fanclash/protocol';
import { answerIndex } from './questions.js';
import { questionKey } from './rules.js';
import type { Miss } from './store.js';

/**
 * A finished battle's misses: every wrong answer, and every question a player let run out
 * (TIMEOUT), become incorrect answer records of that player. The battle's result path works
 * them out here and writes them in its own transaction (battles/result-procedure.ts), so a
 * written result always comes with its misses.
 */

export interface BattleMissInput {
  readonly sport: string;
  readonly level: string;
  /** The bank ids of the battle's questions, in order. */
  readonly questionIds: readonly string[];
  /** false for a forfeit: only the questions reached before it count. */
  readonly completed: boolean;
  readonly players: ReadonlyArray<{ readonly userId: string | null; readonly username: string }>;
  readonly answers: ReadonlyArray<{
    readonly username: string;
    readonly questionIndex: number;
    readonly answer: string;
    readonly correct: boolean;
  }>;
}

/** Which misses a battle leaves, per player (pure; players without an account are skipped). */
export function battleMisses(input: BattleMissInput): Array<{ userId: string; miss: Miss }> {
  const answered = input.answers.map((a) => a.questionIndex);
  const reached = input.completed
    ? input.questionIds.length
    : Math.min(input.questionIds.length, answered.length > 0 ? Math.max(...answered) + 1 : 0);
  const out: Array<{ userId: string; miss: Miss }> = [];
  for (const player of input.players) {
    if (!player.userId) continue;
    for (let index = 0; index < reached; index += 1) {
      const bankId = input.questionIds[index];
      const question = bankId ? getQuestion(bankId, 'en') : undefined;
      if (!bankId || !question) continue;
      const answer = input.answers.find((a) => a.username === player.username && a.questionIndex === index);
      if (answer?.correct) continue;
      const timeout = answer === undefined;
      out.push({
        userId: player.userId,
        miss: {
          questionKey: questionKey(bankId, question.text, input.sport, input.level),
          questionId: bankId,
          questionText: question.text,
          userAnswer: timeout ? TRAINING_LIMITS.timeoutAnswer : answer.answer,
          userAnswerIndex: timeout ? null : answerIndex(bankId, answer.answer),
          correctAnswer: question.correctAnswer,
          sport: question.sport,
          level: question.level,
          origin: 'battle',
        },
      });
    }
  }
  return out;
}
