import type { Localized } from './model.js';

/**
 * Wrong-answer candidates of the same era: `answer` of the rows whose year is within `span`
 * of this row's (widened until there are at least `min` distinct ones), so a 1962 question
 * never offers a club or player of the 2020s.
 */
export function sameEra<Row>(
  row: Row,
  rows: readonly Row[],
  year: (r: Row) => number,
  answer: (r: Row) => Localized | undefined,
  span = 10,
  min = 6,
): Localized[] {
  const own = answer(row);
  for (let s = span; ; s += 5) {
    const out = new Map<string, Localized>();
    for (const other of rows) {
      const a = answer(other);
      if (other === row || a === undefined || Math.abs(year(other) - year(row)) > s) continue;
      if (own !== undefined && a.en === own.en) continue;
      out.set(a.en, a);
    }
    if (out.size >= min || s > 200) return [...out.values()];
  }
}
