import { COUNTRY } from '../../names/countries.js';
import { nearbyNations } from '../../names/nations.js';
import type { Localized } from '../../model.js';
import { dated, eraPeople, preferring } from '../../distractors.js';
import { defineTable, L, levelByYear, N } from '../../model.js';
import { inSentence, sameEra, TOURNAMENT_MARGIN, WINNING_COACHES } from './helpers.js';
import { PERSON as P } from './people.js';

/**
 * FIFA World Cup finals, 1930-2022. 1950 had a final group; its decisive match is listed. The
 * final city is the town of the stadium: the 1938 final at the Stade Olympique de Colombes is
 * in Colombes, as the 1998 one at the Stade de France is in Saint-Denis (neither in Paris).
 */
interface WorldCupFinal {
  readonly year: number;
  readonly winner: Localized;
  readonly runnerUp: Localized;
  readonly host: Localized;
  readonly finalCity: Localized;
  /** Head coach of the winning team. */
  readonly coach: Localized;
}

const C = COUNTRY;
const rows: readonly WorldCupFinal[] = [
  { year: 1930, winner: C.uruguay, runnerUp: C.argentina, host: C.uruguay, finalCity: L('Montevideo', 'Монтевидео'), coach: P.suppici },
  { year: 1934, winner: C.italy, runnerUp: C.czechoslovakia, host: C.italy, finalCity: L('Rome', 'Рим'), coach: P.pozzo },
  { year: 1938, winner: C.italy, runnerUp: C.hungary, host: C.france, finalCity: L('Colombes', 'Коломб'), coach: P.pozzo },
  {
    year: 1950,
    winner: C.uruguay,
    runnerUp: C.brazil,
    host: C.brazil,
    finalCity: L('Rio de Janeiro', 'Рио-де-Жанейро'),
    coach: P.juanLopez,
  },
  { year: 1954, winner: C.westGermany, runnerUp: C.hungary, host: C.switzerland, finalCity: L('Bern', 'Берн'), coach: P.herberger },
  { year: 1958, winner: C.brazil, runnerUp: C.sweden, host: C.sweden, finalCity: L('Solna', 'Сольна'), coach: P.feola },
  { year: 1962, winner: C.brazil, runnerUp: C.czechoslovakia, host: C.chile, finalCity: L('Santiago', 'Сантьяго'), coach: P.moreira },
  { year: 1966, winner: C.england, runnerUp: C.westGermany, host: C.england, finalCity: L('London', 'Лондон'), coach: P.ramsey },
  { year: 1970, winner: C.brazil, runnerUp: C.italy, host: C.mexico, finalCity: L('Mexico City', 'Мехико'), coach: P.zagallo },
  { year: 1974, winner: C.westGermany, runnerUp: C.netherlands, host: C.westGermany, finalCity: L('Munich', 'Мюнхен'), coach: P.schon },
  {
    year: 1978,
    winner: C.argentina,
    runnerUp: C.netherlands,
    host: C.argentina,
    finalCity: L('Buenos Aires', 'Буэнос-Айрес'),
    coach: P.menotti,
  },
  { year: 1982, winner: C.italy, runnerUp: C.westGermany, host: C.spain, finalCity: L('Madrid', 'Мадрид'), coach: P.bearzot },
  { year: 1986, winner: C.argentina, runnerUp: C.westGermany, host: C.mexico, finalCity: L('Mexico City', 'Мехико'), coach: P.bilardo },
  { year: 1990, winner: C.westGermany, runnerUp: C.argentina, host: C.italy, finalCity: L('Rome', 'Рим'), coach: P.beckenbauer },
  { year: 1994, winner: C.brazil, runnerUp: C.italy, host: C.unitedStates, finalCity: L('Pasadena', 'Пасадина'), coach: P.parreira },
  { year: 1998, winner: C.france, runnerUp: C.brazil, host: C.france, finalCity: L('Saint-Denis', 'Сен-Дени'), coach: P.jacquet },
  { year: 2002, winner: C.brazil, runnerUp: C.germany, host: C.southKoreaJapan, finalCity: L('Yokohama', 'Иокогама'), coach: P.scolari },
  { year: 2006, winner: C.italy, runnerUp: C.france, host: C.germany, finalCity: L('Berlin', 'Берлин'), coach: P.lippi },
  {
    year: 2010,
    winner: C.spain,
    runnerUp: C.netherlands,
    host: C.southAfrica,
    finalCity: L('Johannesburg', 'Йоханнесбург'),
    coach: P.delBosque,
  },
  { year: 2014, winner: C.germany, runnerUp: C.argentina, host: C.brazil, finalCity: L('Rio de Janeiro', 'Рио-де-Жанейро'), coach: P.low },
  { year: 2018, winner: C.france, runnerUp: C.croatia, host: C.russia, finalCity: L('Moscow', 'Москва'), coach: P.deschamps },
  { year: 2022, winner: C.argentina, runnerUp: C.france, host: C.qatar, finalCity: L('Lusail', 'Лусаил'), coach: P.scaloni },
];

