import { dated, eraPeople } from '../../distractors.js';
import type { Level, Localized } from '../../model.js';
import { defineTable, L, N, nearbyYears } from '../../model.js';
import type { Fighter } from './fighters.js';
import { F } from './fighters.js';

/**
 * Landmark UFC fights, mostly title fights, 2006-2025: the event, its year and city, the
 * division and who beat whom. A fight later overturned to a no contest is left out.
 */
export type Division =
  'fly' | 'bantam' | 'feather' | 'light' | 'welter' | 'middle' | 'lightHeavy' | 'heavy' | 'wStraw' | 'wFly' | 'wBantam' | 'wFeather';

export const DIVISION: Readonly<Record<Division, Localized>> = {
  fly: L('Flyweight', 'наилегчайший вес'),
  bantam: L('Bantamweight', 'легчайший вес'),
  feather: L('Featherweight', 'полулёгкий вес'),
  light: L('Lightweight', 'лёгкий вес'),
  welter: L('Welterweight', 'полусредний вес'),
  middle: L('Middleweight', 'средний вес'),
  lightHeavy: L('Light heavyweight', 'полутяжёлый вес'),
  heavy: L('Heavyweight', 'тяжёлый вес'),
  wStraw: L("Women's strawweight", 'минимальный вес (женщины)'),
  wFly: L("Women's flyweight", 'наилегчайший вес (женщины)'),
  wBantam: L("Women's bantamweight", 'легчайший вес (женщины)'),
  wFeather: L("Women's featherweight", 'полулёгкий вес (женщины)'),
};

export interface UfcEvent {
  readonly number: number;
  readonly year: number;
  readonly city: Localized;
}

interface Fight {
  readonly event: UfcEvent;
  readonly division: Division;
  readonly winner: Fighter;
  readonly loser: Fighter;
}

const c = (en: string, ru: string) => L(en, ru);
const VEGAS = c('Las Vegas', 'Лас-Вегас');
const ANAHEIM = c('Anaheim', 'Анахайм');
const NEW_YORK = c('New York', 'Нью-Йорк');
const ABU_DHABI = c('Abu Dhabi', 'Абу-Даби');
const INGLEWOOD = c('Inglewood', 'Инглвуд');
const NEWARK = c('Newark', 'Ньюарк');
const TORONTO = c('Toronto', 'Торонто');
const PERTH = c('Perth', 'Перт');
const MELBOURNE = c('Melbourne', 'Мельбурн');
const HOUSTON = c('Houston', 'Хьюстон');
const MIAMI = c('Miami', 'Майами');
const BOSTON = c('Boston', 'Бостон');

const e = (number: number, year: number, city: Localized): UfcEvent => ({ number, year, city });

