import { completeDraft, completeHandWritten } from './generate.js';
import type { AnyFactTable, HandWrittenQuestion, Level, Question, QuestionDraft, Sport, SportContent } from './model.js';
import { LEVELS, SPORTS } from './model.js';
import { SPORT_CONTENT } from './sports/index.js';

/** Why the generator refused a draft: its text has several answers, or too few wrong answers. */
export type DropReason = 'ambiguous' | 'too-few-distractors';

/** A draft that did not become a question; listed by the stats CLI and the validators. */
export interface DroppedDraft {
  readonly draft: QuestionDraft;
  readonly tableId: string;
  readonly reason: DropReason;
}

/** The whole question bank, built once from the sports registry. */
export interface Bank {
  /** Every served question, in registry order (sport, then table, then template, then row). */
  readonly questions: readonly Question[];
  readonly byId: ReadonlyMap<string, Question>;
  readonly tables: readonly AnyFactTable[];
  readonly handWritten: readonly HandWrittenQuestion[];
  readonly dropped: readonly DroppedDraft[];
  /** The questions of one sport and level (an empty list when there are none). */
  pool(sport: Sport, level: Level): readonly Question[];
}

/** Builds a bank from the given sports; pure, so tests can build one from fixtures. */
export function buildBank(contents: readonly SportContent[]): Bank {
  const questions: Question[] = [];
  const dropped: DroppedDraft[] = [];
  const tables = contents.flatMap((content) => content.tables);
  const handWritten = contents.flatMap((content) => content.handWritten);

  for (const table of tables) {
    for (const draft of table.build()) {
      const question = completeDraft(draft);
      if (question) questions.push(question);
      // completeDraft returns null for exactly two reasons; name which one for the authors.
      else dropped.push({ draft, tableId: table.id, reason: draft.ambiguous ? 'ambiguous' : 'too-few-distractors' });
    }
  }
  questions.push(...handWritten.map(completeHandWritten));

  // The first question with an id wins the index; duplicates are a data bug the validators report.
  const byId = new Map<string, Question>();
  for (const question of questions) if (!byId.has(question.id)) byId.set(question.id, question);

  const pools = new Map<string, Question[]>();
  for (const sport of SPORTS) for (const level of LEVELS) pools.set(poolKey(sport, level), []);
  for (const question of byId.values()) pools.get(poolKey(question.sport, question.level))?.push(question);

  return {
    questions,
    byId,
    tables,
    handWritten,
    dropped,
    pool: (sport, level) => pools.get(poolKey(sport, level)) ?? [],
  };
}

function poolKey(sport: Sport, level: Level): string {
  return `${sport}/${level}`;
}

let bank: Bank | undefined;

/**
 * The bank of the registered sports. Built on first use, not at import: importing the package
 * for its types or constants generates no questions, and the server pays the build once.
 */
export function getBank(): Bank {
  bank ??= buildBank(SPORT_CONTENT);
  return bank;
}
