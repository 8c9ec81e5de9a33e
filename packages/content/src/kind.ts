/**
 * Wrong answers of the right kind (issue #17): a club's wrong answers are clubs of the same
 * league or country, a venue's are venues of the same competition. A template says what its
 * answer is and which group it belongs to (`QuestionTemplate.kind`); the groups of the names
 * come from the table's own rows, so a wrong answer the table does not put in the right
 * answer's group (a Brazilian club in a Premier League question, a stadium that never hosted
 * the final asked about) is a problem.
 */
import type { Bank } from './bank.js';

/** Served questions whose wrong answers include a club or venue of another group. */
export function kindProblems(bank: Bank): string[] {
  const problems: string[] = [];
  for (const table of bank.tables) {
    for (const draft of table.build()) {
      const kind = draft.kind;
      if (!kind) continue;
      const question = bank.byId.get(draft.id);
      if (!question) continue; // dropped drafts are never served
      question.en.answers.forEach((answer, i) => {
        if (i === question.correctIndex) return;
        const groups = kind.groups.get(answer);
        if (groups?.has(kind.group)) return;
        const where = groups ? `of ${[...groups].sort().join(', ')}` : `not a ${kind.of} the table names`;
        problems.push(`${draft.id}: ${kind.of} "${answer}" is ${where}, not of ${kind.group}`);
      });
    }
  }
  return problems;
}
