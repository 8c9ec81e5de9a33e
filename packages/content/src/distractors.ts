import type { Localized } from './model.js';
import { ERA_MARGIN } from './model.js';

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

/** A name a dated row gives and the row's year: the unit of `eraPeople`. */
export interface Dated {
  readonly year: number;
  readonly name: Localized;
}

/** Everyone `names` gives for each row, with the row's year: a pool for `eraPeople`. */
export function dated<Row>(
  rows: readonly Row[],
  year: (r: Row) => number,
  names: (r: Row) => Localized | readonly (Localized | undefined)[] | undefined,
): Dated[] {
  return rows.flatMap((r) => {
    const given = names(r);
    const list: readonly (Localized | undefined)[] = given === undefined ? [] : 'en' in given ? [given] : given;
    return list.flatMap((name) => (name === undefined || name.en.trim() === '' ? [] : [{ year: year(r), name }]));
  });
}

/**
 * Wrong answers for a person question of `year` (`era: 'person'`, `src/era.ts`): the distinct
 * people of `pool` named at most `margin` years away, nearest first. Unlike `sameEra` it never
 * widens, so every name was active in the years the era check allows; pass the table's
 * `eraMargin` (or `ERA_MARGIN`). The generator leaves out the right answer itself.
 */
export function eraPeople(year: number, pool: readonly Dated[], margin = ERA_MARGIN): Localized[] {
  const near = pool.filter((p) => Math.abs(p.year - year) <= margin).sort((a, b) => Math.abs(a.year - year) - Math.abs(b.year - year));
  const out = new Map<string, Localized>();
  for (const { name } of near) if (!out.has(name.en)) out.set(name.en, name);
  return [...out.values()];
}

/**
 * The given candidate lists in order of preference, taking the next only while fewer than
 * `min` distinct names other than `right` are found: a question keeps the wrong answers of
 * its own kind (the same award) when there are enough, and borrows from the next pool
 * (another award of the same years) only when there are not.
 */
export function preferring(right: Localized, lists: readonly (readonly Localized[])[], min = 4): Localized[] {
  const out = new Map<string, Localized>();
  for (const list of lists) {
    for (const name of list) if (name.en !== right.en) out.set(name.en, name);
    if (out.size >= min) break;
  }
  return [...out.values()];
}

/**
 * People of several tables of one sport (soccer's winning coaches, its award winners), for
 * wrong answers that borrow across tables without the table files importing one another:
 * each table file adds its rows when it is loaded, and the distractors read the pool when the
 * bank is built, after the sport's index has loaded every table.
 */
export class DatedPool {
  private readonly sources: (() => readonly Dated[])[] = [];

  add(source: () => readonly Dated[]): void {
    this.sources.push(source);
  }

  all(): Dated[] {
    return this.sources.flatMap((source) => source());
  }
}
