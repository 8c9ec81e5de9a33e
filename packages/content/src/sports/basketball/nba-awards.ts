import type { Localized } from '../../model.js';
import { dated, eraPeople, preferring } from '../../distractors.js';
import { defineTable, L, levelByYear } from '../../model.js';
import { widenedActive } from '../../seasons.js';
import { NBA_CLUB_SEASONS } from './club-seasons.js';
import { NBA_NEWCOMERS, NBA_STARS, nearbySeasons, PLAYER as P, season, TEAM as T } from './names.js';

/** One season's award: the season is named by the year it ended (2016 = 2015-16). */
interface Award {
  readonly season: number;
  readonly player: Localized;
  /** The club he played for that season; absent when it is not a single clear answer. */
  readonly team?: Localized;
}

/** NBA Most Valuable Player (regular season), 1955-56 to 2024-25. */
const mvpRows: readonly Award[] = [
  { season: 1956, player: P.pettit, team: T.stLouisHawks },
  { season: 1957, player: P.cousy, team: T.celtics },
  { season: 1958, player: P.russell, team: T.celtics },
  { season: 1959, player: P.pettit, team: T.stLouisHawks },
  { season: 1960, player: P.chamberlain, team: T.philadelphiaWarriors },
  { season: 1961, player: P.russell, team: T.celtics },
  { season: 1962, player: P.russell, team: T.celtics },
  { season: 1963, player: P.russell, team: T.celtics },
  { season: 1964, player: P.robertson, team: T.cincinnatiRoyals },
  { season: 1965, player: P.russell, team: T.celtics },
  { season: 1966, player: P.chamberlain, team: T.sixers },
  { season: 1967, player: P.chamberlain, team: T.sixers },
  { season: 1968, player: P.chamberlain, team: T.sixers },
  { season: 1969, player: P.unseld, team: T.baltimoreBullets },
  { season: 1970, player: P.reed, team: T.knicks },
  { season: 1971, player: P.abdulJabbar, team: T.bucks },
  { season: 1972, player: P.abdulJabbar, team: T.bucks },
  { season: 1973, player: P.cowens, team: T.celtics },
  { season: 1974, player: P.abdulJabbar, team: T.bucks },
  { season: 1975, player: P.mcAdoo, team: T.buffaloBraves },
  { season: 1976, player: P.abdulJabbar, team: T.lakers },
  { season: 1977, player: P.abdulJabbar, team: T.lakers },
  { season: 1978, player: P.walton, team: T.blazers },
  { season: 1979, player: P.maloneMoses, team: T.rockets },
  { season: 1980, player: P.abdulJabbar, team: T.lakers },
  { season: 1981, player: P.erving, team: T.sixers },
  { season: 1982, player: P.maloneMoses, team: T.rockets },
  { season: 1983, player: P.maloneMoses, team: T.sixers },
  { season: 1984, player: P.bird, team: T.celtics },
  { season: 1985, player: P.bird, team: T.celtics },
  { season: 1986, player: P.bird, team: T.celtics },
  { season: 1987, player: P.johnsonMagic, team: T.lakers },
  { season: 1988, player: P.jordan, team: T.bulls },
  { season: 1989, player: P.johnsonMagic, team: T.lakers },
  { season: 1990, player: P.johnsonMagic, team: T.lakers },
  { season: 1991, player: P.jordan, team: T.bulls },
  { season: 1992, player: P.jordan, team: T.bulls },
  { season: 1993, player: P.barkley, team: T.suns },
  { season: 1994, player: P.olajuwon, team: T.rockets },
  { season: 1995, player: P.robinson, team: T.spurs },
  { season: 1996, player: P.jordan, team: T.bulls },
  { season: 1997, player: P.maloneKarl, team: T.jazz },
  { season: 1998, player: P.jordan, team: T.bulls },
  { season: 1999, player: P.maloneKarl, team: T.jazz },
  { season: 2000, player: P.oNeal, team: T.lakers },
  { season: 2001, player: P.iverson, team: T.sixers },
  { season: 2002, player: P.duncan, team: T.spurs },
  { season: 2003, player: P.duncan, team: T.spurs },
  { season: 2004, player: P.garnett, team: T.timberwolves },
  { season: 2005, player: P.nash, team: T.suns },
  { season: 2006, player: P.nash, team: T.suns },
  { season: 2007, player: P.nowitzki, team: T.mavericks },
  { season: 2008, player: P.bryant, team: T.lakers },
  { season: 2009, player: P.james, team: T.cavaliers },
  { season: 2010, player: P.james, team: T.cavaliers },
  { season: 2011, player: P.rose, team: T.bulls },
  { season: 2012, player: P.james, team: T.heat },
  { season: 2013, player: P.james, team: T.heat },
  { season: 2014, player: P.durant, team: T.thunder },
  { season: 2015, player: P.curry, team: T.warriors },
  { season: 2016, player: P.curry, team: T.warriors },
  { season: 2017, player: P.westbrook, team: T.thunder },
  { season: 2018, player: P.harden, team: T.rockets },
  { season: 2019, player: P.antetokounmpo, team: T.bucks },
  { season: 2020, player: P.antetokounmpo, team: T.bucks },
  { season: 2021, player: P.jokic, team: T.nuggets },
  { season: 2022, player: P.jokic, team: T.nuggets },
  { season: 2023, player: P.embiid, team: T.sixers },
  { season: 2024, player: P.jokic, team: T.nuggets },
  { season: 2025, player: P.gilgeousAlexander, team: T.thunder },
];

