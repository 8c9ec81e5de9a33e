import { L } from '../../model.js';
import { hostsTable } from '../hosts.js';
import { byYear, fameLevel, winnersTable } from '../winners.js';
import type { Person } from '../winners.js';
import { ATHLETICS_WINNERS } from './olympic-champions.js';
import { COUNTRY as C } from '../../names/countries.js';

// prettier-ignore
const HOSTS = [
  [1983, L('Helsinki', 'Хельсинки')], [1987, L('Rome', 'Рим')], [1991, L('Tokyo', 'Токио')], [1993, L('Stuttgart', 'Штутгарт')],
  [1995, L('Gothenburg', 'Гётеборг')], [1997, L('Athens', 'Афины')], [1999, L('Seville', 'Севилья')], [2001, L('Edmonton', 'Эдмонтон')],
  [2003, L('Paris', 'Париж')], [2005, L('Helsinki', 'Хельсинки')], [2007, L('Osaka', 'Осака')], [2009, L('Berlin', 'Берлин')],
  [2011, L('Daegu', 'Тэгу')], [2013, L('Moscow', 'Москва')], [2015, L('Beijing', 'Пекин')], [2017, L('London', 'Лондон')],
  [2019, L('Doha', 'Доха')], [2022, L('Eugene', 'Юджин')], [2023, L('Budapest', 'Будапешт')], [2025, L('Tokyo', 'Токио')],
] as const;

/** Host cities of the World Athletics Championships, 1983-2025. */
export const athleticsWorldsHosts = hostsTable({
  id: 'athletics.world-championships-hosts',
  sport: 'athletics',
  source: {
    title: 'Wikipedia: World Athletics Championships',
    url: 'https://en.wikipedia.org/wiki/World_Athletics_Championships',
    asOf: '2025-09-30',
  },
  rows: HOSTS.map(([year, city]) => ({ year, city })),
  levels: [2009, 1995],
  whereQuestion: (y) =>
    L(`Which city hosted the ${y} World Athletics Championships?`, `Какой город принимал чемпионат мира по лёгкой атлетике ${y} года?`),
  whenQuestion: (c) =>
    L(
      `In which year did ${c.en} host the World Athletics Championships?`,
      `В каком году город ${c.ru} принимал чемпионат мира по лёгкой атлетике?`,
    ),
});

const p = (en: string, ru: string, country: Person['country'], fame: Person['fame']): Person => ({ name: L(en, ru), country, fame });
const STK = L('Saint Kitts and Nevis', 'Сент-Китс и Невис');
const BOLT = p('Usain Bolt', 'Усэйн Болт', C.jamaica, 1);
const LEWIS = p('Carl Lewis', 'Карл Льюис', C.unitedStates, 1);
const GREENE = p('Maurice Greene', 'Морис Грин', C.unitedStates, 2);
const GATLIN = p('Justin Gatlin', 'Джастин Гэтлин', C.unitedStates, 2);
const SAFP = p('Shelly-Ann Fraser-Pryce', 'Шелли-Энн Фрейзер-Прайс', C.jamaica, 1);

/** Men's and women's 100 m world champions (results as they stand after disqualifications). */
// prettier-ignore
const SPRINTS = [
  ...byYear('men', [
    [1983, LEWIS], [1987, LEWIS], [1991, LEWIS], [1993, p('Linford Christie', 'Линфорд Кристи', C.greatBritain, 2)],
    [1995, p('Donovan Bailey', 'Донован Бейли', C.canada, 2)], [1997, GREENE], [1999, GREENE], [2001, GREENE],
    [2003, p('Kim Collins', 'Ким Коллинз', STK, 3)], [2005, GATLIN], [2007, p('Tyson Gay', 'Тайсон Гэй', C.unitedStates, 2)],
    [2009, BOLT], [2011, p('Yohan Blake', 'Йохан Блейк', C.jamaica, 2)], [2013, BOLT], [2015, BOLT], [2017, GATLIN],
    [2019, p('Christian Coleman', 'Кристиан Коулман', C.unitedStates, 3)], [2022, p('Fred Kerley', 'Фред Керли', C.unitedStates, 3)],
    [2023, p('Noah Lyles', 'Ноа Лайлс', C.unitedStates, 1)], [2025, p('Oblique Seville', 'Облик Севиль', C.jamaica, 3)],
  ]),
  ...byYear('women', [
    [2009, SAFP], [2011, p('Carmelita Jeter', 'Кармелита Джитер', C.unitedStates, 3)], [2013, SAFP], [2015, SAFP],
    [2017, p('Tori Bowie', 'Тори Боуи', C.unitedStates, 3)], [2019, SAFP], [2022, SAFP],
    [2023, p("Sha'Carri Richardson", 'Шакарри Ричардсон', C.unitedStates, 2)],
    [2025, p('Melissa Jefferson-Wooden', 'Мелисса Джефферсон-Вуден', C.unitedStates, 3)],
  ]),
];

export const worlds100mChampions = winnersTable<'men' | 'women'>({
  id: 'athletics.world-100m-champions',
  sport: 'athletics',
  source: {
    title: 'Wikipedia: 100 metres at the World Athletics Championships',
    url: 'https://en.wikipedia.org/wiki/100_metres_at_the_World_Athletics_Championships',
    asOf: '2025-09-30',
  },
  rows: SPRINTS,
  pools: ATHLETICS_WINNERS,
  group: (r) => r.event,
  margin: 4,
  level: (r) => fameLevel(r.winner.fame, r.year, 2017, 2007),
  whoWon: (r) =>
    r.event === 'men'
      ? L(
          `Who won the men's 100 m at the ${r.year} World Athletics Championships?`,
          `Кто выиграл бег на 100 м у мужчин на чемпионате мира по лёгкой атлетике ${r.year} года?`,
        )
      : L(
          `Who won the women's 100 m at the ${r.year} World Athletics Championships?`,
          `Кто выиграл бег на 100 м у женщин на чемпионате мира по лёгкой атлетике ${r.year} года?`,
        ),
  whichCountry: (r) =>
    L(
      `Which country did the ${r.event}'s 100 m world champion of ${r.year} represent?`,
      r.event === 'men'
        ? `Какую страну представлял чемпион мира ${r.year} года в беге на 100 м у мужчин?`
        : `Какую страну представляла чемпионка мира ${r.year} года в беге на 100 м?`,
    ),
});
