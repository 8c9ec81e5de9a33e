import { seasonFacts } from '../../seasons.js';
import { TEAM as T } from './names.js';

/**
 * The seasons each MLB club carried the name the bank writes it under (issue 33): founded,
 * moved, renamed. A World Series question of 1955 offers only clubs that played under those
 * names in 1955: never the Mets (from 1962), the Royals (1969) or the Milwaukee Braves after
 * they moved to Atlanta (1966). Spans are inclusive seasons; the current names run to 2025.
 */
export const MLB_CLUB_SEASONS = seasonFacts(
  'baseball.mlb-club-seasons',
  {
    title: "Wikipedia: Major League Baseball relocation of franchises, and each club's article (its names by season)",
    url: 'https://en.wikipedia.org/wiki/Major_League_Baseball_relocation_of_franchises',
    asOf: '2025-11-02',
  },
  [
    [T.yankees.name, [1913, 2025]],
    [T.highlanders.name, [1903, 1912]],
    [T.redSox.name, [1908, 2025]],
    [T.bostonAmericans.name, [1901, 1907]],
    [T.dodgers.name, [1958, 2025]],
    // Brooklyn were the Dodgers in 1911-13 and again from 1932, the Robins in between.
    [T.brooklynDodgers.name, [1911, 1913], [1932, 1957]],
    [T.brooklynRobins.name, [1914, 1931]],
    [T.giants.name, [1958, 2025]],
    [T.nyGiants.name, [1885, 1957]],
    [T.cardinals.name, [1900, 2025]],
    [T.cubs.name, [1903, 2025]],
    [T.whiteSox.name, [1904, 2025]],
    [T.tigers.name, [1901, 2025]],
    [T.guardians.name, [2022, 2025]],
    [T.clevelandIndians.name, [1915, 2021]],
    [T.pirates.name, [1891, 2025]],
    // The Cincinnati Redlegs of 1954-58 are left out as the Reds.
    [T.reds.name, [1890, 1953], [1959, 2025]],
    [T.orioles.name, [1954, 2025]],
    [T.stLouisBrowns.name, [1902, 1953]],
    // The Athletics left Oakland after 2024.
    [T.athletics.name, [1968, 2024]],
    [T.philadelphiaAthletics.name, [1901, 1954]],
    [T.kansasCityAthletics.name, [1955, 1967]],
    [T.twins.name, [1961, 2025]],
    // Two clubs carried the name: the first (1901-60) became the Twins, the second (1961-71) the Rangers.
    [T.senators.name, [1901, 1960]],
    [T.senators1961.name, [1961, 1971]],
    [T.royals.name, [1969, 2025]],
    [T.blueJays.name, [1977, 2025]],
    [T.rangers.name, [1972, 2025]],
    [T.diamondbacks.name, [1998, 2025]],
    [T.nationals.name, [2005, 2025]],
    [T.montrealExpos.name, [1969, 2004]],
    [T.rays.name, [2008, 2025]],
    [T.devilRays.name, [1998, 2007]],
    [T.marlins.name, [2012, 2025]],
    [T.floridaMarlins.name, [1993, 2011]],
    [T.rockies.name, [1993, 2025]],
    [T.padres.name, [1969, 2025]],
    [T.brewers.name, [1970, 2025]],
    [T.seattlePilots.name, [1969, 1969]],
    [T.mariners.name, [1977, 2025]],
    // The Los Angeles Angels of 1961-64 and since 2016 (California 1965-96, Los Angeles Angels of Anaheim 2005-15).
    [T.angels.name, [1961, 1964], [2016, 2025]],
    [T.anaheimAngels.name, [1997, 2004]],
    [T.astros.name, [1965, 2025]],
    [T.colt45s.name, [1962, 1964]],
    [T.braves.name, [1966, 2025]],
    [T.milwaukeeBraves.name, [1953, 1965]],
    // Boston's National League club was the Bees in 1936-40.
    [T.bostonBraves.name, [1912, 1935], [1941, 1952]],
    [T.phillies.name, [1890, 2025]],
    [T.mets.name, [1962, 2025]],
  ],
);
