import type { Localized } from '../../model.js';
import { defineTable, L, levelByYear, N } from '../../model.js';
import { CLUB as K } from './club-names.js';
import { countBy, distinct, editionYears, q, sortedPair } from './helpers.js';

/**
 * UEFA's second and third club competitions: UEFA Cup finals 1990-2009 (two legs until 1997,
 * one match from 1998), UEFA Europa League finals 2010-2025, UEFA Conference League finals
 * 2022-2025. `city` is null for two-legged finals and where the stadium stands outside the city
 * the final is usually credited to (Solna 2017, Décines-Charpieu 2018).
 */
type Competition = 'uefa-cup' | 'europa-league' | 'conference-league';

interface Final {
  readonly competition: Competition;
  readonly year: number;
  readonly winner: Localized;
  readonly runnerUp: Localized;
  readonly city: Localized | null;
}

/** The competition's name in English and in the Russian accusative and genitive. */
const NAME: Readonly<Record<Competition, { readonly en: string; readonly ruAcc: string; readonly ruGen: string }>> = {
  'uefa-cup': { en: 'UEFA Cup', ruAcc: 'Кубок УЕФА', ruGen: 'Кубка УЕФА' },
  'europa-league': { en: 'Europa League', ruAcc: 'Лигу Европы', ruGen: 'Лиги Европы' },
  'conference-league': { en: 'Conference League', ruAcc: 'Лигу конференций', ruGen: 'Лиги конференций' },
};

const uefaCup = (year: number, winner: Localized, runnerUp: Localized, city: Localized | null): Final => ({
  competition: 'uefa-cup',
  year,
  winner,
  runnerUp,
  city,
});
const europa = (year: number, winner: Localized, runnerUp: Localized, city: Localized | null): Final => ({
  competition: 'europa-league',
  year,
  winner,
  runnerUp,
  city,
});
const conference = (year: number, winner: Localized, runnerUp: Localized, city: Localized): Final => ({
  competition: 'conference-league',
  year,
  winner,
  runnerUp,
  city,
});

const rows: readonly Final[] = [
  uefaCup(1990, K.juventus, K.fiorentina, null),
  uefaCup(1991, K.inter, K.roma, null),
  uefaCup(1992, K.ajax, K.torino, null),
  uefaCup(1993, K.juventus, K.dortmund, null),
  uefaCup(1994, K.inter, K.austriaSalzburg, null),
  uefaCup(1995, K.parma, K.juventus, null),
  uefaCup(1996, K.bayern, K.bordeaux, null),
  uefaCup(1997, K.schalke, K.inter, null),
  uefaCup(1998, K.inter, K.lazio, L('Paris', 'Париж')),
  uefaCup(1999, K.parma, K.marseille, L('Moscow', 'Москва')),
  uefaCup(2000, K.galatasaray, K.arsenal, L('Copenhagen', 'Копенгаген')),
  uefaCup(2001, K.liverpool, K.alaves, L('Dortmund', 'Дортмунд')),
  uefaCup(2002, K.feyenoord, K.dortmund, L('Rotterdam', 'Роттердам')),
  uefaCup(2003, K.porto, K.celtic, L('Seville', 'Севилья')),
  uefaCup(2004, K.valencia, K.marseille, L('Gothenburg', 'Гётеборг')),
  uefaCup(2005, K.cska, K.sporting, L('Lisbon', 'Лиссабон')),
  uefaCup(2006, K.sevilla, K.middlesbrough, L('Eindhoven', 'Эйндховен')),
  uefaCup(2007, K.sevilla, K.espanyol, L('Glasgow', 'Глазго')),
  uefaCup(2008, K.zenit, K.rangers, L('Manchester', 'Манчестер')),
  uefaCup(2009, K.shakhtar, K.werder, L('Istanbul', 'Стамбул')),
  europa(2010, K.atleticoMadrid, K.fulham, L('Hamburg', 'Гамбург')),
  europa(2011, K.porto, K.braga, L('Dublin', 'Дублин')),
  europa(2012, K.atleticoMadrid, K.athleticBilbao, L('Bucharest', 'Бухарест')),
  europa(2013, K.chelsea, K.benfica, L('Amsterdam', 'Амстердам')),
  europa(2014, K.sevilla, K.benfica, L('Turin', 'Турин')),
  europa(2015, K.sevilla, K.dnipro, L('Warsaw', 'Варшава')),
  europa(2016, K.sevilla, K.liverpool, L('Basel', 'Базель')),
  europa(2017, K.manUtd, K.ajax, null),
  europa(2018, K.atleticoMadrid, K.marseille, null),
  europa(2019, K.chelsea, K.arsenal, L('Baku', 'Баку')),
  europa(2020, K.sevilla, K.inter, L('Cologne', 'Кёльн')),
  europa(2021, K.villarreal, K.manUtd, L('Gdańsk', 'Гданьск')),
  europa(2022, K.eintrachtFrankfurt, K.rangers, L('Seville', 'Севилья')),
  europa(2023, K.sevilla, K.roma, L('Budapest', 'Будапешт')),
  europa(2024, K.atalanta, K.leverkusen, L('Dublin', 'Дублин')),
  europa(2025, K.tottenham, K.manUtd, L('Bilbao', 'Бильбао')),
  conference(2022, K.roma, K.feyenoord, L('Tirana', 'Тирана')),
  conference(2023, K.westHam, K.fiorentina, L('Prague', 'Прага')),
  conference(2024, K.olympiacos, K.fiorentina, L('Athens', 'Афины')),
  conference(2025, K.chelsea, K.realBetis, L('Wrocław', 'Вроцлав')),
];

