import { COUNTRY as C } from '../../names/countries.js';
import type { Level, Localized } from '../../model.js';
import { defineTable, L, levelByYear, N } from '../../model.js';

/** Men's ICC finals: the 50-over Cricket World Cup (1975-2023) and the T20 World Cup (2007-2024). */
interface Final {
  readonly year: number;
  readonly winner: Localized;
  readonly runnerUp: Localized;
  readonly finalCity: Localized;
  readonly captain: Localized;
  /** Player of the match in the final. */
  readonly playerOfFinal: Localized;
}

const f = (
  year: number,
  winner: Localized,
  runnerUp: Localized,
  finalCity: Localized,
  captain: Localized,
  playerOfFinal: Localized,
): Final => ({
  year,
  winner,
  runnerUp,
  finalCity,
  captain,
  playerOfFinal,
});

const LONDON = L('London', 'Лондон');
const MELBOURNE = L('Melbourne', 'Мельбурн');
const BRIDGETOWN = L('Bridgetown', 'Бриджтаун');
const JOHANNESBURG = L('Johannesburg', 'Йоханнесбург');
const KOLKATA = L('Kolkata', 'Калькутта');
const LLOYD = L('Clive Lloyd', 'Клайв Ллойд');
const PONTING = L('Ricky Ponting', 'Рики Понтинг');
const DHONI = L('MS Dhoni', 'Махендра Сингх Дхони');
const SAMMY = L('Darren Sammy', 'Даррен Сэмми');
const SAMUELS = L('Marlon Samuels', 'Марлон Сэмюэлс');

const odiRows: readonly Final[] = [
  f(1975, C.westIndies, C.australia, LONDON, LLOYD, LLOYD),
  f(1979, C.westIndies, C.england, LONDON, LLOYD, L('Viv Richards', 'Вив Ричардс')),
  f(1983, C.india, C.westIndies, LONDON, L('Kapil Dev', 'Капил Дев'), L('Mohinder Amarnath', 'Мохиндер Амарнатх')),
  f(1987, C.australia, C.england, KOLKATA, L('Allan Border', 'Аллан Бордер'), L('David Boon', 'Дэвид Бун')),
  f(1992, C.pakistan, C.england, MELBOURNE, L('Imran Khan', 'Имран Хан'), L('Wasim Akram', 'Васим Акрам')),
  f(
    1996,
    C.sriLanka,
    C.australia,
    L('Lahore', 'Лахор'),
    L('Arjuna Ranatunga', 'Арджуна Ранатунга'),
    L('Aravinda de Silva', 'Аравинда де Сильва'),
  ),
  f(1999, C.australia, C.pakistan, LONDON, L('Steve Waugh', 'Стив Во'), L('Shane Warne', 'Шейн Уорн')),
  f(2003, C.australia, C.india, JOHANNESBURG, PONTING, PONTING),
  f(2007, C.australia, C.sriLanka, BRIDGETOWN, PONTING, L('Adam Gilchrist', 'Адам Гилкрист')),
  f(2011, C.india, C.sriLanka, L('Mumbai', 'Мумбаи'), DHONI, DHONI),
  f(2015, C.australia, C.newZealand, MELBOURNE, L('Michael Clarke', 'Майкл Кларк'), L('James Faulkner', 'Джеймс Фокнер')),
  f(2019, C.england, C.newZealand, LONDON, L('Eoin Morgan', 'Йон Морган'), L('Ben Stokes', 'Бен Стокс')),
  f(2023, C.australia, C.india, L('Ahmedabad', 'Ахмадабад'), L('Pat Cummins', 'Пэт Камминс'), L('Travis Head', 'Трэвис Хед')),
];

const t20Rows: readonly Final[] = [
  f(2007, C.india, C.pakistan, JOHANNESBURG, DHONI, L('Irfan Pathan', 'Ирфан Патхан')),
  f(2009, C.pakistan, C.sriLanka, LONDON, L('Younis Khan', 'Юнис Хан'), L('Shahid Afridi', 'Шахид Африди')),
  f(2010, C.england, C.australia, BRIDGETOWN, L('Paul Collingwood', 'Пол Коллингвуд'), L('Craig Kieswetter', 'Крейг Кисуэттер')),
  f(2012, C.westIndies, C.sriLanka, L('Colombo', 'Коломбо'), SAMMY, SAMUELS),
  f(2014, C.sriLanka, C.india, L('Dhaka', 'Дакка'), L('Lasith Malinga', 'Ласит Малинга'), L('Kumar Sangakkara', 'Кумар Сангаккара')),
  f(2016, C.westIndies, C.england, KOLKATA, SAMMY, SAMUELS),
  f(2021, C.australia, C.newZealand, L('Dubai', 'Дубай'), L('Aaron Finch', 'Аарон Финч'), L('Mitchell Marsh', 'Митчелл Марш')),
  f(2022, C.england, C.pakistan, MELBOURNE, L('Jos Buttler', 'Джос Баттлер'), L('Sam Curran', 'Сэм Карран')),
  f(2024, C.india, C.southAfrica, BRIDGETOWN, L('Rohit Sharma', 'Рохит Шарма'), L('Virat Kohli', 'Вират Кохли')),
];

/** Test-playing nations that could have reached any of these finals. */
const NATIONS: readonly Localized[] = [C.australia, C.england, C.india, C.pakistan, C.sriLanka, C.westIndies, C.newZealand, C.southAfrica];

