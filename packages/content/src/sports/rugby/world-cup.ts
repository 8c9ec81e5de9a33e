import { COUNTRY as C } from '../../names/countries.js';
import type { Level, Localized } from '../../model.js';
import { defineTable, L, levelByYear, wikipedia } from '../../model.js';

/**
 * Men's Rugby World Cup, 1987-2023. 1987 (New Zealand and Australia), 1991 and 1999 (five
 * nations each) were shared between several hosts and get no host question.
 */
interface RugbyWorldCup {
  readonly year: number;
  readonly winner: Localized;
  readonly runnerUp: Localized;
  readonly third: Localized;
  readonly host?: Localized;
  readonly finalCity: Localized;
  readonly captain: Localized;
  /** Final score, winner first. */
  readonly score: string;
  /** Head coach of the winners. */
  readonly coach: Localized;
  /** The tournament's top points scorer. */
  readonly topScorer: Localized;
}

const LONDON = L('London', 'Лондон');
const AUCKLAND = L('Auckland', 'Окленд');
const SAINT_DENIS = L('Saint-Denis', 'Сен-Дени');
const MCCAW = L('Richie McCaw', 'Ричи Маккоу');
const KOLISI = L('Siya Kolisi', 'Сия Колиси');

const rows: readonly RugbyWorldCup[] = [
  {
    year: 1987,
    winner: C.newZealand,
    runnerUp: C.france,
    third: C.wales,
    finalCity: AUCKLAND,
    captain: L('David Kirk', 'Дэвид Кирк'),
    score: '29–9',
    coach: L('Brian Lochore', 'Брайан Лохор'),
    topScorer: L('Grant Fox', 'Грант Фокс'),
  },
  {
    year: 1991,
    winner: C.australia,
    runnerUp: C.england,
    third: C.newZealand,
    finalCity: LONDON,
    captain: L('Nick Farr-Jones', 'Ник Фарр-Джонс'),
    score: '12–6',
    coach: L('Bob Dwyer', 'Боб Дуайер'),
    topScorer: L('Ralph Keyes', 'Ральф Киз'),
  },
  {
    year: 1995,
    winner: C.southAfrica,
    runnerUp: C.newZealand,
    third: C.france,
    host: C.southAfrica,
    finalCity: L('Johannesburg', 'Йоханнесбург'),
    captain: L('François Pienaar', 'Франсуа Пиенаар'),
    score: '15–12',
    coach: L('Kitch Christie', 'Китч Кристи'),
    topScorer: L('Thierry Lacroix', 'Тьерри Лакруа'),
  },
  {
    year: 1999,
    winner: C.australia,
    runnerUp: C.france,
    third: C.southAfrica,
    finalCity: L('Cardiff', 'Кардифф'),
    captain: L('John Eales', 'Джон Илз'),
    score: '35–12',
    coach: L('Rod Macqueen', 'Род Маккуин'),
    topScorer: L('Gonzalo Quesada', 'Гонсало Кесада'),
  },
  {
    year: 2003,
    winner: C.england,
    runnerUp: C.australia,
    third: C.newZealand,
    host: C.australia,
    finalCity: L('Sydney', 'Сидней'),
    captain: L('Martin Johnson', 'Мартин Джонсон'),
    score: '20–17',
    coach: L('Clive Woodward', 'Клайв Вудворд'),
    topScorer: L('Jonny Wilkinson', 'Джонни Уилкинсон'),
  },
  {
    year: 2007,
    winner: C.southAfrica,
    runnerUp: C.england,
    third: C.argentina,
    host: C.france,
    finalCity: SAINT_DENIS,
    captain: L('John Smit', 'Джон Смит'),
    score: '15–6',
    coach: L('Jake White', 'Джейк Уайт'),
    topScorer: L('Percy Montgomery', 'Перси Монтгомери'),
  },
  {
    year: 2011,
    winner: C.newZealand,
    runnerUp: C.france,
    third: C.australia,
    host: C.newZealand,
    finalCity: AUCKLAND,
    captain: MCCAW,
    score: '8–7',
    coach: L('Graham Henry', 'Грэм Генри'),
    topScorer: L('Morné Steyn', 'Морне Стейн'),
  },
  {
    year: 2015,
    winner: C.newZealand,
    runnerUp: C.australia,
    third: C.southAfrica,
    host: C.england,
    finalCity: LONDON,
    captain: MCCAW,
    score: '34–17',
    coach: L('Steve Hansen', 'Стив Хансен'),
    topScorer: L('Nicolás Sánchez', 'Николас Санчес'),
  },
  {
    year: 2019,
    winner: C.southAfrica,
    runnerUp: C.england,
    third: C.newZealand,
    host: C.japan,
    finalCity: L('Yokohama', 'Иокогама'),
    captain: KOLISI,
    score: '32–12',
    coach: L('Rassie Erasmus', 'Раси Эразмус'),
    topScorer: L('Handré Pollard', 'Хандре Поллард'),
  },
  {
    year: 2023,
    winner: C.southAfrica,
    runnerUp: C.newZealand,
    third: C.england,
    host: C.france,
    finalCity: SAINT_DENIS,
    captain: KOLISI,
    score: '12–11',
    coach: L('Jacques Nienaber', 'Жак Ниенабер'),
    topScorer: L('Thomas Ramos', 'Тома Рамос'),
  },
];