// prettier-ignore
export const EVENTS = {
  1: e(1, 1993, c('Denver', 'Денвер')), 64: e(64, 2006, VEGAS), 69: e(69, 2007, HOUSTON), 83: e(83, 2008, c('Montreal', 'Монреаль')),
  100: e(100, 2009, VEGAS), 121: e(121, 2010, ANAHEIM), 128: e(128, 2011, NEWARK), 129: e(129, 2011, TORONTO),
  155: e(155, 2012, VEGAS), 157: e(157, 2013, ANAHEIM), 162: e(162, 2013, VEGAS), 166: e(166, 2013, HOUSTON), 168: e(168, 2013, VEGAS),
  188: e(188, 2015, c('Mexico City', 'Мехико')), 193: e(193, 2015, MELBOURNE), 194: e(194, 2015, VEGAS), 196: e(196, 2016, VEGAS),
  198: e(198, 2016, c('Curitiba', 'Куритиба')), 199: e(199, 2016, INGLEWOOD), 200: e(200, 2016, VEGAS), 202: e(202, 2016, VEGAS),
  205: e(205, 2016, NEW_YORK), 207: e(207, 2016, VEGAS), 212: e(212, 2017, c('Rio de Janeiro', 'Рио-де-Жанейро')), 217: e(217, 2017, NEW_YORK),
  220: e(220, 2018, BOSTON), 223: e(223, 2018, NEW_YORK), 226: e(226, 2018, VEGAS), 229: e(229, 2018, VEGAS), 231: e(231, 2018, TORONTO),
  232: e(232, 2018, INGLEWOOD), 235: e(235, 2019, VEGAS), 241: e(241, 2019, ANAHEIM), 242: e(242, 2019, ABU_DHABI), 243: e(243, 2019, MELBOURNE),
  245: e(245, 2019, VEGAS), 248: e(248, 2020, VEGAS), 251: e(251, 2020, ABU_DHABI), 252: e(252, 2020, VEGAS), 253: e(253, 2020, ABU_DHABI),
  254: e(254, 2020, ABU_DHABI), 257: e(257, 2021, ABU_DHABI), 259: e(259, 2021, VEGAS), 260: e(260, 2021, VEGAS),
  261: e(261, 2021, c('Jacksonville', 'Джэксонвилл')), 262: e(262, 2021, HOUSTON), 267: e(267, 2021, ABU_DHABI), 269: e(269, 2021, VEGAS),
  270: e(270, 2022, ANAHEIM), 275: e(275, 2022, c('Singapore', 'Сингапур')), 278: e(278, 2022, c('Salt Lake City', 'Солт-Лейк-Сити')),
  280: e(280, 2022, ABU_DHABI), 281: e(281, 2022, NEW_YORK), 284: e(284, 2023, PERTH), 285: e(285, 2023, VEGAS), 286: e(286, 2023, c('London', 'Лондон')),
  287: e(287, 2023, MIAMI), 290: e(290, 2023, VEGAS), 292: e(292, 2023, BOSTON), 293: e(293, 2023, c('Sydney', 'Сидней')), 294: e(294, 2023, ABU_DHABI),
  295: e(295, 2023, NEW_YORK), 297: e(297, 2024, TORONTO), 298: e(298, 2024, ANAHEIM), 300: e(300, 2024, VEGAS), 302: e(302, 2024, NEWARK),
  304: e(304, 2024, c('Manchester', 'Манчестер')), 305: e(305, 2024, PERTH), 306: e(306, 2024, VEGAS), 308: e(308, 2024, ABU_DHABI),
  309: e(309, 2024, NEW_YORK), 311: e(311, 2025, INGLEWOOD), 313: e(313, 2025, VEGAS), 314: e(314, 2025, MIAMI), 315: e(315, 2025, c('Montreal', 'Монреаль')),
  316: e(316, 2025, NEWARK), 317: e(317, 2025, VEGAS), 319: e(319, 2025, c('Chicago', 'Чикаго')),
} as const satisfies Record<number, UfcEvent>;

const x = (event: UfcEvent, division: Division, winner: Fighter, loser: Fighter): Fight => ({ event, division, winner, loser });
const E = EVENTS;