/**
 * NBA Rookie of the Year, 1989-90 to 2024-25. The shared awards of 1994-95 (Grant Hill and
 * Jason Kidd) and 1999-2000 (Elton Brand and Steve Francis) are left out: two answers.
 */
const rookieRows: readonly Award[] = [
  { season: 1990, player: P.robinson, team: T.spurs },
  { season: 1991, player: P.coleman, team: T.newJerseyNets },
  { season: 1992, player: P.johnsonLarry, team: T.hornets },
  { season: 1993, player: P.oNeal, team: T.magic },
  { season: 1994, player: P.webber, team: T.warriors },
  { season: 1996, player: L('Damon Stoudamire', 'Дэймон Стаудемайр'), team: T.raptors },
  { season: 1997, player: P.iverson, team: T.sixers },
  { season: 1998, player: P.duncan, team: T.spurs },
  { season: 1999, player: P.carter, team: T.raptors },
  { season: 2001, player: L('Mike Miller', 'Майк Миллер'), team: T.magic },
  { season: 2002, player: P.gasolPau, team: T.grizzlies },
  { season: 2003, player: L("Amar'e Stoudemire", "Амар'е Стадемайр"), team: T.suns },
  { season: 2004, player: P.james, team: T.cavaliers },
  { season: 2005, player: L('Emeka Okafor', 'Эмека Окафор') },
  { season: 2006, player: P.paul },
  { season: 2007, player: L('Brandon Roy', 'Брэндон Рой'), team: T.blazers },
  { season: 2008, player: P.durant, team: T.seattleSupersonics },
  { season: 2009, player: P.rose, team: T.bulls },
  { season: 2010, player: L('Tyreke Evans', 'Тайрик Эванс'), team: T.kings },
  { season: 2011, player: P.griffin, team: T.clippers },
  { season: 2012, player: P.irving, team: T.cavaliers },
  { season: 2013, player: P.lillard, team: T.blazers },
  { season: 2014, player: L('Michael Carter-Williams', 'Майкл Картер-Уильямс'), team: T.sixers },
  { season: 2015, player: P.wiggins, team: T.timberwolves },
  { season: 2016, player: P.towns, team: T.timberwolves },
  { season: 2017, player: L('Malcolm Brogdon', 'Малкольм Брогдон'), team: T.bucks },
  { season: 2018, player: P.simmons, team: T.sixers },
  { season: 2019, player: P.doncic, team: T.mavericks },
  { season: 2020, player: P.morant, team: T.grizzlies },
  { season: 2021, player: L('LaMelo Ball', 'Ламело Болл'), team: T.hornets },
  { season: 2022, player: L('Scottie Barnes', 'Скотти Барнс'), team: T.raptors },
  { season: 2023, player: P.banchero, team: T.magic },
  { season: 2024, player: P.wembanyama, team: T.spurs },
  { season: 2025, player: L('Stephon Castle', 'Стефон Касл'), team: T.spurs },
];

const mvps = dated(
  mvpRows,
  (r) => r.season,
  (r) => r.player,
);
NBA_STARS.add(() => mvps);

/**
 * Clubs of the winners of the seasons around this one that played under that name in this
 * very season (`NBA_CLUB_SEASONS`), never the answer; widened only among that season's clubs.
 */