/**
 * Finalists of the nearest tournaments that existed that year: 2018 is never answered with
 * West Germany, nor 1962 with both Germany and West Germany.
 */
const finalists = (r: WorldCupFinal, right: Localized) =>
  nearbyNations(
    r.year,
    right,
    rows,
    (x) => x.year,
    (x) => [x.winner, x.runnerUp],
  );

/** Famous finals are easy from 1998 on; the 1966-1994 era is medium; earlier is hard. */
const level = (row: WorldCupFinal) => levelByYear(row.year, 1998, 1966);

const coaches = dated(
  rows,
  (r) => r.year,
  (r) => r.coach,
);
WINNING_COACHES.add(() => coaches);

export const worldCupFinals = defineTable<WorldCupFinal>({
  id: 'soccer.world-cup-finals',
  sport: 'soccer',
  source: {
    title: 'Wikipedia: List of FIFA World Cup finals',
    url: 'https://en.wikipedia.org/wiki/List_of_FIFA_World_Cup_finals',
    asOf: '2025-01-01',
  },
  rows,
  key: (row) => String(row.year),
  year: (row) => row.year,
  eraMargin: TOURNAMENT_MARGIN,
  templates: [
    {
      id: 'winner',
      level,
      question: (r) => L(`Who won the ${r.year} FIFA World Cup?`, `Кто стал чемпионом мира по футболу ${r.year} года?`),
      answer: (r) => r.winner,
      distractors: (r) => finalists(r, r.winner),
    },
    {
      id: 'runner-up',
      level,
      question: (r) =>
        L(`Which team lost the ${r.year} FIFA World Cup final?`, `Какая сборная проиграла в финале чемпионата мира ${r.year} года?`),
      answer: (r) => r.runnerUp,
      distractors: (r) => finalists(r, r.runnerUp),
    },
    {
      id: 'host',
      level,
      question: (r) =>
        L(`Which country hosted the ${r.year} FIFA World Cup?`, `Какая страна принимала чемпионат мира по футболу ${r.year} года?`),
      answer: (r) => r.host,
      // Hosts of the nearest tournaments: 1930 is never answered with Qatar.
      distractors: (r) =>
        nearbyNations(
          r.year,
          r.host,
          rows,
          (x) => x.year,
          (x) => [x.host],
        ),
    },
    {
      id: 'final-city',
      level: (r) => levelByYear(r.year, 2010, 1982),
      question: (r) =>
        L(`In which city was the ${r.year} FIFA World Cup final played?`, `В каком городе прошёл финал чемпионата мира ${r.year} года?`),
      answer: (r) => r.finalCity,
      // Final cities of nearby tournaments: 1938 is never answered with Lusail.
      distractors: (r) =>
        sameEra(
          r,
          rows,
          (x) => x.year,
          (x) => x.finalCity,
          24,
        ),
    },
    {
      // The pair is named in a fixed (alphabetical) order, so two finals between the same
      // teams share one text and the generator drops it as ambiguous. Names stay in the
      // nominative in Russian ("встретились X и Y") so no case or gender agreement is needed.
      id: 'year-of-final',
      level,
      question: (r) => {
        const [a, b] = [r.winner, r.runnerUp].sort((x, y) => x.en.localeCompare(y.en)) as [Localized, Localized];
        return L(
          `In which year did ${inSentence(a)} and ${inSentence(b)} meet in the FIFA World Cup final?`,
          `В каком году в финале чемпионата мира встретились ${a.ru} и ${b.ru}?`,
        );
      },
      answer: (r) => N(r.year),
      // Other World Cup years close to this one: a wrong year is never a year with no tournament.
      distractors: (r) => rows.filter((x) => x.year !== r.year && Math.abs(x.year - r.year) <= 20).map((x) => N(x.year)),
    },
    {
      // The winner stands after a dash in Russian, so it stays in the nominative whatever its gender.
      id: 'winning-coach',
      era: 'person',
      level: (r) => levelByYear(r.year, 2010, 1982),
      question: (r) =>
        L(
          `Who was the head coach of ${inSentence(r.winner)} when they won the ${r.year} FIFA World Cup?`,
          `Чемпион мира ${r.year} года — ${r.winner.ru}. Кто был главным тренером этой сборной?`,
        ),
      answer: (r) => r.coach,
      // Winning coaches of the tournaments around it; where they are too few (one man won
      // twice), also the club coaches who won European finals in those years.
      distractors: (r) =>
        preferring(r.coach, [eraPeople(r.year, coaches, TOURNAMENT_MARGIN), eraPeople(r.year, WINNING_COACHES.all(), TOURNAMENT_MARGIN)]),
    },
  ],
});
