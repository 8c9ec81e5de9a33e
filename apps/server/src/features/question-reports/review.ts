import { and, eq } from 'drizzle-orm';
import { getQuestion } from '@fanclash/content';
import { ERROR_CODES, type BattleReviewQuestion, type BattleReviewResponse, type Language } from '@fanclash/protocol';
import { AppError } from '../../lib/errors.js';
import type { Database } from '../../platform/db/client.js';
import { battles } from '../../platform/db/schema.js';
import { answersOf } from '../battles/answer-lists.js';
import { plays, seatsOf } from '../battles/store.js';
import { answerIndex } from '../training/questions.js';
import type { UserRow } from '../users/store.js';

/**
 * The per-question review of a finished battle (issue 33): each question in the viewer's
 * language with the right answer, the viewer's pick and the opponent's, and the bank id a
 * report names. Only a player of the battle may read it, and only once it is over (while it
 * runs the right answers are the game).
 */
export async function battleReview(db: Database, viewer: UserRow, battleId: string, language: Language): Promise<BattleReviewResponse> {
  const [battle] = await db
    .select()
    .from(battles)
    .where(and(eq(battles.id, battleId), plays(viewer.id)));
  if (!battle || battle.status !== 'finished') throw new AppError(404, ERROR_CODES.battleNotFound, 'Battle not found');
  // The opponent shown is the seat across: in 1v1 the other player, in 2v2 the other team's player
  // in the same place (a partner faces the other partner), never the viewer's teammate.
  const seats = seatsOf(battle);
  const seat = seats.findIndex((s) => s.id === viewer.id);
  const mine = seats[seat]?.name;
  const across = battle.mode === '2v2' ? seats[seat ^ 1]?.name : undefined;
  const answers = await answersOf(db, battleId);
  const pickOf = (questionIndex: number, bankId: string, mineWanted: boolean): number | null => {
    const row = answers.find(
      (a) =>
        a.question_index === questionIndex &&
        // 1v1: every answer not the viewer's is the opponent's (a bot's or a recorded run's too).
        (mineWanted ? a.username === mine : across !== undefined ? a.username === across : a.username !== mine),
    );
    return row ? answerIndex(bankId, row.answer) : null;
  };
  const questions = battle.questionIds.flatMap((bankId, index): BattleReviewQuestion[] => {
    const question = getQuestion(bankId, language);
    if (!question) return [];
    return [
      {
        id: bankId,
        question: question.text,
        answers: question.answers.map((a) => ({ label: a.label, text: a.text })),
        correct_index: question.correctIndex,
        your_index: pickOf(index, bankId, true),
        opponent_index: pickOf(index, bankId, false),
      },
    ];
  });
  return { battle_id: battle.id, questions };
}