// prettier-ignore
const FIGHTS: readonly Fight[] = [
  x(E[64], 'middle', F.silva, F.franklin), x(E[69], 'welter', F.serra, F.gsp), x(E[83], 'welter', F.gsp, F.serra),
  x(E[100], 'heavy', F.lesnar, F.mir), x(E[100], 'welter', F.gsp, F.alves), x(E[121], 'heavy', F.velasquez, F.lesnar),
  x(E[128], 'lightHeavy', F.jones, F.rua), x(E[129], 'welter', F.gsp, F.shields), x(E[155], 'heavy', F.velasquez, F.dosSantos),
  x(E[157], 'wBantam', F.rousey, F.carmouche), x(E[162], 'middle', F.weidman, F.silva), x(E[166], 'heavy', F.velasquez, F.dosSantos),
  x(E[168], 'middle', F.weidman, F.silva), x(E[168], 'wBantam', F.rousey, F.tate), x(E[188], 'heavy', F.werdum, F.velasquez),
  x(E[193], 'wBantam', F.holm, F.rousey), x(E[194], 'feather', F.mcgregor, F.aldo), x(E[196], 'welter', F.diaz, F.mcgregor),
  x(E[198], 'heavy', F.miocic, F.werdum), x(E[199], 'middle', F.bisping, F.rockhold), x(E[200], 'wBantam', F.nunes, F.tate),
  x(E[202], 'welter', F.mcgregor, F.diaz), x(E[205], 'light', F.mcgregor, F.alvarez), x(E[207], 'wBantam', F.nunes, F.rousey),
  x(E[212], 'feather', F.holloway, F.aldo), x(E[217], 'middle', F.gsp, F.bisping), x(E[217], 'wStraw', F.namajunas, F.jedrzejczyk),
  x(E[217], 'bantam', F.dillashaw, F.garbrandt), x(E[220], 'heavy', F.miocic, F.ngannou), x(E[223], 'light', F.khabib, F.iaquinta),
  x(E[226], 'heavy', F.cormier, F.miocic), x(E[229], 'light', F.khabib, F.mcgregor), x(E[231], 'feather', F.holloway, F.ortega),
  x(E[231], 'wFly', F.shevchenko, F.jedrzejczyk), x(E[232], 'wFeather', F.nunes, F.cyborg), x(E[232], 'lightHeavy', F.jones, F.gustafsson),
  x(E[235], 'lightHeavy', F.jones, F.smith), x(E[235], 'welter', F.usman, F.woodley), x(E[241], 'heavy', F.miocic, F.cormier),
  x(E[242], 'light', F.khabib, F.poirier), x(E[243], 'middle', F.adesanya, F.whittaker), x(E[245], 'welter', F.usman, F.covington),
  x(E[245], 'feather', F.volkanovski, F.holloway), x(E[248], 'wStraw', F.zhang, F.jedrzejczyk), x(E[251], 'welter', F.usman, F.masvidal),
  x(E[251], 'bantam', F.yan, F.aldo), x(E[252], 'heavy', F.miocic, F.cormier), x(E[253], 'middle', F.adesanya, F.costa),
  x(E[253], 'lightHeavy', F.blachowicz, F.reyes), x(E[254], 'light', F.khabib, F.gaethje), x(E[257], 'light', F.poirier, F.mcgregor),
  x(E[259], 'lightHeavy', F.blachowicz, F.adesanya), x(E[260], 'heavy', F.ngannou, F.miocic), x(E[261], 'wStraw', F.namajunas, F.zhang),
  x(E[261], 'welter', F.usman, F.masvidal), x(E[262], 'light', F.oliveira, F.chandler), x(E[267], 'lightHeavy', F.teixeira, F.blachowicz),
  x(E[269], 'wBantam', F.pena, F.nunes), x(E[269], 'light', F.oliveira, F.poirier), x(E[270], 'heavy', F.ngannou, F.gane),
  x(E[275], 'lightHeavy', F.prochazka, F.teixeira), x(E[278], 'welter', F.edwards, F.usman), x(E[280], 'light', F.makhachev, F.oliveira),
  x(E[281], 'middle', F.pereira, F.adesanya), x(E[284], 'light', F.makhachev, F.volkanovski), x(E[285], 'heavy', F.jones, F.gane),
  x(E[286], 'welter', F.edwards, F.usman), x(E[287], 'middle', F.adesanya, F.pereira), x(E[290], 'feather', F.volkanovski, F.yRodriguez),
  x(E[292], 'bantam', F.omalley, F.sterling), x(E[293], 'middle', F.strickland, F.adesanya), x(E[294], 'light', F.makhachev, F.volkanovski),
  x(E[295], 'lightHeavy', F.pereira, F.prochazka), x(E[295], 'heavy', F.aspinall, F.pavlovich), x(E[297], 'middle', F.duPlessis, F.strickland),
  x(E[298], 'feather', F.topuria, F.volkanovski), x(E[300], 'lightHeavy', F.pereira, F.hill), x(E[302], 'light', F.makhachev, F.poirier),
  x(E[304], 'welter', F.muhammad, F.edwards), x(E[305], 'middle', F.duPlessis, F.adesanya), x(E[306], 'bantam', F.dvalishvili, F.omalley),
  x(E[306], 'wFly', F.shevchenko, F.grasso), x(E[308], 'feather', F.topuria, F.holloway), x(E[309], 'heavy', F.jones, F.miocic),
  x(E[311], 'light', F.makhachev, F.moicano), x(E[311], 'bantam', F.dvalishvili, F.umar), x(E[313], 'lightHeavy', F.ankalaev, F.pereira),
  x(E[314], 'feather', F.volkanovski, F.lopes), x(E[315], 'welter', F.dellaMaddalena, F.muhammad), x(E[315], 'wFly', F.shevchenko, F.fiorot),
  x(E[316], 'bantam', F.dvalishvili, F.omalley), x(E[316], 'wBantam', F.harrison, F.pena), x(E[317], 'light', F.topuria, F.oliveira),
  x(E[319], 'middle', F.chimaev, F.duPlessis),
];

