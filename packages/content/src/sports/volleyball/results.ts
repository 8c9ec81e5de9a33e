import { COUNTRY as C } from '../../names/countries.js';
import type { AnyFactTable, FactSource, Level, Localized } from '../../model.js';
import { defineTable, N } from '../../model.js';

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
  readonly bronze?: Localized;
}

export const result = (year: number, women: boolean, gold: Localized, silver?: Localized, bronze?: Localized): Result => ({
  year,
  women,
  gold,
  ...(silver ? { silver } : {}),
  ...(bronze ? { bronze } : {}),
});

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

/** The question texts of a competition: who won it, who took silver (or lost the final)... */
export interface CompetitionNames {
  readonly won: (r: Result) => Localized;
  readonly silver: (r: Result) => Localized;
  /** ...who took bronze, where the table lists it... */
  readonly bronze?: (r: Result) => Localized;
  /** ...and in which year a team won it, given the team's name in the Russian genitive. */
  readonly wonWhen?: (r: Result, ruGenitive: string) => Localized;
}

/** "the Netherlands", "the United States", but "Japan": a team's English name in a sentence. */
export function theTeam(team: Localized): string {
  return ['Netherlands', 'United States', 'Soviet Union', 'Czech Republic'].includes(team.en) ? `the ${team.en}` : team.en;
}

/**
 * National teams in the Russian genitive ("сборная Японии"), for the "in which year" question;
 * a team without an entry gets no such question. Teams that won a competition more than once
 * are dropped by the generator as ambiguous, so only one-time winners are asked about.
 */
const GENITIVE: Readonly<Record<string, string>> = {
  [C.japan.en]: 'Японии',
  [C.poland.en]: 'Польши',
  [C.netherlands.en]: 'Нидерландов',
  [C.yugoslavia.en]: 'Югославии',
  [C.russia.en]: 'России',
  [C.unitedStates.en]: 'США',
  [C.italy.en]: 'Италии',
  [C.eastGermany.en]: 'ГДР',
  [C.france.en]: 'Франции',
  [C.spain.en]: 'Испании',
  [C.serbia.en]: 'Сербии',
  [C.turkey.en]: 'Турции',
  [C.brazil.en]: 'Бразилии',
  [C.china.en]: 'Китая',
  [C.cuba.en]: 'Кубы',
  [C.czechoslovakia.en]: 'Чехословакии',
  [C.sovietUnion.en]: 'СССР',
};

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
      {
        id: 'bronze',
        applies: (r) => r.bronze !== undefined && spec.names.bronze !== undefined,
        level: spec.silverLevel,
        question: (r) => spec.names.bronze?.(r) ?? r.gold,
        answer: (r) => r.bronze as Localized,
        distractors: (r) => candidates(r, r.bronze as Localized),
      },
      {
        id: 'gold-year',
        applies: (r) => spec.names.wonWhen !== undefined && GENITIVE[r.gold.en] !== undefined,
        level: (r) => (spec.goldLevel(r) === 'easy' ? 'medium' : 'hard'),
        question: (r) => spec.names.wonWhen?.(r, GENITIVE[r.gold.en] ?? '') ?? r.gold,
        answer: (r) => N(r.year),
        // Other editions of the same competition, nearest first: real years of the event.
        distractors: (r) =>
          spec.rows
            .filter((x) => x.women === r.women && x.year !== r.year)
            .sort((x, y) => Math.abs(x.year - r.year) - Math.abs(y.year - r.year))
            .slice(0, 6)
            .map((x) => N(x.year)),
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
