import type { Localized } from '../../model.js';
import { defineTable, L, levelByYear, N } from '../../model.js';
import type { SeasonEntry } from '../../seasons.js';
import { activeOnly, seasonFacts } from '../../seasons.js';
import { club, season } from './names.js';

/** KHL clubs as Russian media name them (English: the club's usual English name). */
const CLUB = {
  akBars: L('Ak Bars Kazan', 'Ак Барс'),
  salavat: L('Salavat Yulaev Ufa', 'Салават Юлаев'),
  dynamo: L('Dynamo Moscow', 'Динамо (Москва)'),
  metallurg: L('Metallurg Magnitogorsk', 'Металлург (Магнитогорск)'),
  ska: L('SKA Saint Petersburg', 'СКА'),
  cska: L('CSKA Moscow', 'ЦСКА'),
  avangard: L('Avangard Omsk', 'Авангард'),
  lokomotiv: L('Lokomotiv Yaroslavl', 'Локомотив'),
  mvd: L('HC MVD', 'ХК МВД'),
  atlant: L('Atlant Moscow Oblast', 'Атлант'),
  traktor: L('Traktor Chelyabinsk', 'Трактор'),
  lev: L('Lev Prague', 'Лев (Прага)'),
} as const;

/** Gagarin Cup finals, 2009-2025 (not awarded in 2020, the play-offs were cancelled). */
interface GagarinFinal {
  readonly year: number;
  readonly champion: Localized;
  readonly runnerUp: Localized;
}

const K = CLUB;
const rows: readonly GagarinFinal[] = [
  { year: 2009, champion: K.akBars, runnerUp: K.lokomotiv },
  { year: 2010, champion: K.akBars, runnerUp: K.mvd },
  { year: 2011, champion: K.salavat, runnerUp: K.atlant },
  { year: 2012, champion: K.dynamo, runnerUp: K.avangard },
  { year: 2013, champion: K.dynamo, runnerUp: K.traktor },
  { year: 2014, champion: K.metallurg, runnerUp: K.lev },
  { year: 2015, champion: K.ska, runnerUp: K.akBars },
  { year: 2016, champion: K.metallurg, runnerUp: K.cska },
  { year: 2017, champion: K.ska, runnerUp: K.metallurg },
  { year: 2018, champion: K.akBars, runnerUp: K.cska },
  { year: 2019, champion: K.cska, runnerUp: K.avangard },
  { year: 2021, champion: K.avangard, runnerUp: K.cska },
  { year: 2022, champion: K.cska, runnerUp: K.metallurg },
  { year: 2023, champion: K.cska, runnerUp: K.akBars },
  { year: 2024, champion: K.metallurg, runnerUp: K.lokomotiv },
  { year: 2025, champion: K.lokomotiv, runnerUp: K.traktor },
];

/**
 * The KHL seasons (by the year they ended) each club played (issue 33): HC MVD merged into
 * Dynamo in 2010, Lev Prague played two seasons, Lokomotiv sat out 2011-12 after the air crash
 * that killed its team. A club is offered only for seasons it played.
 */
export const KHL_CLUB_SEASONS = seasonFacts(
  'hockey.khl-club-seasons',
  {
    title: "Wikipedia: Kontinental Hockey League (former and current teams), and each club's article",
    url: 'https://en.wikipedia.org/wiki/Kontinental_Hockey_League',
    asOf: '2025-05-01',
  },
  [
    ...[CLUB.akBars, CLUB.salavat, CLUB.dynamo, CLUB.metallurg, CLUB.ska, CLUB.cska, CLUB.avangard, CLUB.traktor].map((c): SeasonEntry => [
      c,
      [2009, 2025],
    ]),
    [CLUB.lokomotiv, [2009, 2011], [2013, 2025]],
    [CLUB.mvd, [2009, 2010]],
    [CLUB.atlant, [2011, 2015]],
    [CLUB.lev, [2013, 2014]],
  ],
);
const clubsOf = (year: number) => activeOnly(KHL_CLUB_SEASONS, Object.values(CLUB), year);
const inItsSeason = { facts: KHL_CLUB_SEASONS, year: (r: GagarinFinal) => r.year };
const finalYears = rows.map((r) => r.year);

export const gagarinCup = defineTable<GagarinFinal>({
  id: 'hockey.gagarin-cup',
  sport: 'hockey',
  source: {
    title: 'Wikipedia: Gagarin Cup',
    url: 'https://en.wikipedia.org/wiki/Gagarin_Cup',
    asOf: '2025-05-01',
  },
  rows,
  key: (row) => String(row.year),
  templates: [
    {
      id: 'champion',
      kind: { of: 'club', group: () => 'KHL', members: (r) => [r.champion, r.runnerUp] },
      season: inItsSeason,
      level: (r) => levelByYear(r.year, 2018, 2012),
      question: (r) => L(`Which club won the Gagarin Cup (KHL) in ${r.year}?`, `Какой клуб выиграл Кубок Гагарина в ${r.year} году?`),
      answer: (r) => r.champion,
      distractors: (r) => clubsOf(r.year),
    },
    {
      id: 'runner-up',
      kind: { of: 'club', group: () => 'KHL', members: (r) => [r.champion, r.runnerUp] },
      season: inItsSeason,
      level: (r) => levelByYear(r.year, 2021, 2014),
      question: (r) =>
        L(
          `Which club lost the Gagarin Cup final in ${r.year} (the ${season(r.year).en} KHL season)?`,
          `Какой клуб проиграл в финале Кубка Гагарина сезона ${season(r.year).ru}?`,
        ),
      answer: (r) => r.runnerUp,
      distractors: (r) => clubsOf(r.year),
    },
    {
      // Pairs that met in more than one final share a text and are dropped as ambiguous.
      id: 'year-of-final',
      level: (r) => levelByYear(r.year, 2019, 2013),
      question: (r) => {
        const [a, b] = [r.champion, r.runnerUp].map(club).sort((x, y) => x.en.localeCompare(y.en)) as [Localized, Localized];
        return L(
          `In which year did ${a.en} and ${b.en} meet in the Gagarin Cup final?`,
          `В каком году в финале Кубка Гагарина встретились ${a.ru} и ${b.ru}?`,
        );
      },
      answer: (r) => N(r.year),
      distractors: (r) => finalYears.filter((y) => y !== r.year && Math.abs(y - r.year) <= 6).map((y) => N(y)),
    },
  ],
});