const FINAL_CITIES: readonly Localized[] = [
  LONDON,
  MELBOURNE,
  BRIDGETOWN,
  JOHANNESBURG,
  KOLKATA,
  L('Lahore', 'Лахор'),
  L('Mumbai', 'Мумбаи'),
  L('Ahmedabad', 'Ахмадабад'),
  L('Colombo', 'Коломбо'),
  L('Dhaka', 'Дакка'),
  L('Dubai', 'Дубай'),
  L('Sydney', 'Сидней'),
  L('Cape Town', 'Кейптаун'),
];

const others = (list: readonly Localized[], ...not: Localized[]) => list.filter((x) => !not.some((n) => n.en === x.en));

interface Names {
  readonly id: string;
  readonly title: Localized;
  /** The cup in Russian: nominative/accusative and genitive ("чемпионат мира", "чемпионата мира"). */
  readonly ru: { readonly acc: string; readonly gen: string };
  readonly level: (year: number) => Level;
}

function finalsTable(rows: readonly Final[], names: Names, url: string) {
  const cup = (year: number) => L(`the ${year} ${names.title.en}`, `${names.ru.acc} ${year} года`);
  const ofCup = (year: number) => `${names.ru.gen} ${year} года`;
  return defineTable<Final>({
    id: names.id,
    sport: 'cricket',
    source: { title: `Wikipedia: ${names.title.en}`, url, asOf: '2025-01-01' },
    rows,
    key: (row) => String(row.year),
    year: (row) => row.year,
    people: (row) => [row.captain, row.playerOfFinal],
    // World Cups are four years apart: wrong answers from the finals within eight years.
    eraMargin: 8,
    templates: [
      {
        id: 'winner',
        level: (r) => names.level(r.year),
        question: (r) => L(`Which team won ${cup(r.year).en}?`, `Какая сборная выиграла ${cup(r.year).ru}?`),
        answer: (r) => r.winner,
        distractors: (r) => others(NATIONS, r.winner),
      },
      {
        id: 'runner-up',
        level: (r) => (names.level(r.year) === 'easy' ? 'medium' : 'hard'),
        question: (r) => L(`Which team lost the final of ${cup(r.year).en}?`, `Какая сборная проиграла в финале ${ofCup(r.year)}?`),
        answer: (r) => r.runnerUp,
        distractors: (r) => others(NATIONS, r.runnerUp, r.winner),
      },
      {
        id: 'final-city',
        level: (r) => (names.level(r.year) === 'hard' ? 'hard' : 'medium'),
        question: (r) => L(`In which city was the final of ${cup(r.year).en} played?`, `В каком городе прошёл финал ${ofCup(r.year)}?`),
        answer: (r) => r.finalCity,
        distractors: (r) => others(FINAL_CITIES, r.finalCity),
      },
      {
        id: 'winning-captain',
        era: 'person',
        level: (r) => (names.level(r.year) === 'easy' ? 'medium' : 'hard'),
        question: (r) =>
          L(`Who captained the winners of ${cup(r.year).en}?`, `Кто был капитаном сборной — победительницы ${ofCup(r.year)}?`),
        answer: (r) => r.captain,
        // Captains and players of finals within eight years: contemporaries, never the right man.
        distractors: (r) =>
          [...odiRows, ...t20Rows]
            .filter((o) => Math.abs(o.year - r.year) <= 8)
            .flatMap((o) => [o.captain, o.playerOfFinal])
            .filter((c) => c.en !== r.captain.en),
      },
      {
        id: 'player-of-the-final',
        era: 'person',
        level: (r) => (names.level(r.year) === 'easy' ? 'medium' : 'hard'),
        question: (r) =>
          L(
            `Who was named player of the match in the final of ${cup(r.year).en}?`,
            `Кого признали лучшим игроком финала ${ofCup(r.year)}?`,
          ),
        answer: (r) => r.playerOfFinal,
        // Players of other finals and winning captains within eight years: stars of the same era.
        distractors: (r) =>
          [...odiRows, ...t20Rows]
            .filter((o) => Math.abs(o.year - r.year) <= 8)
            .flatMap((o) => [o.playerOfFinal, o.captain])
            .filter((p) => p.en !== r.playerOfFinal.en),
      },
      {
        // The pair is named in alphabetical order, so finals repeated between the same
        // teams share one text and are dropped as ambiguous.
        id: 'year-of-final',
        level: (r) => (names.level(r.year) === 'easy' ? 'medium' : 'hard'),
        question: (r) => {
          const [a, b] = [r.winner, r.runnerUp].sort((x, y) => x.en.localeCompare(y.en)) as [Localized, Localized];
          return L(
            `In which year did ${a.en} and ${b.en} meet in the final of the ${names.title.en}?`,
            `В каком году в финале ${names.ru.gen} встретились ${a.ru} и ${b.ru}?`,
          );
        },
        answer: (r) => N(r.year),
        distractors: (r) => rows.filter((o) => o.year !== r.year).map((o) => N(o.year)),
      },
    ],
  });
}

export const cricketWorldCupFinals = finalsTable(
  odiRows,
  {
    id: 'cricket.world-cup-finals',
    title: L('Cricket World Cup', 'Чемпионат мира по крикету'),
    ru: { acc: 'чемпионат мира по крикету', gen: 'чемпионата мира по крикету' },
    level: (year) => levelByYear(year, 2003, 1983),
  },
  'https://en.wikipedia.org/wiki/List_of_Cricket_World_Cup_finals',
);

export const t20WorldCupFinals = finalsTable(
  t20Rows,
  {
    id: 'cricket.t20-world-cup-finals',
    title: L('T20 World Cup', 'Чемпионат мира T20'),
    ru: { acc: 'чемпионат мира по крикету в формате T20', gen: 'чемпионата мира по крикету в формате T20' },
    level: (year) => levelByYear(year, 2016, 2009),
  },
  'https://en.wikipedia.org/wiki/ICC_Men%27s_T20_World_Cup',
);
