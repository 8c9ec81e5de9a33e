/**
 * The whole-bank check of season and role facts (issue 33): in every served question whose
 * template names season facts, each answer (the right one too: it checks the facts against the
 * table) is a name the facts show as a candidate in the question's season; where it names role
 * facts, each wrong answer has one of the roles asked for. Counts what it checked per table, so
 * a table whose facts stopped applying shows up as a zero.
 */
import type { Bank } from './bank.js';
import { activeIn, hasRole } from './seasons.js';

export interface TableCount {
  readonly tableId: string;
  /** Answers checked against season facts, and the facts' ids. */
  readonly season: number;
  /** Wrong answers checked against role facts. */
  readonly role: number;
  readonly facts: readonly string[];
}

export interface SeasonCheck {
  readonly problems: readonly string[];
  /** Tables with season or role facts, in bank order. */
  readonly counts: readonly TableCount[];
}

export function seasonCheck(bank: Bank): SeasonCheck {
  const problems: string[] = [];
  const counts: TableCount[] = [];
  for (const table of bank.tables) {
    let season = 0;
    let role = 0;
    const facts = new Set<string>();
    for (const draft of table.build()) {
      if (!draft.season && !draft.role) continue;
      if (draft.season) facts.add(draft.season.facts.id);
      if (draft.role) facts.add(draft.role.facts.id);
      const question = bank.byId.get(draft.id);
      if (!question) continue; // dropped drafts are never served
      question.en.answers.forEach((answer, i) => {
        const right = i === question.correctIndex;
        if (draft.season) {
          season += 1;
          if (!activeIn(draft.season.facts, answer, draft.season.year)) {
            const spans = draft.season.facts.spans.get(answer);
            const known = spans ? `active only ${spans.map(([a, b]) => (a === b ? `${a}` : `${a}-${b}`)).join(', ')}` : 'not in the facts';
            problems.push(
              `${draft.id}: ${right ? 'right' : 'wrong'} answer "${answer}" is ${known}, not in ${draft.season.year} (${draft.season.facts.id})`,
            );
          }
        }
        if (draft.role && !right) {
          role += 1;
          if (!hasRole(draft.role.facts, answer, draft.role.roles)) {
            const has = draft.role.facts.roles.get(answer) ?? 'no known role';
            problems.push(`${draft.id}: wrong answer "${answer}" is ${has}, not ${draft.role.roles.join(' or ')} (${draft.role.facts.id})`);
          }
        }
      });
    }
    if (facts.size > 0) counts.push({ tableId: table.id, season, role, facts: [...facts].sort() });
  }
  return { problems, counts };
}

/** One line per table: how many answers it checked against which facts. */
export function formatSeasonCounts(counts: readonly TableCount[]): string {
  const width = Math.max(...counts.map((c) => c.tableId.length), 5);
  const lines = counts.map(
    (c) => `${c.tableId.padEnd(width)}  season ${String(c.season).padStart(4)}  role ${String(c.role).padStart(4)}  ${c.facts.join(', ')}`,
  );
  return `${'table'.padEnd(width)}  answers checked against season and role facts\n${lines.join('\n')}\n`;
}
