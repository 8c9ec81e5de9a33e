import type { Localized } from '../../model.js';
import { defineTable, L, levelByYear } from '../../model.js';
import type { TennisPlayer } from './players.js';
import { MEN, WOMEN } from './players.js';
import { SLAM_FINALS } from './grand-slams.js';

/** Year-end world No. 1 in the ATP (since 1973) and WTA (since 1975) singles rankings, to 2024. */
interface YearEndNo1 {
  readonly tour: 'atp' | 'wta';
  readonly year: number;
  readonly player: TennisPlayer;
}

type MenKey = keyof typeof MEN;
type WomenKey = keyof typeof WOMEN;

/** Consecutive years held by one player: [firstYear, lastYear, player]. */
function spans<K extends string>(
  tour: 'atp' | 'wta',
  players: Readonly<Record<K, TennisPlayer>>,
  list: readonly (readonly [number, number, K])[],
): YearEndNo1[] {
  const out: YearEndNo1[] = [];
  for (const [from, to, key] of list) for (let year = from; year <= to; year += 1) out.push({ tour, year, player: players[key] });
  return out;
}

const atp = spans<MenKey>('atp', MEN, [
  [1973, 1973, 'nastase'],
  [1974, 1978, 'connors'],
  [1979, 1980, 'borg'],
  [1981, 1984, 'mcenroe'],
  [1985, 1987, 'lendl'],
  [1988, 1988, 'wilander'],
  [1989, 1989, 'lendl'],
  [1990, 1991, 'edberg'],
  [1992, 1992, 'courier'],
  [1993, 1998, 'sampras'],
  [1999, 1999, 'agassi'],
  [2000, 2000, 'kuerten'],
  [2001, 2002, 'hewitt'],
  [2003, 2003, 'roddick'],
  [2004, 2007, 'federer'],
  [2008, 2008, 'nadal'],
  [2009, 2009, 'federer'],
  [2010, 2010, 'nadal'],
  [2011, 2012, 'djokovic'],
  [2013, 2013, 'nadal'],
  [2014, 2015, 'djokovic'],
  [2016, 2016, 'murray'],
  [2017, 2017, 'nadal'],
  [2018, 2018, 'djokovic'],
  [2019, 2019, 'nadal'],
  [2020, 2021, 'djokovic'],
  [2022, 2022, 'alcaraz'],
  [2023, 2023, 'djokovic'],
  [2024, 2024, 'sinner'],
]);

const wta = spans<WomenKey>('wta', WOMEN, [
  [1975, 1977, 'evert'],
  [1978, 1979, 'navratilova'],
  [1980, 1981, 'evert'],
  [1982, 1986, 'navratilova'],
  [1987, 1990, 'graf'],
  [1991, 1992, 'seles'],
  [1993, 1996, 'graf'],
  [1997, 1997, 'hingis'],
  [1998, 1998, 'davenport'],
  [1999, 2000, 'hingis'],
  [2001, 2001, 'davenport'],
  [2002, 2002, 'serena'],
  [2003, 2003, 'henin'],
  [2004, 2005, 'davenport'],
  [2006, 2007, 'henin'],
  [2008, 2008, 'jankovic'],
  [2009, 2009, 'serena'],
  [2010, 2011, 'wozniacki'],
  [2012, 2012, 'azarenka'],
  [2013, 2015, 'serena'],
  [2016, 2016, 'kerber'],
  [2017, 2018, 'halep'],
  [2019, 2021, 'barty'],
  [2022, 2023, 'swiatek'],
  [2024, 2024, 'sabalenka'],
]);

const rows: readonly YearEndNo1[] = [...atp, ...wta];

/** Every year-end No. 1 season, for the records counted from them (records.ts). */
export const yearEndNo1Rows: readonly YearEndNo1[] = rows;

/**
 * Players who shared the No. 1 ranking in a season and so are no fair wrong answer for it:
 * Monica Seles was ranked joint No. 1 with Steffi Graf from her return in 1995 into 1996.
 */
const SHARED_NO1: Readonly<Record<string, readonly Localized[]>> = {
  'wta-1995': [WOMEN.seles.name],
  'wta-1996': [WOMEN.seles.name],
};

export const yearEndNo1 = defineTable<YearEndNo1>({
  id: 'tennis.year-end-no1',
  sport: 'tennis',
  source: {
    title: 'Wikipedia: List of ATP number 1 ranked singles tennis players; List of WTA number 1 ranked singles tennis players',
    url: 'https://en.wikipedia.org/wiki/List_of_ATP_number_1_ranked_singles_tennis_players',
    asOf: '2025-01-01',
  },
  rows,
  key: (r) => `${r.tour}-${r.year}`,
  year: (r) => r.year,
  templates: [
    {
      id: 'player',
      era: 'person',
      level: (r) => levelByYear(r.year, 2008, 1990),
      question: (r) =>
        L(
          `Who finished ${r.year} as the year-end world No. 1 in the ${r.tour.toUpperCase()} singles rankings?`,
          `Кто завершил ${r.year} год первой ракеткой мира в одиночном рейтинге ${r.tour.toUpperCase()}?`,
        ),
      answer: (r) => r.player.name,
      // Year-end No. 1s of the same tour within three seasons, then the major champions of those
      // years: wrong answers of the same era (src/era.ts).
      distractors: (r) =>
        [
          ...rows.filter((x) => x.tour === r.tour && Math.abs(x.year - r.year) <= 3).map((x): Localized => x.player.name),
          ...SLAM_FINALS.filter((x) => x.gender === (r.tour === 'atp' ? 'm' : 'f') && Math.abs(x.year - r.year) <= 2).map(
            (x): Localized => x.champion.name,
          ),
        ].filter((name) => !(SHARED_NO1[`${r.tour}-${r.year}`] ?? []).some((shared) => shared.en === name.en)),
    },
  ],
});
