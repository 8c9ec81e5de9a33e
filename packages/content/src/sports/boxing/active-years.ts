import { L } from '../../model.js';
import type { SeasonEntry } from '../../seasons.js';
import { seasonFacts } from '../../seasons.js';
import { BOXERS as B } from './boxers.js';

/**
 * Heavyweights who never won the title in the ring but fought for it or for the top of the
 * division, and are not among the bank's boxers: wrong answers for the years when few champions
 * of the table were boxing (1908-1919, the 1960s).
 */
export const EARLY_HEAVYWEIGHTS = {
  langford: L('Sam Langford', 'Сэм Лэнгфорд'),
  jeffries: L('James J. Jeffries', 'Джеймс Джеффрис'),
  hart: L('Marvin Hart', 'Марвин Харт'),
  jeannette: L('Joe Jeannette', 'Джо Жаннетт'),
  mcVea: L('Sam McVea', 'Сэм Маквей'),
  cooper: L('Henry Cooper', 'Генри Купер'),
  chuvalo: L('George Chuvalo', 'Джордж Чувало'),
  terrell: L('Ernie Terrell', 'Эрни Террелл'),
} as const;

const E = EARLY_HEAVYWEIGHTS;

/**
 * The years each heavyweight boxed professionally (issue 33): from his professional debut to his
 * last fight, without the years he was away (Ali's exile, 1967-70; Bowe's, 1997-2003; Tyson's
 * prison years). Where a boundary is uncertain the span stops at a year known for sure, so a
 * boxer is never offered for a year he did not box. A title-change question offers only boxers
 * active in its year.
 */
const entries: readonly SeasonEntry[] = [
  [E.langford, [1902, 1926]],
  [E.jeffries, [1895, 1904], [1910, 1910]],
  [E.hart, [1899, 1910]],
  [E.jeannette, [1904, 1919]],
  [E.mcVea, [1903, 1921]],
  [E.cooper, [1954, 1971]],
  [E.chuvalo, [1956, 1979]],
  [E.terrell, [1957, 1973]],
  [B.moore, [1935, 1963]],
  [B.parker, [2012, 2025]],
  [B.jackJohnson, [1898, 1938]],
  [B.burns, [1900, 1920]],
  [B.willard, [1911, 1923]],
  [B.dempsey, [1914, 1927]],
  [B.tunney, [1915, 1928]],
  [B.schmeling, [1924, 1948]],
  [B.sharkey, [1924, 1936]],
  [B.carnera, [1928, 1937], [1945, 1946]],
  [B.baer, [1929, 1941]],
  [B.braddock, [1926, 1938]],
  [B.louis, [1934, 1951]],
  [B.walcott, [1930, 1953]],
  [B.charles, [1940, 1959]],
  [B.marciano, [1947, 1955]],
  [B.johansson, [1952, 1963]],
  [B.patterson, [1952, 1972]],
  [B.liston, [1953, 1970]],
  [B.clay, [1960, 1967], [1970, 1981]],
  [B.ali, [1960, 1967], [1970, 1981]],
  [B.ellis, [1961, 1975]],
  [B.frazier, [1965, 1976], [1981, 1981]],
  [B.foreman, [1969, 1977], [1987, 1997]],
  [B.norton, [1967, 1981]],
  [B.leonSpinks, [1977, 1995]],
  [B.holmes, [1973, 1988], [1991, 2002]],
  [B.michaelSpinks, [1977, 1988]],
  [B.berbick, [1976, 2000]],
  [B.tyson, [1985, 1991], [1995, 2005], [2024, 2024]],
  [B.douglas, [1981, 1990], [1996, 1999]],
  [B.holyfield, [1984, 2011]],
  [B.bowe, [1989, 1996], [2004, 2008]],
  [B.moorer, [1988, 1997], [2000, 2008]],
  [B.lewis, [1989, 2003]],
  [B.rahman, [1994, 2012]],
  [B.hide, [1989, 2006]],
  [B.byrd, [1993, 2009]],
  [B.sanders, [1989, 2004]],
  [B.johnRuiz, [1992, 2010]],
  [B.valuev, [1993, 2009]],
  [B.maskaev, [1993, 2008]],
  [B.chagaev, [2001, 2014]],
  [B.briggs, [1992, 2010]],
  [B.ibragimov, [2002, 2008]],
  [B.peter, [2001, 2012]],
  [B.haye, [2002, 2012], [2016, 2018]],
  [B.vitali, [1996, 2004], [2008, 2012]],
  [B.wladimir, [1996, 2017]],
  [B.povetkin, [2005, 2021]],
  [B.stiverne, [2005, 2018]],
  [B.wilder, [2008, 2024]],
  [B.fury, [2008, 2016], [2018, 2024]],
  [B.charlesMartin, [2012, 2023]],
  [B.joshua, [2013, 2024]],
  [B.andyRuiz, [2009, 2024]],
  [B.usyk, [2013, 2025]],
];

export const HEAVYWEIGHT_ACTIVE_YEARS = seasonFacts(
  'boxing.heavyweight-active-years',
  {
    title: "Wikipedia: List of world heavyweight boxing champions, and each boxer's article (professional record)",
    url: 'https://en.wikipedia.org/wiki/List_of_world_heavyweight_boxing_champions',
    asOf: '2025-01-01',
  },
  entries,
);
