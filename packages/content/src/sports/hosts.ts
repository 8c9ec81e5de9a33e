import type { FactSource, Level, Localized, Sport } from '../model.js';
import { defineTable, levelByYear, nearbyYears } from '../model.js';

/** One edition of a championship and the city that held it. */
export interface Host {
  readonly year: number;
  readonly city: Localized;
}

export interface HostsSpec {
  readonly id: string;
  readonly sport: Sport;
  readonly source: FactSource;
  readonly rows: readonly Host[];
  /** Editions from this year are easy, from the second medium, earlier ones hard. */
  readonly levels: readonly [easyFrom: number, mediumFrom: number];
  /** "Which city hosted the 2015 World Aquatics Championships?" */
  readonly whereQuestion: (year: number) => Localized;
  /** "In which year did Kazan host the World Aquatics Championships?" (a city that hosted twice is dropped). */
  readonly whenQuestion: (city: Localized) => Localized;
}

/**
 * Host cities of a championship, year by year: where an edition was held (wrong answers: other
 * hosts of the same championship) and when a city held it (wrong answers: nearby years).
 */
export function hostsTable(spec: HostsSpec) {
  const level = (r: Host): Level => levelByYear(r.year, spec.levels[0], spec.levels[1]);
  return defineTable<Host>({
    id: spec.id,
    sport: spec.sport,
    source: spec.source,
    rows: spec.rows,
    key: (r) => String(r.year),
    year: (r) => r.year,
    templates: [
      { id: 'city', level, question: (r) => spec.whereQuestion(r.year), answer: (r) => r.city },
      {
        id: 'year',
        level,
        question: (r) => spec.whenQuestion(r.city),
        answer: (r) => ({ en: String(r.year), ru: String(r.year) }),
        // Other editions' years: the championship was held in every one of them.
        distractors: (r) => [
          ...spec.rows
            .filter((x) => x.year !== r.year && Math.abs(x.year - r.year) <= 12)
            .map((x) => ({ en: String(x.year), ru: String(x.year) })),
          ...nearbyYears(r.year, 3),
        ],
      },
    ],
  });
}