function clubsOfSeason(r: { season: number; team?: Localized }, all: readonly { season: number; team?: Localized }[]): Localized[] {
  return widenedActive(
    NBA_CLUB_SEASONS,
    r.season,
    (spread) =>
      all.filter((x) => Math.abs(x.season - r.season) <= spread).flatMap((x) => (x.team && x.team.en !== r.team?.en ? [x.team] : [])),
    { from: 10, step: 5, to: 40, min: 6 },
  );
}

export const nbaMvp = defineTable<Award>({
  id: 'basketball.nba-mvp',
  sport: 'basketball',
  source: {
    title: 'Wikipedia: NBA Most Valuable Player Award',
    url: 'https://en.wikipedia.org/wiki/NBA_Most_Valuable_Player_Award',
    asOf: '2025-07-01',
  },
  rows: mvpRows,
  key: (row) => String(row.season),
  year: (row) => row.season,
  templates: [
    {
      id: 'winner',
      era: 'person',
      level: (r) => levelByYear(r.season, 2000, 1980),
      question: (r) =>
        L(
          `Who was named NBA Most Valuable Player for the ${season(r.season).en} season?`,
          `Кто стал MVP регулярного сезона НБА ${season(r.season).ru}?`,
        ),
      answer: (r) => r.player,
      // MVPs of the seasons around it; where one man won them all, also the Finals MVPs, and
      // before the Finals MVP existed (1969) the rookies of those seasons.
      distractors: (r) =>
        preferring(r.player, [eraPeople(r.season, mvps), eraPeople(r.season, NBA_STARS.all()), eraPeople(r.season, NBA_NEWCOMERS.all())]),
    },
    {
      id: 'team',
      kind: { of: 'club', group: () => 'NBA' },
      season: { facts: NBA_CLUB_SEASONS, year: (r) => r.season },
      level: (r) => levelByYear(r.season, 2008, 1984),
      applies: (r) => r.team !== undefined,
      question: (r) =>
        L(
          `Which team did ${r.player.en} play for when he was named NBA MVP for the ${season(r.season).en} season?`,
          `За какой клуб выступал ${r.player.ru}, когда стал MVP сезона НБА ${season(r.season).ru}?`,
        ),
      answer: (r) => r.team as Localized,
      distractors: (r, all) => clubsOfSeason(r, all),
    },
    {
      // Only one-time winners survive: a repeat winner's text has several seasons and is dropped.
      id: 'season',
      level: (r) => levelByYear(r.season, 2005, 1985),
      question: (r) =>
        L(
          `In which season was ${r.player.en} named NBA Most Valuable Player?`,
          `В каком сезоне ${r.player.ru} стал MVP регулярного сезона НБА?`,
        ),
      answer: (r) => season(r.season),
      distractors: (r) => nearbySeasons(r.season, 5),
    },
  ],
});

const rookies = dated(
  rookieRows,
  (r) => r.season,
  (r) => r.player,
);
NBA_NEWCOMERS.add(() => rookies);

export const nbaRookies = defineTable<Award>({
  id: 'basketball.nba-rookie-of-the-year',
  sport: 'basketball',
  source: {
    title: 'Wikipedia: NBA Rookie of the Year Award',
    url: 'https://en.wikipedia.org/wiki/NBA_Rookie_of_the_Year_Award',
    asOf: '2025-07-01',
  },
  rows: rookieRows,
  key: (row) => String(row.season),
  year: (row) => row.season,
  templates: [
    {
      id: 'winner',
      era: 'person',
      level: (r) => levelByYear(r.season, 2013, 2000),
      question: (r) =>
        L(
          `Who was named NBA Rookie of the Year for the ${season(r.season).en} season?`,
          `Кто был признан лучшим новичком НБА в сезоне ${season(r.season).ru}?`,
        ),
      answer: (r) => r.player,
      distractors: (r) => eraPeople(r.season, rookies),
    },
    {
      id: 'team',
      kind: { of: 'club', group: () => 'NBA' },
      season: { facts: NBA_CLUB_SEASONS, year: (r) => r.season },
      level: (r) => levelByYear(r.season, 2016, 2000),
      applies: (r) => r.team !== undefined,
      question: (r) =>
        L(
          `For which team did ${r.player.en} play when he was named NBA Rookie of the Year (${season(r.season).en})?`,
          `За какой клуб выступал ${r.player.ru}, когда был признан лучшим новичком НБА (${season(r.season).ru})?`,
        ),
      answer: (r) => r.team as Localized,
      distractors: (r, all) => clubsOfSeason(r, all),
    },
  ],
});
