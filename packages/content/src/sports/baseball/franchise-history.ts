import type { Level, Localized } from '../../model.js';
import { defineTable, L, N, nearbyYears } from '../../model.js';
import type { Team } from './names.js';
import { TEAM as T } from './names.js';

/**
 * MLB franchise moves and renames. A move names the club that left, the city it went to and
 * the name it took there; a rename names the old and the new name.
 */
interface Change {
  readonly key: string;
  readonly kind: 'move' | 'rename';
  readonly year: number;
  readonly from: Team;
  readonly to: Team;
  /** Destination (moves only); in Russian in the accusative, as after «переехал в». */
  readonly city?: Localized;
  readonly level: Level;
}

const rows: readonly Change[] = [
  {
    key: 'dodgers-la',
    kind: 'move',
    year: 1958,
    from: T.brooklynDodgers,
    to: T.dodgers,
    city: L('Los Angeles', 'Лос-Анджелес'),
    level: 'easy',
  },
  {
    key: 'giants-sf',
    kind: 'move',
    year: 1958,
    from: T.nyGiants,
    to: T.giants,
    city: L('San Francisco', 'Сан-Франциско'),
    level: 'medium',
  },
  {
    key: 'braves-milwaukee',
    kind: 'move',
    year: 1953,
    from: T.bostonBraves,
    to: T.milwaukeeBraves,
    city: L('Milwaukee', 'Милуоки'),
    level: 'hard',
  },
  { key: 'braves-atlanta', kind: 'move', year: 1966, from: T.milwaukeeBraves, to: T.braves, city: L('Atlanta', 'Атланту'), level: 'hard' },
  {
    key: 'browns-baltimore',
    kind: 'move',
    year: 1954,
    from: T.stLouisBrowns,
    to: T.orioles,
    city: L('Baltimore', 'Балтимор'),
    level: 'hard',
  },
  {
    key: 'athletics-kansas-city',
    kind: 'move',
    year: 1955,
    from: T.philadelphiaAthletics,
    to: T.kansasCityAthletics,
    city: L('Kansas City', 'Канзас-Сити'),
    level: 'hard',
  },
  {
    key: 'athletics-oakland',
    kind: 'move',
    year: 1968,
    from: T.kansasCityAthletics,
    to: T.athletics,
    city: L('Oakland', 'Окленд'),
    level: 'hard',
  },
  { key: 'senators-minnesota', kind: 'move', year: 1961, from: T.senators, to: T.twins, city: L('Minnesota', 'Миннесоту'), level: 'hard' },
  { key: 'senators-texas', kind: 'move', year: 1972, from: T.senators1961, to: T.rangers, city: L('Texas', 'Техас'), level: 'hard' },
  {
    key: 'pilots-milwaukee',
    kind: 'move',
    year: 1970,
    from: T.seattlePilots,
    to: T.brewers,
    city: L('Milwaukee', 'Милуоки'),
    level: 'hard',
  },
  {
    key: 'expos-washington',
    kind: 'move',
    year: 2005,
    from: T.montrealExpos,
    to: T.nationals,
    city: L('Washington', 'Вашингтон'),
    level: 'medium',
  },
  { key: 'highlanders-yankees', kind: 'rename', year: 1913, from: T.highlanders, to: T.yankees, level: 'hard' },
  { key: 'colt45s-astros', kind: 'rename', year: 1965, from: T.colt45s, to: T.astros, level: 'hard' },
  { key: 'devil-rays-rays', kind: 'rename', year: 2008, from: T.devilRays, to: T.rays, level: 'medium' },
  { key: 'florida-miami-marlins', kind: 'rename', year: 2012, from: T.floridaMarlins, to: T.marlins, level: 'medium' },
  { key: 'indians-guardians', kind: 'rename', year: 2022, from: T.clevelandIndians, to: T.guardians, level: 'easy' },
];

function question(r: Change): Localized {
  if (r.kind === 'move') {
    return L(
      `Which club moved to ${r.city?.en} for the ${r.year} season and became the ${r.to.name.en}?`,
      `Какой клуб перед сезоном ${r.year} года переехал в ${r.city?.ru} и стал называться «${r.to.name.ru}»?`,
    );
  }
  return L(
    `Under which name did the ${r.to.name.en} play before the ${r.year} season?`,
    `Как назывался клуб «${r.to.name.ru}» до сезона ${r.year} года?`,
  );
}

function yearQuestion(r: Change): Localized {
  if (r.kind === 'move') {
    return L(
      `For which season did the ${r.from.name.en} move to ${r.city?.en}?`,
      `К какому сезону клуб «${r.from.name.ru}» переехал в ${r.city?.ru}?`,
    );
  }
  return L(
    `From which season have the former ${r.from.name.en} played as the ${r.to.name.en}?`,
    `С какого сезона бывший клуб «${r.from.name.ru}» выступает под названием «${r.to.name.ru}»?`,
  );
}

export const franchiseHistory = defineTable<Change>({
  id: 'baseball.franchise-history',
  sport: 'baseball',
  source: {
    title: 'Wikipedia: Major League Baseball relocation of franchises',
    url: 'https://en.wikipedia.org/wiki/Major_League_Baseball_relocation_of_franchises',
    asOf: '2025-10-01',
  },
  rows,
  key: (row) => row.key,
  templates: [
    {
      id: 'former-name',
      kind: { of: 'club', group: () => 'MLB' },
      level: (r) => r.level,
      question,
      answer: (r) => r.from.name,
      // Former names of other franchises: never another name of this very club.
      distractors: (r, all) => all.filter((o) => o.from.franchise !== r.from.franchise).map((o) => o.from.name),
    },
    {
      id: 'year',
      level: (r) => (r.level === 'easy' ? 'medium' : 'hard'),
      question: yearQuestion,
      answer: (r) => N(r.year),
      distractors: (r) => nearbyYears(r.year, 5),
    },
  ],
});
