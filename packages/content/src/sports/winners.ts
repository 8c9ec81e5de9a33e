import type { Dated } from '../distractors.js';
import { dated, eraPeople } from '../distractors.js';
import type { FactSource, Level, Localized, QuestionTemplate, Sport } from '../model.js';
import { defineTable, levelByYear } from '../model.js';
import { eraNations } from '../names/nations.js';

/**
 * Dated winners' tables shared by the individual sports (cycling, swimming, athletics): one row
 * per event and year with its winner, the person's country and how famous they are. Each table
 * asks who won (wrong answers are winners of the same sport's tables at most `margin` years
 * away, and of the same group, so a women's event never offers a man) and which country the
 * winner represented (nations of those years only).
 */

/** A winner: name in both languages, the country they represented, fame 1 (household) to 3. */
export interface Person {
  readonly name: Localized;
  readonly country: Localized;
  readonly fame: 1 | 2 | 3;
}

export interface Win<Event extends string = string> {
  readonly event: Event;
  readonly year: number;
  readonly winner: Person;
}

/** A sport's winners of every table, by group ('men', 'women'), for era-true wrong answers. */
export class WinnerPools {
  private readonly rows = new Map<string, (() => readonly Dated[])[]>();

  add(group: string, source: () => readonly Dated[]): void {
    this.built.delete(group);
    this.rows.set(group, [...(this.rows.get(group) ?? []), source]);
  }

  private readonly built = new Map<string, Dated[]>();

  /** The group's winners; read when the bank is built, after every table file has added its own. */
  of(group: string): Dated[] {
    const cached = this.built.get(group);
    if (cached) return cached;
    const all = (this.rows.get(group) ?? []).flatMap((source) => source());
    this.built.set(group, all);
    return all;
  }
}

/** Rows from a year-by-year list (null: no winner that year, e.g. a title stripped). */
export function yearly<Event extends string>(event: Event, from: number, winners: readonly (Person | null)[]): Win<Event>[] {
  return winners.flatMap((winner, i) => (winner ? [{ event, year: from + i, winner }] : []));
}

/** Rows from [year, winner] pairs. */
export function byYear<Event extends string>(event: Event, pairs: readonly (readonly [number, Person])[]): Win<Event>[] {
  return pairs.map(([year, winner]) => ({ event, year, winner }));
}

/** Easy for a famous winner of recent years, hard for an obscure or old one. */
export function fameLevel(fame: 1 | 2 | 3, year: number, recentFrom: number, oldBefore: number): Level {
  if (fame === 1) return year >= oldBefore ? 'easy' : 'medium';
  if (fame === 2) return year >= recentFrom ? 'easy' : year >= oldBefore ? 'medium' : 'hard';
  return levelByYear(year, 9999, recentFrom) === 'medium' ? 'medium' : 'hard';
}

export interface WinnersTableSpec<Event extends string> {
  readonly id: string;
  readonly sport: Sport;
  readonly source: FactSource;
  readonly rows: readonly Win<Event>[];
  readonly pools: WinnerPools;
  /** The group a row's winner belongs to: wrong answers come from the same group. */
  readonly group: (row: Win<Event>) => string;
  /** Years a wrong answer may lie from the question's: 3, or 4 for events held every four years. */
  readonly margin: number;
  readonly level: (row: Win<Event>) => Level;
  /** "Who won the 2012 Tour de France?" (absent: the table asks no winner question) */
  readonly whoWon?: (row: Win<Event>) => Localized;
  /** "Which country did the winner of the 2012 Tour de France represent?" */
  readonly whichCountry?: (row: Win<Event>) => Localized;
  /** Optional: "Which Grand Tour did Chris Froome win in 2017?" with the events' names as answers. */
  readonly whichEvent?: {
    readonly question: (row: Win<Event>) => Localized;
    readonly names: Readonly<Record<Event, Localized>>;
    /** Events never offered as wrong answers (the other sex's own events: heptathlon for a man). */
    readonly exclude?: readonly Event[];
  };
}

export function winnersTable<Event extends string>(spec: WinnersTableSpec<Event>) {
  const { rows, pools, group, margin } = spec;
  for (const g of new Set(rows.map(group))) {
    pools.add(g, () =>
      dated(
        rows.filter((r) => group(r) === g),
        (r) => r.year,
        (r) => r.winner.name,
      ),
    );
  }
  const templates: QuestionTemplate<Win<Event>>[] = [];
  if (spec.whoWon) {
    templates.push({
      id: 'winner',
      era: 'person',
      level: spec.level,
      question: spec.whoWon,
      answer: (r) => r.winner.name,
      distractors: (r) => eraPeople(r.year, pools.of(group(r)), margin),
    });
  }
  if (spec.whichCountry) {
    templates.push({
      id: 'country',
      level: spec.level,
      question: spec.whichCountry,
      answer: (r) => r.winner.country,
      // Countries of the group's winners within twelve years, of nations that existed then.
      distractors: (r) => eraNations(r.year, r.winner.country, countriesNear(pools, group(r), r.year)),
    });
  }
  for (const r of rows) COUNTRY_OF.set(r.winner.name.en, r.winner.country);
  if (spec.whichEvent) {
    const { question, names, exclude = [] } = spec.whichEvent;
    templates.push({
      id: 'event',
      level: spec.level,
      question,
      answer: (r) => names[r.event],
      distractors: (r) => (Object.keys(names) as Event[]).filter((e) => e !== r.event && !exclude.includes(e)).map((e) => names[e]),
    });
  }
  return defineTable<Win<Event>>({
    id: spec.id,
    sport: spec.sport,
    source: spec.source,
    rows,
    key: (r) => `${r.event}-${r.year}`,
    year: (r) => r.year,
    eraMargin: margin,
    templates,
  });
}

/** Every winner's country, by English name, across the tables (for country wrong answers). */
const COUNTRY_OF = new Map<string, Localized>();

/** Countries of a group's winners near a year, for a country question of another table. */
export function countriesNear(pools: WinnerPools, group: string, year: number, span = 12): Localized[] {
  return pools
    .of(group)
    .filter((p) => Math.abs(p.year - year) <= span)
    .flatMap((p) => {
      const c = COUNTRY_OF.get(p.name.en);
      return c ? [c] : [];
    });
}
