import { DatedPool } from '../../distractors.js';
import type { Level, Localized } from '../../model.js';
import { L, N, normalise } from '../../model.js';

/** A club name inside a Russian sentence: «Бавария». The name itself stays in the nominative. */
export function q(name: Localized): Localized {
  return L(name.en, `«${name.ru}»`);
}

/** Country names that take 'the' in an English sentence: 'the Netherlands', 'the Soviet Union'. */
const WITH_THE = new Set(['Netherlands', 'Soviet Union', 'United States', 'Czech Republic', 'Ivory Coast']);

/** A national team's English name as it reads inside a sentence ('the Netherlands'). */
export function inSentence(name: Localized): string {
  return WITH_THE.has(name.en) ? `the ${name.en}` : name.en;
}

/** A season by the year it ended: 2004 -> '2003-04' / '2003/04'. */
export function season(endYear: number): Localized {
  const short = String(endYear % 100).padStart(2, '0');
  return L(`${endYear - 1}-${short}`, `${endYear - 1}/${short}`);
}

/** A score as each language writes it: '3–1' in English, '3:1' in Russian. */
export function score(winner: number, loser: number): Localized {
  return L(`${winner}–${loser}`, `${winner}:${loser}`);
}

/** Plausible wrong scores for a final won `w`-`l`, always written winner first. */
export function scoreDistractors(right: Localized): Localized[] {
  const [w, l] = right.en.split('–').map(Number) as [number, number];
  const out: Localized[] = [];
  for (let a = 1; a <= 7; a += 1) {
    for (let b = 0; b < a; b += 1) {
      if (a === w && b === l) continue;
      if (Math.abs(a - w) + Math.abs(b - l) <= 3) out.push(score(a, b));
    }
  }
  return out;
}

/** Two names in a fixed (alphabetical) order, so a pair reads the same whoever won. */
export function sortedPair(a: Localized, b: Localized): [Localized, Localized] {
  return [a, b].sort((x, y) => x.en.localeCompare(y.en)) as [Localized, Localized];
}

/** How many rows give each key: used to ask only questions whose text has one answer. */
export function countBy<Row>(rows: readonly Row[], key: (row: Row) => string): (row: Row) => number {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  return (row) => counts.get(key(row)) ?? 0;
}

/** Distinct values (by English text), keeping the first spelling; `exclude` is left out. */
export function distinct(values: readonly Localized[], exclude?: Localized): Localized[] {
  const seen = new Set<string>(exclude ? [normalise(exclude.en)] : []);
  const out: Localized[] = [];
  for (const value of values) {
    const k = normalise(value.en);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(value);
  }
  return out;
}

/**
 * Wrong answers from a preferred pool (same country, same era) when it holds at least three
 * distinct values other than the right one; otherwise from the whole column.
 */
export function preferred(right: Localized, near: readonly Localized[], all: readonly Localized[]): Localized[] {
  const close = distinct(near, right);
  return close.length >= 3 ? close : distinct(all, right);
}

/**
 * Wrong answers from the same era: the column's values in rows within `spread` years of this
 * one (falling back to the whole column), so a 1958 final is not answered with a 2020s club.
 */
export function sameEra<Row>(
  row: Row,
  rows: readonly Row[],
  year: (r: Row) => number,
  value: (r: Row) => Localized,
  spread = 12,
): Localized[] {
  const near = rows.filter((r) => r !== row && Math.abs(year(r) - year(row)) <= spread).map(value);
  return preferred(value(row), near, rows.map(value));
}

/** Real years of a competition near `year` (never `year`), so a wrong year is a real edition. */
export function editionYears(year: number, years: readonly number[], spread = 12): Localized[] {
  return [...new Set(years)].filter((y) => y !== year && Math.abs(y - year) <= spread).map((y) => N(y));
}

const ORDER: readonly Level[] = ['easy', 'medium', 'hard'];

/** One step harder (or easier with step -1), staying within easy..hard. */
export function shift(level: Level, step: number): Level {
  const i = Math.min(ORDER.length - 1, Math.max(0, ORDER.indexOf(level) + step));
  return ORDER[i] as Level;
}

/**
 * World Cups and Euros are four years apart, so a tournament's contemporaries are the people
 * of the two tournaments either side: the era margin of those tables is eight years.
 */
export const TOURNAMENT_MARGIN = 8;

/** Winning coaches of World Cups, Euros and European Cup / Champions League finals, by year. */
export const WINNING_COACHES = new DatedPool();

/** Ballon d'Or winners and World Cup Golden Ball winners and top scorers, by year. */
export const STAR_PLAYERS = new DatedPool();
