import { getQuestion } from '@fanclash/content';
import type { StoredReport } from './store.js';

export interface ReportedQuestion {
  readonly questionId: string;
  /** The English text, or undefined when the bank no longer has the question. */
  readonly text: string | undefined;
  readonly count: number;
  readonly hidden: boolean;
  /** How many reports gave each reason. */
  readonly reasons: Readonly<Record<string, number>>;
  readonly notes: readonly { readonly reason: string; readonly note: string; readonly at: Date }[];
}

/** Reports grouped by question, the most reported first (then by id, so the list is stable). */
export function groupReports(reports: readonly StoredReport[], hideAfter: number): ReportedQuestion[] {
  const byQuestion = new Map<string, StoredReport[]>();
  for (const report of reports) byQuestion.set(report.questionId, [...(byQuestion.get(report.questionId) ?? []), report]);
  return [...byQuestion.entries()]
    .map(([questionId, rows]) => {
      const reasons: Record<string, number> = {};
      for (const row of rows) reasons[row.reason] = (reasons[row.reason] ?? 0) + 1;
      return {
        questionId,
        text: getQuestion(questionId, 'en')?.text,
        count: rows.length,
        hidden: rows.length >= hideAfter,
        reasons,
        notes: rows.flatMap((row) => (row.note ? [{ reason: row.reason, note: row.note, at: row.createdAt }] : [])),
      };
    })
    .sort((a, b) => b.count - a.count || a.questionId.localeCompare(b.questionId));
}

/** The CLI's text: one block per question with its count, reasons and notes. */
export function formatReports(questions: readonly ReportedQuestion[], hideAfter: number): string {
  if (questions.length === 0) return 'No reported questions.';
  const hiddenCount = questions.filter((q) => q.hidden).length;
  const lines = [
    `${questions.length} reported question(s), ${hiddenCount} hidden from the draw (at ${hideAfter} different reporters).`,
    `Clear one after a fix: npm run content:reports -- --clear '<id>'`,
  ];
  for (const q of questions) {
    lines.push('', `${q.questionId}  ${q.count} report(s)${q.hidden ? '  HIDDEN' : ''}`);
    lines.push(`  ${q.text ?? '(no longer in the bank)'}`);
    lines.push(
      `  ${Object.entries(q.reasons)
        .map(([reason, n]) => `${reason} x${n}`)
        .join(', ')}`,
    );
    for (const note of q.notes) lines.push(`  - ${note.at.toISOString().slice(0, 10)} ${note.reason}: ${JSON.stringify(note.note)}`);
  }
  return lines.join('\n');
}
