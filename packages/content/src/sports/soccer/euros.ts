import { COUNTRY } from '../../names/countries.js';
import { nearbyNations } from '../../names/nations.js';
import type { Localized } from '../../model.js';
import { dated, eraPeople, preferring } from '../../distractors.js';
import { defineTable, L, levelByYear, N } from '../../model.js';
import { editionYears, inSentence, sameEra, sortedPair, TOURNAMENT_MARGIN, WINNING_COACHES } from './helpers.js';
import { PERSON as P } from './people.js';

/**
 * UEFA European Championship finals, 1960-2024 (the 1968 final was replayed; Euro 2020 was
 * played in 2021 across Europe, so it has no single host). Named by the edition's year.
 */
interface EuroFinal {
  readonly year: number;
  readonly winner: Localized;
  readonly runnerUp: Localized;
  readonly host: Localized | null;
  readonly finalCity: Localized;
  readonly coach: Localized;
}

const C = COUNTRY;
const rows: readonly EuroFinal[] = [
  { year: 1960, winner: C.sovietUnion, runnerUp: C.yugoslavia, host: C.france, finalCity: L('Paris', 'Париж'), coach: P.kachalin },
  { year: 1964, winner: C.spain, runnerUp: C.sovietUnion, host: C.spain, finalCity: L('Madrid', 'Мадрид'), coach: P.villalonga },
  { year: 1968, winner: C.italy, runnerUp: C.yugoslavia, host: C.italy, finalCity: L('Rome', 'Рим'), coach: P.valcareggi },
  { year: 1972, winner: C.westGermany, runnerUp: C.sovietUnion, host: C.belgium, finalCity: L('Brussels', 'Брюссель'), coach: P.schon },
  {
    year: 1976,
    winner: C.czechoslovakia,
    runnerUp: C.westGermany,
    host: C.yugoslavia,
    finalCity: L('Belgrade', 'Белград'),
    coach: P.jezek,
  },
  { year: 1980, winner: C.westGermany, runnerUp: C.belgium, host: C.italy, finalCity: L('Rome', 'Рим'), coach: P.derwall },
  { year: 1984, winner: C.france, runnerUp: C.spain, host: C.france, finalCity: L('Paris', 'Париж'), coach: P.hidalgo },
  { year: 1988, winner: C.netherlands, runnerUp: C.sovietUnion, host: C.westGermany, finalCity: L('Munich', 'Мюнхен'), coach: P.michels },
  { year: 1992, winner: C.denmark, runnerUp: C.germany, host: C.sweden, finalCity: L('Gothenburg', 'Гётеборг'), coach: P.mollerNielsen },
  { year: 1996, winner: C.germany, runnerUp: C.czechRepublic, host: C.england, finalCity: L('London', 'Лондон'), coach: P.vogts },
  { year: 2000, winner: C.france, runnerUp: C.italy, host: C.belgiumNetherlands, finalCity: L('Rotterdam', 'Роттердам'), coach: P.lemerre },
  { year: 2004, winner: C.greece, runnerUp: C.portugal, host: C.portugal, finalCity: L('Lisbon', 'Лиссабон'), coach: P.rehhagel },
  { year: 2008, winner: C.spain, runnerUp: C.germany, host: C.austriaSwitzerland, finalCity: L('Vienna', 'Вена'), coach: P.aragones },
  { year: 2012, winner: C.spain, runnerUp: C.italy, host: C.polandUkraine, finalCity: L('Kyiv', 'Киев'), coach: P.delBosque },
  { year: 2016, winner: C.portugal, runnerUp: C.france, host: C.france, finalCity: L('Saint-Denis', 'Сен-Дени'), coach: P.fernandoSantos },
  { year: 2020, winner: C.italy, runnerUp: C.england, host: null, finalCity: L('London', 'Лондон'), coach: P.mancini },
  { year: 2024, winner: C.spain, runnerUp: C.england, host: C.germany, finalCity: L('Berlin', 'Берлин'), coach: P.delaFuente },
];

/**
 * Finalists of the nearest tournaments that existed that year: Euro 2016 is never answered
 * with the Soviet Union, nor 1976 with both Germany and West Germany.
 */