/** Fame: the Europa League era and Russia's two UEFA Cups are well known; the 1990s less so. */
function level(r: Final) {
  if (r.winner === K.cska || r.winner === K.zenit) return 'easy' as const;
  return levelByYear(r.year, 2010, 2000);
}

const pairOf = (r: Final) => sortedPair(r.winner, r.runnerUp);
const pairCount = countBy(rows, (r) =>
  pairOf(r)
    .map((x) => x.en)
    .join('|'),
);
/** One pool of clubs for the three competitions, so a four-row competition still has choices. */
const allClubs = distinct(rows.flatMap((r) => [r.winner, r.runnerUp]));

export const europaLeagueFinals = defineTable<Final>({
  id: 'soccer.uefa-cup-finals',
  sport: 'soccer',
  source: {
    title: 'Wikipedia: List of UEFA Cup and Europa League finals; UEFA Conference League (finals)',
    url: 'https://en.wikipedia.org/wiki/List_of_UEFA_Cup_and_Europa_League_finals',
    asOf: '2025-06-01',
  },
  rows,
  key: (r) => `${r.competition}-${r.year}`,
  templates: [
    {
      id: 'winner',
      kind: { of: 'club', group: () => 'UEFA Cup finalists', members: (r) => [r.winner, r.runnerUp] },
      level,
      question: (r) =>
        L(`Which club won the ${r.year} ${NAME[r.competition].en}?`, `Какой клуб выиграл ${NAME[r.competition].ruAcc} в ${r.year} году?`),
      answer: (r) => r.winner,
      distractors: (r) => distinct([...rows.filter((x) => x.competition === r.competition).map((x) => x.winner), ...allClubs], r.winner),
    },
    {
      id: 'runner-up',
      kind: { of: 'club', group: () => 'UEFA Cup finalists', members: (r) => [r.winner, r.runnerUp] },
      level: (r) => levelByYear(r.year, 2016, 2004),
      question: (r) =>
        L(
          `Which club lost the ${r.year} ${NAME[r.competition].en} final?`,
          `Какой клуб проиграл в финале ${NAME[r.competition].ruGen} ${r.year} года?`,
        ),
      answer: (r) => r.runnerUp,
      distractors: (r) => distinct(allClubs, r.runnerUp),
    },
    {
      id: 'city',
      level: (r) => (r.year >= 2015 || level(r) === 'easy' ? 'medium' : 'hard'),
      applies: (r) => r.city !== null,
      question: (r) =>
        L(
          `In which city was the ${r.year} ${NAME[r.competition].en} final played?`,
          `В каком городе прошёл финал ${NAME[r.competition].ruGen} ${r.year} года?`,
        ),
      answer: (r) => r.city as Localized,
      distractors: (r) =>
        distinct(
          rows.flatMap((x) => (x.city ? [x.city] : [])),
          r.city as Localized,
        ),
    },
    {
      // Only pairs that met once in these finals; the two clubs are named in alphabetical order.
      id: 'year-of-final',
      level: (r) => (r.year >= 2015 ? 'medium' : 'hard'),
      applies: (r) => pairCount(r) === 1,
      question: (r) => {
        const [a, b] = pairOf(r);
        return L(
          `In which year did ${a.en} and ${b.en} meet in the ${NAME[r.competition].en} final?`,
          `В каком году в финале ${NAME[r.competition].ruGen} встретились ${q(a).ru} и ${q(b).ru}?`,
        );
      },
      answer: (r) => N(r.year),
      distractors: (r) =>
        editionYears(
          r.year,
          rows.filter((x) => x.competition === r.competition).map((x) => x.year),
          8,
        ),
    },
  ],
});
