import { createHash } from 'node:crypto';
import { drawQuestions, getQuestion, type QuestionWithAnswer } from '@fanclash/content';
import type { BattleSport, Language, Level, ServedBattleQuestion } from '@fanclash/protocol';
import type { EngineQuestion } from './engine/types.js';

/**
 * The question bank as the battle engine sees it. Questions are only read here, never
 * written: the engine gets each one in both languages with the index of the right answer.
 */

/** Whether the bank can serve a sport and level, once asked (the bank does not change while the server runs). */
const servable = new Map<string, boolean>();

/** True when the bank can serve at least one question for this sport and level. */
export function hasQuestions(sport: BattleSport, level: Level): boolean {
  const key = `${sport}:${level}`;
  let known = servable.get(key);
  if (known === undefined) {
    try {
      known = drawQuestions({ sport, level, count: 1, lang: 'en' }).length > 0;
    } catch {
      known = false;
    }
    servable.set(key, known);
  }
  return known;
}

/**
 * Builds the question bank now (it is generated from the content's fact tables on first use,
 * 0.6-1.7 s of the main thread on this machine). The server calls it before it listens, so the
 * first Play now or battle after a start does not stall every socket for that long.
 */
export function warmQuestionBank(): void {
  hasQuestions('soccer', 'easy');
}

/**
 * Draws `count` distinct questions, avoiding the ids either player saw recently where the
 * bank allows (the bank repeats seen ones only once its pool is exhausted).
 */
export function drawBattleQuestions(
  battleId: string,
  sport: BattleSport,
  level: Level,
  count: number,
  avoidIds: Iterable<string>,
  /** Questions players reported until they left the draw (features/question-reports/hidden.ts). */
  excludeIds: Iterable<string> = [],
): EngineQuestion[] {
  const pinned = pinnedQuestionIds();
  const drawn =
    pinned.length > 0
      ? pinned.slice(0, count).map((id) => ({ id }))
      : drawQuestions({ sport, level, count, lang: 'en', avoidIds, excludeIds });
  return drawn.flatMap((q) => {
    const question = loadQuestion(battleId, q.id);
    return question ? [question] : [];
  });
}

/**
 * A hook for browser tests only: BATTLE_TEST_QUESTION_IDS="id,id,…" makes every battle ask
 * these bank questions (e.g. those with the longest answers, for the phone layout test),
 * whatever its sport. Honoured only when NODE_ENV is 'test' (the test runner sets it): a
 * deployment that sets the variable by mistake still draws as usual.
 */
export function pinnedQuestionIds(env: NodeJS.ProcessEnv = process.env): readonly string[] {
  if (env.NODE_ENV !== 'test') return [];
  return (env.BATTLE_TEST_QUESTION_IDS ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id.length > 0);
}

/** One question in both languages; undefined when the bank no longer has it. */
export function loadQuestion(battleId: string, bankId: string): EngineQuestion | undefined {
  const en = getQuestion(bankId, 'en');
  const ru = getQuestion(bankId, 'ru');
  if (!en || !ru) return undefined;
  // The bank's ids can name the answer (e.g. a year); players get an opaque, stable one.
  const publicId = createHash('sha256').update(`${battleId}:${bankId}`).digest('base64url').slice(0, 16);
  return {
    bankId,
    correctIndex: en.correctIndex,
    served: { en: serve(en, publicId), ru: serve(ru, publicId) } satisfies Record<Language, ServedBattleQuestion>,
  };
}

function serve(question: QuestionWithAnswer, publicId: string): ServedBattleQuestion {
  return { id: publicId, text: question.text, answers: question.answers.map((a) => ({ label: a.label, text: a.text })) };
}
