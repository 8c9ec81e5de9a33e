import type { HandWrittenQuestion, Localized, Question, QuestionDraft } from './model.js';
import { normalise } from './model.js';
import { hashString, seededRandom, shuffled } from './random.js';
import { fitsDraft } from './seasons.js';

/**
 * Completes a draft: three wrong answers drawn from its candidates (never the right answer,
 * never an answer that is also right for the same text, never two alike in either language,
 * never one outside the question's season or role where the draft has those facts),
 * then the four answers in an order fixed by the question id. Returns null when the draft is
 * ambiguous or has too few distinct candidates to make a fair question.
 */
export function completeDraft(draft: QuestionDraft): Question | null {
  if (draft.ambiguous) return null;
  const random = seededRandom(hashString(draft.id));
  const taken = new Set<string>();
  const takenRu = new Set<string>();
  const mark = (answer: Localized) => {
    taken.add(normalise(answer.en));
    takenRu.add(normalise(answer.ru));
  };
  mark(draft.correct);
  draft.alsoCorrect.forEach(mark);
  const wrong: Localized[] = [];
  for (const candidate of shuffled(draft.candidates, random)) {
    if (wrong.length === 3) break;
    if (taken.has(normalise(candidate.en)) || takenRu.has(normalise(candidate.ru))) continue;
    if (!candidate.en.trim() || !candidate.ru.trim()) continue;
    // Only real candidates of the question's season and role (src/seasons.ts), never a fallback.
    if (!fitsDraft(draft, candidate)) continue;
    wrong.push(candidate);
    mark(candidate);
  }
  if (wrong.length < 3) return null;
  const order = shuffled([0, 1, 2, 3], random);
  const all = [draft.correct, ...wrong];
  const answers = order.map((i) => all[i] as Localized);
  return {
    id: draft.id,
    sport: draft.sport,
    level: draft.level,
    factId: draft.factId,
    source: draft.source,
    en: { text: draft.question.en, answers: answers.map((a) => a.en) },
    ru: { text: draft.question.ru, answers: answers.map((a) => a.ru) },
    correctIndex: order.indexOf(0),
  };
}

/** A hand-written question with its answers in an order fixed by its id. */
export function completeHandWritten(hand: HandWrittenQuestion): Question {
  const order = shuffled([0, 1, 2, 3], seededRandom(hashString(hand.id)));
  const en = [hand.en.correct, ...hand.en.wrong];
  const ru = [hand.ru.correct, ...hand.ru.wrong];
  return {
    id: hand.id,
    sport: hand.sport,
    level: hand.level,
    factId: hand.id,
    source: hand.source,
    en: { text: hand.en.q, answers: order.map((i) => en[i] as string) },
    ru: { text: hand.ru.q, answers: order.map((i) => ru[i] as string) },
    correctIndex: order.indexOf(0),
  };
}
