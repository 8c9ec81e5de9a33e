import type { AnyFactTable, FactSource, Localized } from '../../model.js';
import { defineTable, L, levelByYear } from '../../model.js';
import { CLUB as K } from './club-names.js';
import { season } from './helpers.js';

/**
 * National league champions by season. A season is keyed by the year it ended ('2004' is
 * 2003-04); Russian seasons up to 2010 were played in one calendar year and are shown as such.
 * Left out on purpose: Serie A 2004-05 (title revoked) and 2005-06 (awarded after the season),
 * and Ligue 1 1992-93 (title stripped from Marseille, not awarded).
 */
interface Season {
  readonly endYear: number;
  readonly label: Localized;
  readonly champion: Localized;
  readonly runnerUp?: Localized;
}

interface League {
  readonly id: string;
  readonly source: FactSource;
  /** 'Which club won ... in <season>?' in both languages, from the season's label. */
  readonly winner: (label: Localized) => Localized;
  /** 'Which club finished second ... in <season>?', for leagues whose runners-up are listed. */
  readonly second?: (label: Localized) => Localized;
  /** Seasons ending on or after `easyFrom` are easy, on or after `mediumFrom` medium. */
  readonly easyFrom: number;
  readonly mediumFrom: number;
  /** [year the season ended, champion, runner-up?] */
  readonly seasons: readonly (readonly [number, Localized, Localized?])[];
  /** Label of a season: '2003-04' by default. */
  readonly label?: (endYear: number) => Localized;
}

const wiki = (title: string, page: string): FactSource => ({
  title: `Wikipedia: ${title}`,
  url: `https://en.wikipedia.org/wiki/${page}`,
  asOf: '2025-06-01',
});

function leagueTable(league: League): AnyFactTable {
  const rows: Season[] = league.seasons.map(([endYear, champion, runnerUp]) => ({
    endYear,
    label: (league.label ?? season)(endYear),
    champion,
    ...(runnerUp ? { runnerUp } : {}),
  }));
  const level = (r: Season) => levelByYear(r.endYear, league.easyFrom, league.mediumFrom);
  return defineTable<Season>({
    id: league.id,
    sport: 'soccer',
    source: league.source,
    rows,
    key: (r) => String(r.endYear),
    templates: [
      {
        id: 'champion',
        kind: { of: 'club', group: () => league.id, members: (r) => [r.champion, r.runnerUp] },
        level,
        question: (r) => league.winner(r.label),
        answer: (r) => r.champion,
      },
      ...(league.second
        ? [
            {
              id: 'runner-up',
              kind: { of: 'club' as const, group: () => league.id, members: (r: Season) => [r.champion, r.runnerUp] },
              // Runners-up are less remembered than champions: one band later for each level.
              level: (r: Season) => levelByYear(r.endYear, league.easyFrom + 8, league.mediumFrom + 8),
              applies: (r: Season) => r.runnerUp !== undefined,
              question: (r: Season) => (league.second as (label: Localized) => Localized)(r.label),
              answer: (r: Season) => r.runnerUp as Localized,
            },
          ]
        : []),
    ],
  });
}

export const premierLeagueChampions = leagueTable({
  id: 'soccer.premier-league-champions',
  source: wiki('List of English football champions', 'List_of_English_football_champions'),
  winner: (s) => L(`Which club won the Premier League in ${s.en}?`, `Какой клуб выиграл АПЛ в сезоне ${s.ru}?`),
  second: (s) => L(`Which club finished second in the Premier League in ${s.en}?`, `Какой клуб занял второе место в АПЛ в сезоне ${s.ru}?`),
  easyFrom: 2010,
  mediumFrom: 1999,
  seasons: [
    [1993, K.manUtd, K.astonVilla],
    [1994, K.manUtd, K.blackburn],
    [1995, K.blackburn, K.manUtd],
    [1996, K.manUtd, K.newcastle],
    [1997, K.manUtd, K.newcastle],
    [1998, K.arsenal, K.manUtd],
    [1999, K.manUtd, K.arsenal],
    [2000, K.manUtd, K.arsenal],
    [2001, K.manUtd, K.arsenal],
    [2002, K.arsenal, K.liverpool],
    [2003, K.manUtd, K.arsenal],
    [2004, K.arsenal, K.chelsea],
    [2005, K.chelsea, K.arsenal],
    [2006, K.chelsea, K.manUtd],
    [2007, K.manUtd, K.chelsea],
    [2008, K.manUtd, K.chelsea],
    [2009, K.manUtd, K.liverpool],
    [2010, K.chelsea, K.manUtd],
    [2011, K.manUtd, K.chelsea],
    [2012, K.manCity, K.manUtd],
    [2013, K.manUtd, K.manCity],
    [2014, K.manCity, K.liverpool],
    [2015, K.chelsea, K.manCity],
    [2016, K.leicester, K.arsenal],
    [2017, K.chelsea, K.tottenham],
    [2018, K.manCity, K.manUtd],
    [2019, K.manCity, K.liverpool],
    [2020, K.liverpool, K.manCity],
    [2021, K.manCity, K.manUtd],
    [2022, K.manCity, K.liverpool],
    [2023, K.manCity, K.arsenal],
    [2024, K.manCity, K.arsenal],
    [2025, K.liverpool, K.arsenal],
  ],
});

