import type { Level, Localized } from '../../model.js';
import { defineTable, L } from '../../model.js';
import type { Golfer, GolferKey } from './players.js';
import { GOLFERS } from './players.js';

/**
 * Winners of the four men's major championships: the Masters from 1960, the U.S. Open,
 * The Open Championship and the PGA Championship from 1970, all to 2025. The Open was not
 * played in 2020; the 2020 Masters was played in November and the U.S. Open in September.
 */
export type Major = 'masters' | 'usOpen' | 'open' | 'pga';

interface MajorWin {
  readonly major: Major;
  readonly year: number;
  readonly winner: Golfer;
}

interface MajorNames {
  /** "Who won the 1997 Masters?" */
  readonly title: (year: number) => Localized;
}

export const MAJORS: Readonly<Record<Major, MajorNames>> = {
  masters: {
    title: (y) => L(`the ${y} Masters`, `«Мастерс» ${y} года`),
  },
  usOpen: {
    title: (y) => L(`the ${y} U.S. Open golf championship`, `Открытый чемпионат США по гольфу ${y} года`),
  },
  open: {
    title: (y) => L(`the ${y} Open Championship`, `Открытый чемпионат Великобритании по гольфу ${y} года`),
  },
  pga: {
    title: (y) => L(`the ${y} PGA Championship`, `чемпионат PGA ${y} года`),
  },
};

/** A major's name as an answer. */
const MAJOR_NAME: Readonly<Record<Major, Localized>> = {
  masters: L('The Masters', '«Мастерс»'),
  usOpen: L('The U.S. Open', 'Открытый чемпионат США'),
  open: L('The Open Championship', 'Открытый чемпионат Великобритании'),
  pga: L('The PGA Championship', 'Чемпионат PGA'),
};

function wins(major: Major, from: number, winners: readonly (GolferKey | null)[]): MajorWin[] {
  const out: MajorWin[] = [];
  winners.forEach((key, i) => {
    if (key) out.push({ major, year: from + i, winner: GOLFERS[key] });
  });
  return out;
}

/* Each list runs year by year from its first year; null marks a year the major was not played. */
// prettier-ignore
const masters = wins('masters', 1960, [
  'palmer', 'player', 'palmer', 'nicklaus', 'palmer', 'nicklaus', 'nicklaus', 'brewer', 'goalby', 'archer', // 1960-69
  'casper', 'coody', 'nicklaus', 'aaron', 'player', 'nicklaus', 'floyd', 'watson', 'player', 'zoeller', // 1970-79
  'ballesteros', 'watson', 'stadler', 'ballesteros', 'crenshaw', 'langer', 'nicklaus', 'mize', 'lyle', 'faldo', // 1980-89
  'faldo', 'woosnam', 'couples', 'langer', 'olazabal', 'crenshaw', 'faldo', 'woods', 'omeara', 'olazabal', // 1990-99
  'singh', 'woods', 'woods', 'weir', 'mickelson', 'woods', 'mickelson', 'zjohnson', 'immelman', 'cabrera', // 2000-09
  'mickelson', 'schwartzel', 'bwatson', 'scott', 'bwatson', 'spieth', 'willett', 'garcia', 'reed', 'woods', // 2010-19
  'djohnson', 'matsuyama', 'scheffler', 'rahm', 'scheffler', 'mcilroy', // 2020-25
]);

// prettier-ignore
const usOpen = wins('usOpen', 1970, [
  'jacklin', 'trevino', 'nicklaus', 'millerJ', 'irwin', 'lgraham', 'pate', 'green', 'north', 'irwin', // 1970-79
  'nicklaus', 'dgraham', 'watson', 'nelson', 'zoeller', 'north', 'floyd', 'ssimpson', 'strange', 'strange', // 1980-89
  'irwin', 'stewart', 'kite', 'janzen', 'els', 'pavin', 'sjones', 'els', 'janzen', 'stewart', // 1990-99
  'woods', 'goosen', 'woods', 'furyk', 'goosen', 'campbell', 'ogilvy', 'cabrera', 'woods', 'glover', // 2000-09
  'mcdowell', 'mcilroy', 'wsimpson', 'rose', 'kaymer', 'spieth', 'djohnson', 'koepka', 'koepka', 'woodland', // 2010-19
  'dechambeau', 'rahm', 'fitzpatrick', 'clark', 'dechambeau', 'spaun', // 2020-25
]);