const isWomen = (d: Division) => d.startsWith('w');
const POOL = {
  men: dated(
    FIGHTS.filter((r) => !isWomen(r.division)),
    (r) => r.event.year,
    (r) => [r.winner.name, r.loser.name],
  ),
  women: dated(
    FIGHTS.filter((r) => isWomen(r.division)),
    (r) => r.event.year,
    (r) => [r.winner.name, r.loser.name],
  ),
};
const people = (r: Fight) => eraPeople(r.event.year, POOL[isWomen(r.division) ? 'women' : 'men']);

function level(r: Fight): Level {
  const fame = Math.min(r.winner.fame, r.loser.fame);
  if (fame === 1 && r.event.year >= 2015) return 'easy';
  if (fame === 1 || (fame === 2 && r.event.year >= 2018)) return 'medium';
  return 'hard';
}

const SOURCE = {
  title: 'Wikipedia: List of UFC events',
  url: 'https://en.wikipedia.org/wiki/List_of_UFC_events',
  asOf: '2025-10-31',
} as const;

export const ufcFights = defineTable<Fight>({
  id: 'mma.ufc-fights',
  sport: 'mma',
  source: SOURCE,
  rows: FIGHTS,
  key: (r) => `${r.event.number}-${r.winner.name.en.split(' ').at(-1)?.toLowerCase()}`,
  year: (r) => r.event.year,
  people: (r) => [r.winner.name, r.loser.name],
  templates: [
    {
      id: 'winner',
      era: 'person',
      level,
      question: (r) =>
        L(
          `Who beat ${r.loser.name.en} at UFC ${r.event.number} (${r.event.year})?`,
          isWomen(r.division)
            ? `UFC ${r.event.number} (${r.event.year}): ${r.loser.name.ru} проиграла этот бой. Кто победил?`
            : `UFC ${r.event.number} (${r.event.year}): ${r.loser.name.ru} проиграл этот бой. Кто победил?`,
        ),
      answer: (r) => r.winner.name,
      distractors: people,
    },
    {
      id: 'loser',
      era: 'person',
      level,
      question: (r) =>
        L(
          `Whom did ${r.winner.name.en} beat at UFC ${r.event.number} (${r.event.year})?`,
          isWomen(r.division)
            ? `UFC ${r.event.number} (${r.event.year}): ${r.winner.name.ru} выиграла этот бой. Кто была её соперницей?`
            : `UFC ${r.event.number} (${r.event.year}): ${r.winner.name.ru} выиграл этот бой. Кто был его соперником?`,
        ),
      answer: (r) => r.loser.name,
      distractors: people,
    },
    {
      id: 'division',
      level,
      applies: (r) => !isWomen(r.division),
      question: (r) =>
        L(
          `In which division did ${r.winner.name.en} beat ${r.loser.name.en} at UFC ${r.event.number}?`,
          `В какой весовой категории прошёл бой ${r.winner.name.ru} — ${r.loser.name.ru} на UFC ${r.event.number}?`,
        ),
      answer: (r) => DIVISION[r.division],
      distractors: (r) => (Object.keys(DIVISION) as Division[]).filter((d) => !isWomen(d) && d !== r.division).map((d) => DIVISION[d]),
    },
  ],
});

const EVENT_ROWS: readonly UfcEvent[] = Object.values(EVENTS);

export const ufcEvents = defineTable<UfcEvent>({
  id: 'mma.ufc-events',
  sport: 'mma',
  source: SOURCE,
  rows: EVENT_ROWS,
  key: (r) => String(r.number),
  year: (r) => r.year,
  templates: [
    {
      id: 'city',
      level: (r) => (r.number === 229 || r.number === 1 || r.number === 200 ? 'easy' : r.year >= 2020 ? 'medium' : 'hard'),
      question: (r) => L(`In which city was UFC ${r.number} held?`, `В каком городе прошёл турнир UFC ${r.number}?`),
      answer: (r) => r.city,
    },
    {
      id: 'year',
      level: (r) => (r.number === 1 || r.number === 229 ? 'easy' : r.year >= 2018 ? 'medium' : 'hard'),
      question: (r) => L(`In which year was UFC ${r.number} held?`, `В каком году прошёл турнир UFC ${r.number}?`),
      answer: (r) => N(r.year),
      distractors: (r) => nearbyYears(r.year, 4, 1993, 2025),
    },
  ],
});
