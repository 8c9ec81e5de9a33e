import { seasonFacts } from '../../seasons.js';
import { TEAM as T } from './names.js';

/**
 * The seasons (by the year they ended) each NBA club played under the name the bank writes it
 * under, from the BAA's first season, 1946-47 (issue 33): a 1975 Finals question never offers
 * the Baltimore Bullets (Washington from 1974-75) or the Raptors (from 1995-96). Where a name
 * was carried twice, both spans are given; a club the facts do not list is never offered.
 */
export const NBA_CLUB_SEASONS = seasonFacts(
  'basketball.nba-club-seasons',
  {
    title: "Wikipedia: List of relocated National Basketball Association teams, and each club's article (its names by season)",
    url: 'https://en.wikipedia.org/wiki/List_of_relocated_National_Basketball_Association_teams',
    asOf: '2025-07-01',
  },
  [
    [T.hawks, [1969, 2025]],
    [T.stLouisHawks, [1956, 1968]],
    [T.celtics, [1947, 2025]],
    [T.nets, [2013, 2025]],
    [T.newJerseyNets, [1978, 2012]],
    // The Charlotte Hornets of 1988-2002 and again from 2014-15 (the Bobcats in between).
    [T.hornets, [1989, 2002], [2015, 2025]],
    // New Orleans, with two seasons as New Orleans/Oklahoma City (2005-07) left out.
    [T.newOrleansHornets, [2003, 2005], [2008, 2013]],
    [T.pelicans, [2014, 2025]],
    [T.bulls, [1967, 2025]],
    [T.chicagoStags, [1947, 1950]],
    [T.cavaliers, [1971, 2025]],
    [T.mavericks, [1981, 2025]],
    [T.nuggets, [1977, 2025]],
    [T.pistons, [1958, 2025]],
    [T.fortWaynePistons, [1949, 1957]],
    [T.warriors, [1972, 2025]],
    [T.philadelphiaWarriors, [1947, 1962]],
    [T.sanFranciscoWarriors, [1963, 1971]],
    [T.rockets, [1972, 2025]],
    [T.pacers, [1977, 2025]],
    [T.clippers, [1985, 2025]],
    [T.buffaloBraves, [1971, 1978]],
    [T.lakers, [1961, 2025]],
    [T.minneapolisLakers, [1949, 1960]],
    [T.grizzlies, [2002, 2025]],
    [T.heat, [1989, 2025]],
    [T.bucks, [1969, 2025]],
    [T.timberwolves, [1990, 2025]],
    [T.knicks, [1947, 2025]],
    [T.thunder, [2009, 2025]],
    [T.seattleSupersonics, [1968, 2008]],
    [T.magic, [1990, 2025]],
    [T.sixers, [1964, 2025]],
    [T.syracuseNationals, [1950, 1963]],
    [T.suns, [1969, 2025]],
    [T.blazers, [1971, 2025]],
    [T.kings, [1986, 2025]],
    [T.rochesterRoyals, [1949, 1957]],
    [T.cincinnatiRoyals, [1958, 1972]],
    [T.spurs, [1977, 2025]],
    [T.raptors, [1996, 2025]],
    [T.jazz, [1980, 2025]],
    [T.wizards, [1998, 2025]],
    [T.washingtonBullets, [1975, 1997]],
    // Two clubs were the Baltimore Bullets: the first (1947-54), and today's Wizards in 1963-73.
    [T.baltimoreBullets, [1948, 1954], [1964, 1973]],
    [T.washingtonCapitols, [1947, 1950]],
  ],
);