/** Teams that have reached the last four of a World Cup: fair wrong answers. */
const CONTENDERS: readonly Localized[] = [
  C.newZealand,
  C.southAfrica,
  C.australia,
  C.england,
  C.france,
  C.wales,
  C.argentina,
  C.ireland,
  C.scotland,
];

/** Countries that could host: the big rugby nations (never Wales or Scotland, which hosted matches in 2007 and 2015). */
const HOSTS: readonly Localized[] = [
  C.newZealand,
  C.australia,
  C.southAfrica,
  C.england,
  C.france,
  C.japan,
  C.ireland,
  C.italy,
  C.argentina,
];

const FINAL_CITIES: readonly Localized[] = [
  AUCKLAND,
  LONDON,
  SAINT_DENIS,
  L('Johannesburg', 'Йоханнесбург'),
  L('Cardiff', 'Кардифф'),
  L('Sydney', 'Сидней'),
  L('Yokohama', 'Иокогама'),
  L('Dublin', 'Дублин'),
  L('Cape Town', 'Кейптаун'),
  L('Brisbane', 'Брисбен'),
];

const not = (list: readonly Localized[], ...exclude: (Localized | undefined)[]) => list.filter((x) => !exclude.some((e) => e?.en === x.en));

/** South Africa was barred from the 1987 and 1991 tournaments: never a wrong answer there. */
const contenders = (r: RugbyWorldCup) => (r.year < 1995 ? not(CONTENDERS, C.southAfrica) : CONTENDERS);

const level = (r: RugbyWorldCup): Level => levelByYear(r.year, 2011, 1995);
const harder = (r: RugbyWorldCup): Level => levelByYear(r.year, 2019, 2003);

/** World Cup winning coaches and captains by year, for other tables' wrong answers of the same era. */
export const WORLD_CUP_PEOPLE: readonly { readonly year: number; readonly coach: Localized; readonly captain: Localized }[] = rows.map(
  (r) => ({ year: r.year, coach: r.coach, captain: r.captain }),
);

export const rugbyWorldCups = defineTable<RugbyWorldCup>({
  id: 'rugby.world-cup',
  sport: 'rugby',
  source: {
    title: "Wikipedia: Rugby World Cup; each row cites its tournament's article",
    url: 'https://en.wikipedia.org/wiki/Rugby_World_Cup',
    asOf: '2025-01-01',
  },
  rows,
  key: (row) => String(row.year),
  year: (row) => row.year,
  people: (row) => [row.captain, row.coach, row.topScorer],
  // World Cups are four years apart: wrong answers from the three tournaments either side.
  eraMargin: 12,
  rowSource: (row) => wikipedia(`${row.year} Rugby World Cup`, '2025-01-01'),
  templates: [
    {
      id: 'winner',
      level,
      question: (r) => L(`Which team won the ${r.year} Rugby World Cup?`, `Какая сборная выиграла Кубок мира по регби ${r.year} года?`),
      answer: (r) => r.winner,
      distractors: (r) => not(contenders(r), r.winner),
    },
    {
      id: 'runner-up',
      level: harder,
      question: (r) =>
        L(`Which team lost the ${r.year} Rugby World Cup final?`, `Какая сборная проиграла в финале Кубка мира по регби ${r.year} года?`),
      answer: (r) => r.runnerUp,
      distractors: (r) => not(contenders(r), r.runnerUp, r.winner),
    },
    {
      id: 'third',
      level: () => 'hard',
      question: (r) =>
        L(
          `Which team finished third at the ${r.year} Rugby World Cup?`,
          `Какая сборная заняла третье место на Кубке мира по регби ${r.year} года?`,
        ),
      answer: (r) => r.third,
      distractors: (r) => not(contenders(r), r.third, r.winner, r.runnerUp),
    },
    {
      id: 'host',
      applies: (r) => r.host !== undefined,
      level,
      question: (r) =>
        L(`Which country hosted the ${r.year} Rugby World Cup?`, `Какая страна принимала Кубок мира по регби ${r.year} года?`),
      answer: (r) => r.host as Localized,
      distractors: (r) => not(HOSTS, r.host),
    },
    {
      id: 'final-city',
      level: harder,
      question: (r) =>
        L(
          `In which city was the ${r.year} Rugby World Cup final played?`,
          `В каком городе прошёл финал Кубка мира по регби ${r.year} года?`,
        ),
      answer: (r) => r.finalCity,
      distractors: (r) => not(FINAL_CITIES, r.finalCity),
    },
    {
      id: 'winning-captain',
      era: 'person',
      level: harder,
      question: (r) =>
        L(
          `Who captained the winners of the ${r.year} Rugby World Cup?`,
          `Кто был капитаном сборной — победительницы Кубка мира по регби ${r.year} года?`,
        ),
      answer: (r) => r.captain,
      // Winning captains of the three tournaments either side (src/era.ts).
      distractors: (r) => rows.filter((x) => Math.abs(x.year - r.year) <= 12).map((x) => x.captain),
    },
    {
      id: 'final-score',
      level: (r) => (r.year === 2023 ? 'medium' : 'hard'),
      question: (r) =>
        L(
          `What was the score of the ${r.year} Rugby World Cup final?`,
          `С каким счётом завершился финал Кубка мира по регби ${r.year} года?`,
        ),
      answer: (r) => ({ en: r.score, ru: r.score.replace('–', ':') }),
    },
    {
      id: 'winning-coach',
      era: 'person',
      level: harder,
      question: (r) =>
        L(
          `Who was the head coach of the winners of the ${r.year} Rugby World Cup?`,
          `Кто был главным тренером сборной — победительницы Кубка мира по регби ${r.year} года?`,
        ),
      answer: (r) => r.coach,
      // Winning coaches of the three tournaments either side: the same generations (src/era.ts).
      distractors: (r) => rows.filter((x) => Math.abs(x.year - r.year) <= 12).map((x) => x.coach),
    },
    {
      id: 'top-scorer',
      era: 'person',
      level: (r) => (r.year >= 2003 ? 'medium' : 'hard'),
      question: (r) =>
        L(
          `Who scored the most points at the ${r.year} Rugby World Cup?`,
          `Кто набрал больше всех очков на Кубке мира по регби ${r.year} года?`,
        ),
      answer: (r) => r.topScorer,
      // Top scorers of the three tournaments either side: kickers of the same era (src/era.ts).
      distractors: (r) => rows.filter((x) => Math.abs(x.year - r.year) <= 12).map((x) => x.topScorer),
    },
  ],
});