const finalists = (r: EuroFinal, right: Localized) =>
  nearbyNations(
    r.year,
    right,
    rows,
    (x) => x.year,
    (x) => [x.winner, x.runnerUp],
  );

const level = (r: EuroFinal) => levelByYear(r.year, 2000, 1984);
const years = rows.map((r) => r.year);
const PARIS_AREA = new Set(['Paris', 'Saint-Denis']);

const coaches = dated(
  rows,
  (r) => r.year,
  (r) => r.coach,
);
WINNING_COACHES.add(() => coaches);

export const euroFinals = defineTable<EuroFinal>({
  id: 'soccer.euro-finals',
  sport: 'soccer',
  source: {
    title: 'Wikipedia: List of UEFA European Championship finals',
    url: 'https://en.wikipedia.org/wiki/List_of_UEFA_European_Championship_finals',
    asOf: '2025-01-01',
  },
  rows,
  key: (r) => String(r.year),
  year: (r) => r.year,
  eraMargin: TOURNAMENT_MARGIN,
  templates: [
    {
      id: 'winner',
      level,
      question: (r) => L(`Who won Euro ${r.year}?`, `Какая сборная выиграла чемпионат Европы ${r.year} года?`),
      answer: (r) => r.winner,
      distractors: (r) => finalists(r, r.winner),
    },
    {
      id: 'runner-up',
      level,
      question: (r) =>
        L(`Which team lost the final of Euro ${r.year}?`, `Какая сборная проиграла в финале чемпионата Европы ${r.year} года?`),
      answer: (r) => r.runnerUp,
      distractors: (r) => finalists(r, r.runnerUp),
    },
    {
      // Joint hosts are one answer ('Austria and Switzerland'), so the question asks "who".
      id: 'host',
      level,
      applies: (r) => r.host !== null,
      question: (r) => L(`Who hosted Euro ${r.year}?`, `Кто принимал чемпионат Европы ${r.year} года?`),
      answer: (r) => r.host as Localized,
      // Hosts of the nearest tournaments that existed that year (no Yugoslavia for 2004).
      distractors: (r) =>
        nearbyNations(
          r.year,
          r.host as Localized,
          rows,
          (x) => x.year,
          (x) => [x.host],
        ),
    },
    {
      id: 'final-city',
      level: (r) => levelByYear(r.year, 2008, 1988),
      question: (r) =>
        L(`In which city was the final of Euro ${r.year} played?`, `В каком городе прошёл финал чемпионата Европы ${r.year} года?`),
      answer: (r) => r.finalCity,
      // Final cities of nearby editions; Paris and Saint-Denis (the Stade de France) are never
      // offered against each other.
      distractors: (r) =>
        sameEra(
          r,
          rows,
          (x) => x.year,
          (x) => x.finalCity,
          20,
        ).filter((c) => !(PARIS_AREA.has(r.finalCity.en) && PARIS_AREA.has(c.en))),
    },
    {
      id: 'year-of-final',
      level,
      question: (r) => {
        const [a, b] = sortedPair(r.winner, r.runnerUp);
        return L(
          `In which year did ${inSentence(a)} and ${inSentence(b)} meet in the European Championship final?`,
          `В каком году в финале чемпионата Европы встретились ${a.ru} и ${b.ru}?`,
        );
      },
      answer: (r) => N(r.year),
      distractors: (r) => editionYears(r.year, years, 16),
    },
    {
      // The winner stands after a dash in Russian, so it stays in the nominative.
      id: 'winning-coach',
      era: 'person',
      level: (r) => levelByYear(r.year, 2008, 1988),
      question: (r) =>
        L(
          `Who was the head coach of ${inSentence(r.winner)} when they won Euro ${r.year}?`,
          `Чемпион Европы ${r.year} года — ${r.winner.ru}. Кто был главным тренером этой сборной?`,
        ),
      answer: (r) => r.coach,
      // Winning coaches of the tournaments around it; where they are too few (one man won
      // twice), also the club coaches who won European finals in those years.
      distractors: (r) =>
        preferring(r.coach, [eraPeople(r.year, coaches, TOURNAMENT_MARGIN), eraPeople(r.year, WINNING_COACHES.all(), TOURNAMENT_MARGIN)]),
    },
  ],
});
