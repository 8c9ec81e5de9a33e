import { COUNTRY as C } from '../../names/countries.js';
import type { AnyFactTable, FactSource, Level, Localized } from '../../model.js';
import { defineTable } from '../../model.js';

/**
 * One edition of a national-team volleyball competition: gold and (where certain) silver.
 * Every competition table (Olympics, World Championships, Nations League, EuroVolley) is
 * built by `resultsTable` so they ask the same way and draw wrong answers the same way.
 */
export interface Result {
  readonly year: number;
  readonly women: boolean;
  readonly gold: Localized;
  readonly silver?: Localized;
}

export const result = (year: number, women: boolean, gold: Localized, silver?: Localized): Result =>
  silver ? { year, women, gold, silver } : { year, women, gold };

/**
 * Teams that are one country under different flags: never offered as a wrong answer for each
 * other (the Unified Team of 1992 is not "wrong by much" when the answer is the USSR).
 */
const SAME_LINEAGE: readonly (readonly string[])[] = [
  [C.sovietUnion.en, C.russia.en, C.unifiedTeam.en, C.roc.en],
  [C.yugoslavia.en, C.frYugoslavia.en, C.serbia.en],
  [C.eastGermany.en, C.germany.en],
  [C.czechoslovakia.en, C.czechRepublic.en, C.slovakia.en],
];

function related(a: Localized, b: Localized): boolean {
  if (a.en === b.en) return true;
  return SAME_LINEAGE.some((group) => group.includes(a.en) && group.includes(b.en));
}

/** Years a team existed under that name, where it matters: no Soviet team after 1991. */
const EXISTED: Readonly<Record<string, readonly [number, number]>> = {
  [C.sovietUnion.en]: [1900, 1991],
  [C.eastGermany.en]: [1949, 1990],
  [C.czechoslovakia.en]: [1918, 1992],
  [C.yugoslavia.en]: [1918, 2002],
  [C.unifiedTeam.en]: [1992, 1992],
  [C.roc.en]: [2020, 2021],
  [C.russia.en]: [1992, 2100],
  [C.serbia.en]: [2006, 2100],
  [C.slovenia.en]: [1992, 2100],
};

export function existedIn(team: Localized, year: number): boolean {
  const span = EXISTED[team.en];
  return !span || (year >= span[0] && year <= span[1]);
}

/** Every medallist of the same gender within `spread` years, from all the given results. */
export function medallistsNear(all: readonly Result[], row: Result, answer: Localized, spread = 16): Localized[] {
  const out: Localized[] = [];
  for (const other of all) {
    if (other.women !== row.women || Math.abs(other.year - row.year) > spread) continue;
    for (const team of [other.gold, other.silver]) {
      if (team && !related(team, answer) && existedIn(team, row.year)) out.push(team);
    }
  }
  return out;
}

/** The two question texts of a competition: who won it, who took silver (or lost the final). */
export interface CompetitionNames {
  readonly won: (r: Result) => Localized;
  readonly silver: (r: Result) => Localized;
}

export interface ResultsTableSpec {
  readonly id: string;
  readonly source: FactSource;
  readonly rows: readonly Result[];
  readonly names: CompetitionNames;
  readonly goldLevel: (r: Result) => Level;
  readonly silverLevel: (r: Result) => Level;
  /** Results used for wrong answers (usually this competition plus the other big ones). */
  readonly pool: readonly Result[];
  /** Teams always available as wrong answers when the pool is thin. */
  readonly fallback: (r: Result) => readonly Localized[];
}

export function resultsTable(spec: ResultsTableSpec): AnyFactTable {
  const candidates = (r: Result, answer: Localized) => {
    const near = medallistsNear(spec.pool, r, answer);
    const extra = spec.fallback(r).filter((t) => !related(t, answer) && existedIn(t, r.year));
    return [...near, ...extra];
  };
  return defineTable<Result>({
    id: spec.id,
    sport: 'volleyball',
    source: spec.source,
    rows: spec.rows,
    key: (row) => `${row.year}-${row.women ? 'women' : 'men'}`,
    templates: [
      {
        id: 'gold',
        level: spec.goldLevel,
        question: spec.names.won,
        answer: (r) => r.gold,
        distractors: (r) => candidates(r, r.gold),
      },
      {
        id: 'silver',
        applies: (r) => r.silver !== undefined,
        level: spec.silverLevel,
        question: spec.names.silver,
        answer: (r) => r.silver as Localized,
        distractors: (r) => candidates(r, r.silver as Localized),
      },
    ],
  });
}

/** "men's" / "women's" and the Russian "мужской" / "женский" in the needed case. */
export const gender = {
  en: (r: Result) => (r.women ? "women's" : "men's"),
  ruAdj: (r: Result) => (r.women ? 'женский' : 'мужской'),
  ruAdjPrep: (r: Result) => (r.women ? 'женском' : 'мужском'),
  ruAmong: (r: Result) => (r.women ? 'среди женщин' : 'среди мужчин'),
};