/** Women's Rugby World Cup finals, 1991-2025 (the 2021 edition was played in 2022). */
interface WomensFinal {
  readonly edition: number;
  readonly winner: Localized;
  readonly runnerUp: Localized;
}

const womenRows: readonly WomensFinal[] = [
  { edition: 1991, winner: C.unitedStates, runnerUp: C.england },
  { edition: 1994, winner: C.england, runnerUp: C.unitedStates },
  { edition: 1998, winner: C.newZealand, runnerUp: C.unitedStates },
  { edition: 2002, winner: C.newZealand, runnerUp: C.england },
  { edition: 2006, winner: C.newZealand, runnerUp: C.england },
  { edition: 2010, winner: C.newZealand, runnerUp: C.england },
  { edition: 2014, winner: C.england, runnerUp: C.canada },
  { edition: 2017, winner: C.newZealand, runnerUp: C.england },
  { edition: 2021, winner: C.newZealand, runnerUp: C.england },
  { edition: 2025, winner: C.england, runnerUp: C.canada },
];

const WOMEN_TEAMS: readonly Localized[] = [C.newZealand, C.england, C.canada, C.unitedStates, C.france, C.australia, C.ireland];

const editionName = (r: WomensFinal) =>
  r.edition === 2021
    ? L("the 2021 Women's Rugby World Cup (played in 2022)", 'женский Кубок мира по регби 2021 года (прошёл в 2022-м)')
    : L(`the ${r.edition} Women's Rugby World Cup`, `женский Кубок мира по регби ${r.edition} года`);

const editionGen = (r: WomensFinal) =>
  r.edition === 2021 ? 'женского Кубка мира по регби 2021 года (прошёл в 2022-м)' : `женского Кубка мира по регби ${r.edition} года`;

export const womensRugbyWorldCups = defineTable<WomensFinal>({
  id: 'rugby.womens-world-cup',
  sport: 'rugby',
  source: {
    title: "Wikipedia: List of Women's Rugby World Cup finals",
    url: 'https://en.wikipedia.org/wiki/List_of_Women%27s_Rugby_World_Cup_finals',
    asOf: '2025-09-27',
  },
  rows: womenRows,
  key: (row) => String(row.edition),
  templates: [
    {
      id: 'winner',
      level: (r) => levelByYear(r.edition, 2025, 2014),
      question: (r) => L(`Which team won ${editionName(r).en}?`, `Какая сборная выиграла ${editionName(r).ru}?`),
      answer: (r) => r.winner,
      distractors: (r) => not(WOMEN_TEAMS, r.winner),
    },
    {
      id: 'runner-up',
      level: (r) => (r.edition >= 2021 ? 'medium' : 'hard'),
      question: (r) => L(`Which team lost the final of ${editionName(r).en}?`, `Какая сборная проиграла в финале ${editionGen(r)}?`),
      answer: (r) => r.runnerUp,
      distractors: (r) => not(WOMEN_TEAMS, r.runnerUp, r.winner),
    },
  ],
});