export const laLigaChampions = leagueTable({
  id: 'soccer.la-liga-champions',
  source: wiki('List of Spanish football champions', 'List_of_Spanish_football_champions'),
  winner: (s) => L(`Which club won La Liga in ${s.en}?`, `Какой клуб стал чемпионом Испании в сезоне ${s.ru}?`),
  easyFrom: 2012,
  mediumFrom: 1997,
  seasons: [
    [1981, K.realSociedad],
    [1982, K.realSociedad],
    [1983, K.athleticBilbao],
    [1984, K.athleticBilbao],
    [1985, K.barcelona],
    [1986, K.realMadrid],
    [1987, K.realMadrid],
    [1988, K.realMadrid],
    [1989, K.realMadrid],
    [1990, K.realMadrid],
    [1991, K.barcelona],
    [1992, K.barcelona],
    [1993, K.barcelona],
    [1994, K.barcelona],
    [1995, K.realMadrid],
    [1996, K.atleticoMadrid],
    [1997, K.realMadrid],
    [1998, K.barcelona],
    [1999, K.barcelona],
    [2000, K.deportivo],
    [2001, K.realMadrid],
    [2002, K.valencia],
    [2003, K.realMadrid],
    [2004, K.valencia],
    [2005, K.barcelona],
    [2006, K.barcelona],
    [2007, K.realMadrid],
    [2008, K.realMadrid],
    [2009, K.barcelona],
    [2010, K.barcelona],
    [2011, K.barcelona],
    [2012, K.realMadrid],
    [2013, K.barcelona],
    [2014, K.atleticoMadrid],
    [2015, K.barcelona],
    [2016, K.barcelona],
    [2017, K.realMadrid],
    [2018, K.barcelona],
    [2019, K.barcelona],
    [2020, K.realMadrid],
    [2021, K.atleticoMadrid],
    [2022, K.realMadrid],
    [2023, K.barcelona],
    [2024, K.realMadrid],
    [2025, K.barcelona],
  ],
});

export const serieAChampions = leagueTable({
  id: 'soccer.serie-a-champions',
  source: wiki('List of Italian football champions', 'List_of_Italian_football_champions'),
  winner: (s) => L(`Which club won Serie A in ${s.en}?`, `Какой клуб стал чемпионом Италии в сезоне ${s.ru}?`),
  easyFrom: 2012,
  mediumFrom: 1995,
  seasons: [
    [1981, K.juventus],
    [1982, K.juventus],
    [1983, K.roma],
    [1984, K.juventus],
    [1985, K.verona],
    [1986, K.juventus],
    [1987, K.napoli],
    [1988, K.milan],
    [1989, K.inter],
    [1990, K.napoli],
    [1991, K.sampdoria],
    [1992, K.milan],
    [1993, K.milan],
    [1994, K.milan],
    [1995, K.juventus],
    [1996, K.milan],
    [1997, K.juventus],
    [1998, K.juventus],
    [1999, K.milan],
    [2000, K.lazio],
    [2001, K.roma],
    [2002, K.juventus],
    [2003, K.juventus],
    [2004, K.milan],
    [2007, K.inter],
    [2008, K.inter],
    [2009, K.inter],
    [2010, K.inter],
    [2011, K.milan],
    [2012, K.juventus],
    [2013, K.juventus],
    [2014, K.juventus],
    [2015, K.juventus],
    [2016, K.juventus],
    [2017, K.juventus],
    [2018, K.juventus],
    [2019, K.juventus],
    [2020, K.juventus],
    [2021, K.inter],
    [2022, K.milan],
    [2023, K.napoli],
    [2024, K.inter],
    [2025, K.napoli],
  ],
});

