import type { Localized } from '../../model.js';
import { dated, eraPeople } from '../../distractors.js';
import { defineTable, L, levelByYear, N, nearbyNumbers } from '../../model.js';
import { season } from './helpers.js';
import { PERSON as P } from './people.js';

/**
 * Premier League Golden Boot: each season's top scorer and his league goals. Shared awards
 * (1997-98, 1998-99, 2010-11, 2018-19 and 2021-22) are never asked: they name everyone who
 * shared it, only as wrong answers of their era for the seasons around them.
 */
interface TopScorer {
  readonly endYear: number;
  readonly player: Localized;
  readonly goals: number;
  /** The others who shared that season's Golden Boot with the same tally. */
  readonly sharedWith?: readonly Localized[];
}

const rows: readonly TopScorer[] = [
  { endYear: 1993, player: P.sheringham, goals: 22 },
  { endYear: 1994, player: P.cole, goals: 34 },
  { endYear: 1995, player: P.shearer, goals: 34 },
  { endYear: 1996, player: P.shearer, goals: 31 },
  { endYear: 1997, player: P.shearer, goals: 25 },
  { endYear: 1998, player: P.dublin, goals: 18, sharedWith: [P.owen, P.sutton] },
  { endYear: 1999, player: P.hasselbaink, goals: 18, sharedWith: [P.owen, P.yorke] },
  { endYear: 2000, player: P.phillips, goals: 30 },
  { endYear: 2001, player: P.hasselbaink, goals: 23 },
  { endYear: 2002, player: P.henry, goals: 24 },
  { endYear: 2003, player: P.vanNistelrooy, goals: 25 },
  { endYear: 2004, player: P.henry, goals: 30 },
  { endYear: 2005, player: P.henry, goals: 25 },
  { endYear: 2006, player: P.henry, goals: 27 },
  { endYear: 2007, player: P.drogba, goals: 20 },
  { endYear: 2008, player: P.cristiano, goals: 31 },
  { endYear: 2009, player: P.anelka, goals: 19 },
  { endYear: 2010, player: P.drogba, goals: 29 },
  { endYear: 2011, player: P.berbatov, goals: 20, sharedWith: [P.tevez] },
  { endYear: 2012, player: P.vanPersie, goals: 30 },
  { endYear: 2013, player: P.vanPersie, goals: 26 },
  { endYear: 2014, player: P.suarez, goals: 31 },
  { endYear: 2015, player: P.aguero, goals: 26 },
  { endYear: 2016, player: P.kane, goals: 25 },
  { endYear: 2017, player: P.kane, goals: 29 },
  { endYear: 2018, player: P.salah, goals: 32 },
  { endYear: 2019, player: P.aubameyang, goals: 22, sharedWith: [P.mane, P.salah] },
  { endYear: 2020, player: P.vardy, goals: 23 },
  { endYear: 2021, player: P.kane, goals: 23 },
  { endYear: 2022, player: P.salah, goals: 23, sharedWith: [P.son] },
  { endYear: 2023, player: P.haaland, goals: 36 },
  { endYear: 2024, player: P.haaland, goals: 27 },
  { endYear: 2025, player: P.salah, goals: 29 },
];

export const premierLeagueTopScorers = defineTable<TopScorer>({
  id: 'soccer.premier-league-top-scorers',
  sport: 'soccer',
  source: {
    title: 'Wikipedia: Premier League Golden Boot',
    url: 'https://en.wikipedia.org/wiki/Premier_League_Golden_Boot',
    asOf: '2025-06-01',
  },
  rows,
  key: (r) => String(r.endYear),
  year: (r) => r.endYear,
  people: (r) => [r.player, ...(r.sharedWith ?? [])],
  templates: [
    {
      id: 'top-scorer',
      era: 'person',
      level: (r) => levelByYear(r.endYear, 2012, 2002),
      applies: (r) => !r.sharedWith,
      question: (r) => {
        const s = season(r.endYear);
        return L(`Who was the Premier League's top scorer in ${s.en}?`, `Кто стал лучшим бомбардиром АПЛ в сезоне ${s.ru}?`);
      },
      answer: (r) => r.player,
      distractors: (r) => eraPeople(r.endYear, premierLeagueScorers()),
    },
    {
      // Every player here is a man, so 'забил' always agrees.
      id: 'goals',
      level: (r) => (r.endYear === 2023 ? 'medium' : 'hard'),
      applies: (r) => !r.sharedWith,
      question: (r) => {
        const s = season(r.endYear);
        return L(
          `How many Premier League goals did ${r.player.en} score in ${s.en}, when he was the league's top scorer?`,
          `Сколько голов ${r.player.ru} забил в АПЛ в сезоне ${s.ru}, когда стал лучшим бомбардиром лиги?`,
        );
      },
      answer: (r) => N(r.goals),
      distractors: (r) => nearbyNumbers(r.goals, 1, 6, 10),
    },
  ],
});

/** Every Premier League top scorer with the year his season ended. */
export function premierLeagueScorers() {
  return dated(
    rows,
    (r) => r.endYear,
    (r) => [r.player, ...(r.sharedWith ?? [])],
  );
}
