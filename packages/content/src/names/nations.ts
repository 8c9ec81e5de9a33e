import type { Localized } from '../model.js';
import { normalise } from '../model.js';

/**
 * National teams whose name only existed for some years, and the names one nation played
 * under over time. A distractor must be a team that could have been on the pitch that year
 * ('West Germany' is no wrong answer for 2018, 'Russia' none for 1962), and one question never
 * offers two names of one nation ('Germany' beside 'West Germany'). Keyed by the English name.
 */
const YEARS: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  // The Federal Republic and the GDR played as separate teams from 1949; the unified team
  // has played as Germany since the end of 1990, so a 1990 tournament had West Germany.
  Germany: [
    [1900, 1945],
    [1991, 9999],
  ],
  'West Germany': [[1949, 1990]],
  'East Germany': [[1949, 1990]],
  'Soviet Union': [[1922, 1991]],
  // The CIS team (Unified Team at the Olympics) played only in 1992.
  CIS: [[1992, 1992]],
  'Unified Team': [[1992, 1992]],
  Russia: [[1992, 9999]],
  // Russian athletes under neutral names at the 2018 Winter Games and the 2020-2022 Games.
  'Olympic Athletes from Russia': [[2018, 2018]],
  'ROC (Russian Olympic Committee)': [[2020, 2022]],
  Czechoslovakia: [[1918, 1992]],
  'Czech Republic': [[1993, 9999]],
  Slovakia: [[1993, 9999]],
  // FR Yugoslavia kept playing as 'Yugoslavia' until it was renamed in February 2003.
  Yugoslavia: [[1918, 2003]],
  'FR Yugoslavia': [[1992, 2003]],
  'Serbia and Montenegro': [[2003, 2006]],
  Serbia: [[2006, 9999]],
  Montenegro: [[2006, 9999]],
  Croatia: [[1991, 9999]],
  Slovenia: [[1991, 9999]],
  'Bosnia and Herzegovina': [[1992, 9999]],
  Ukraine: [[1991, 9999]],
  Belarus: [[1991, 9999]],
  Kazakhstan: [[1991, 9999]],
  Qatar: [[1971, 9999]],
};

/** Names of one nation over time (a successor team counts as the same nation). */
const SAME_NATION: readonly (readonly string[])[] = [
  ['Germany', 'West Germany'],
  ['Soviet Union', 'CIS', 'Unified Team', 'Russia', 'ROC (Russian Olympic Committee)', 'Olympic Athletes from Russia'],
  ['Czechoslovakia', 'Czech Republic'],
  ['Yugoslavia', 'FR Yugoslavia', 'Serbia and Montenegro', 'Serbia'],
];

const NATION_OF = new Map<string, string>(
  SAME_NATION.flatMap((names) => names.map((name) => [normalise(name), normalise(names[0] ?? name)])),
);

/** Whether a team by this name existed in `year` (names with no known limit always did). */
export function existedIn(name: Localized, year: number): boolean {
  const spans = YEARS[name.en];
  return spans === undefined || spans.some(([from, to]) => year >= from && year <= to);
}

/** One key per nation: 'West Germany' and 'Germany' share it; any other name is its own. */
export function nationOf(name: Localized): string {
  const key = normalise(name.en);
  return NATION_OF.get(key) ?? key;
}

/**
 * Wrong answers fit for a question about `year`: teams that existed that year, none of them
 * another name of the right answer's nation, and one name per nation.
 */
export function eraNations(year: number, right: Localized, candidates: readonly Localized[]): Localized[] {
  const seen = new Set<string>([nationOf(right)]);
  const out: Localized[] = [];
  for (const candidate of candidates) {
    const nation = nationOf(candidate);
    if (seen.has(nation) || !existedIn(candidate, year)) continue;
    seen.add(nation);
    out.push(candidate);
  }
  return out;
}

/**
 * Era-fit nations from the rows nearest in time: `values` of the rows within `span` years of
 * `year`, widened until at least `min` remain, so 1930 is answered with 1930s teams and hosts.
 */
export function nearbyNations<Row>(
  year: number,
  right: Localized,
  rows: readonly Row[],
  yearOf: (row: Row) => number,
  values: (row: Row) => readonly (Localized | null)[],
  span = 12,
  min = 4,
): Localized[] {
  for (let s = span; ; s += 4) {
    const near = rows.filter((row) => Math.abs(yearOf(row) - year) <= s).flatMap(values);
    const out = eraNations(
      year,
      right,
      near.filter((value): value is Localized => value !== null),
    );
    if (out.length >= min || s > 200) return out;
  }
}