export const bundesligaChampions = leagueTable({
  id: 'soccer.bundesliga-champions',
  source: wiki('List of German football champions', 'List_of_German_football_champions'),
  winner: (s) => L(`Which club won the Bundesliga in ${s.en}?`, `Какой клуб стал чемпионом Германии в сезоне ${s.ru}?`),
  easyFrom: 2010,
  mediumFrom: 1995,
  seasons: [
    [1970, K.gladbach],
    [1971, K.gladbach],
    [1972, K.bayern],
    [1973, K.bayern],
    [1974, K.bayern],
    [1975, K.gladbach],
    [1976, K.gladbach],
    [1977, K.gladbach],
    [1978, K.koln],
    [1979, K.hamburg],
    [1980, K.bayern],
    [1981, K.bayern],
    [1982, K.hamburg],
    [1983, K.hamburg],
    [1984, K.stuttgart],
    [1985, K.bayern],
    [1986, K.bayern],
    [1987, K.bayern],
    [1988, K.werder],
    [1989, K.bayern],
    [1990, K.bayern],
    [1991, K.kaiserslautern],
    [1992, K.stuttgart],
    [1993, K.werder],
    [1994, K.bayern],
    [1995, K.dortmund],
    [1996, K.dortmund],
    [1997, K.bayern],
    [1998, K.kaiserslautern],
    [1999, K.bayern],
    [2000, K.bayern],
    [2001, K.bayern],
    [2002, K.dortmund],
    [2003, K.bayern],
    [2004, K.werder],
    [2005, K.bayern],
    [2006, K.bayern],
    [2007, K.stuttgart],
    [2008, K.bayern],
    [2009, K.wolfsburg],
    [2010, K.bayern],
    [2011, K.dortmund],
    [2012, K.dortmund],
    [2013, K.bayern],
    [2014, K.bayern],
    [2015, K.bayern],
    [2016, K.bayern],
    [2017, K.bayern],
    [2018, K.bayern],
    [2019, K.bayern],
    [2020, K.bayern],
    [2021, K.bayern],
    [2022, K.bayern],
    [2023, K.bayern],
    [2024, K.leverkusen],
    [2025, K.bayern],
  ],
});

export const ligue1Champions = leagueTable({
  id: 'soccer.ligue-1-champions',
  source: wiki('List of French football champions', 'List_of_French_football_champions'),
  winner: (s) => L(`Which club won the French league title in ${s.en}?`, `Какой клуб стал чемпионом Франции в сезоне ${s.ru}?`),
  easyFrom: 2013,
  mediumFrom: 2001,
  seasons: [
    [1984, K.bordeaux],
    [1985, K.bordeaux],
    [1986, K.psg],
    [1987, K.bordeaux],
    [1988, K.monaco],
    [1989, K.marseille],
    [1990, K.marseille],
    [1991, K.marseille],
    [1992, K.marseille],
    [1994, K.psg],
    [1995, K.nantes],
    [1996, K.auxerre],
    [1997, K.monaco],
    [1998, K.lens],
    [1999, K.bordeaux],
    [2000, K.monaco],
    [2001, K.nantes],
    [2002, K.lyon],
    [2003, K.lyon],
    [2004, K.lyon],
    [2005, K.lyon],
    [2006, K.lyon],
    [2007, K.lyon],
    [2008, K.lyon],
    [2009, K.bordeaux],
    [2010, K.marseille],
    [2011, K.lille],
    [2012, K.montpellier],
    [2013, K.psg],
    [2014, K.psg],
    [2015, K.psg],
    [2016, K.psg],
    [2017, K.monaco],
    [2018, K.psg],
    [2019, K.psg],
    [2020, K.psg],
    [2021, K.lille],
    [2022, K.psg],
    [2023, K.psg],
    [2024, K.psg],
    [2025, K.psg],
  ],
});

/** Russian seasons: calendar years 1992-2010, then 2011-12 (a long transitional season) on. */
function russianSeason(endYear: number): Localized {
  return endYear <= 2010 ? L(String(endYear), `в ${endYear} году`) : L(season(endYear).en, `в сезоне ${season(endYear).ru}`);
}

export const russianChampions = leagueTable({
  id: 'soccer.russian-champions',
  source: wiki('List of Russian football champions', 'List_of_Russian_football_champions'),
  // The Russian label already holds its preposition: 'в 2001 году' or 'в сезоне 2012/13'.
  winner: (s) => L(`Which club won the Russian league title in ${s.en}?`, `Какой клуб стал чемпионом России ${s.ru}?`),
  easyFrom: 2013,
  mediumFrom: 2002,
  label: russianSeason,
  seasons: [
    [1992, K.spartak],
    [1993, K.spartak],
    [1994, K.spartak],
    [1995, K.alania],
    [1996, K.spartak],
    [1997, K.spartak],
    [1998, K.spartak],
    [1999, K.spartak],
    [2000, K.spartak],
    [2001, K.spartak],
    [2002, K.lokomotiv],
    [2003, K.cska],
    [2004, K.lokomotiv],
    [2005, K.cska],
    [2006, K.cska],
    [2007, K.zenit],
    [2008, K.rubin],
    [2009, K.rubin],
    [2010, K.zenit],
    [2012, K.zenit],
    [2013, K.cska],
    [2014, K.cska],
    [2015, K.zenit],
    [2016, K.cska],
    [2017, K.spartak],
    [2018, K.lokomotiv],
    [2019, K.zenit],
    [2020, K.zenit],
    [2021, K.zenit],
    [2022, K.zenit],
    [2023, K.zenit],
    [2024, K.zenit],
    [2025, K.krasnodar],
  ],
});

export const leagueChampionTables = [
  premierLeagueChampions,
  laLigaChampions,
  serieAChampions,
  bundesligaChampions,
  ligue1Champions,
  russianChampions,
];