// prettier-ignore
const open = wins('open', 1970, [
  'nicklaus', 'trevino', 'trevino', 'weiskopf', 'player', 'watson', 'millerJ', 'watson', 'nicklaus', 'ballesteros', // 1970-79
  'watson', 'rogers', 'watson', 'watson', 'ballesteros', 'lyle', 'norman', 'faldo', 'ballesteros', 'calcavecchia', // 1980-89
  'faldo', 'bakerFinch', 'faldo', 'norman', 'price', 'daly', 'lehman', 'leonard', 'omeara', 'lawrie', // 1990-99
  'woods', 'duval', 'els', 'curtis', 'hamilton', 'woods', 'woods', 'harrington', 'harrington', 'cink', // 2000-09
  'oosthuizen', 'clarke', 'els', 'mickelson', 'mcilroy', 'zjohnson', 'stenson', 'spieth', 'molinari', 'lowry', // 2010-19
  null, 'morikawa', 'csmith', 'harman', 'schauffele', 'scheffler', // 2020-25
]);

// prettier-ignore
const pga = wins('pga', 1970, [
  'stockton', 'nicklaus', 'player', 'nicklaus', 'trevino', 'nicklaus', 'stockton', 'wadkins', 'mahaffey', 'dgraham', // 1970-79
  'nicklaus', 'nelson', 'floyd', 'sutton', 'trevino', 'green', 'tway', 'nelson', 'sluman', 'stewart', // 1980-89
  'grady', 'daly', 'price', 'azinger', 'price', 'elkington', 'brooks', 'love', 'singh', 'woods', // 1990-99
  'woods', 'toms', 'beem', 'micheel', 'singh', 'mickelson', 'woods', 'woods', 'harrington', 'yang', // 2000-09
  'kaymer', 'bradley', 'mcilroy', 'dufner', 'mcilroy', 'day', 'walker', 'jthomas', 'koepka', 'koepka', // 2010-19
  'morikawa', 'mickelson', 'jthomas', 'koepka', 'schauffele', 'scheffler', // 2020-25
]);

export const MAJOR_WINS: readonly MajorWin[] = [...masters, ...usOpen, ...open, ...pga];

function level(r: MajorWin): Level {
  const fame = r.winner.fame;
  if (fame === 1 && r.year >= 1995) return 'easy';
  if (fame === 1 || (fame === 2 && r.year >= 1990) || r.year >= 2015) return 'medium';
  return 'hard';
}

export const majorWinners = defineTable<MajorWin>({
  id: 'golf.major-winners',
  sport: 'golf',
  source: {
    title: "Wikipedia: List of men's major championships winning golfers",
    url: 'https://en.wikipedia.org/wiki/List_of_men%27s_major_championships_winning_golfers',
    asOf: '2025-08-31',
  },
  rows: MAJOR_WINS,
  key: (r) => `${r.major}-${r.year}`,
  year: (r) => r.year,
  templates: [
    {
      id: 'winner',
      era: 'person',
      level,
      question: (r) => {
        const title = MAJORS[r.major].title(r.year);
        return L(`Who won ${title.en}?`, `Кто выиграл ${title.ru}?`);
      },
      answer: (r) => r.winner.name,
      // Winners of any major within three seasons: golfers of the same era (src/era.ts). The
      // early 1960s, when only the Masters is listed, have few; some of those drafts drop.
      distractors: (r, rows) => rows.filter((x) => Math.abs(x.year - r.year) <= 3).map((x) => x.winner.name),
    },
    {
      // A golfer with two majors in one season makes the text ambiguous: the generator drops it.
      id: 'major',
      level,
      question: (r) =>
        L(
          `Which major championship did ${r.winner.name.en} win in ${r.year}?`,
          `Какой мейджор ${r.winner.name.ru} выиграл в ${r.year} году?`,
        ),
      answer: (r) => MAJOR_NAME[r.major],
      distractors: (r) => (Object.keys(MAJOR_NAME) as Major[]).filter((m) => m !== r.major).map((m) => MAJOR_NAME[m]),
    },
  ],
});
