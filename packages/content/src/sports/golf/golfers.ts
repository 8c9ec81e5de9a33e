import { COUNTRY } from '../../names/countries.js';
import type { Level, Localized } from '../../model.js';
import { defineTable, L, wikipedia } from '../../model.js';
import type { Golfer } from './players.js';
import { GOLFERS as G } from './players.js';

const C = COUNTRY;

function byFame(golfer: Golfer): Level {
  if (golfer.fame === 1) return 'easy';
  if (golfer.fame === 2) return 'medium';
  return 'hard';
}

/**
 * Where famous golfers come from. Golf counts the home nations of the UK separately, and
 * golfers from Northern Ireland may play for Ireland at the Olympics: so the home nation (not
 * Great Britain) is the answer, and Ireland is never a wrong answer for Northern Ireland.
 * Golfers born in one country and playing for another (Justin Rose, Sandy Lyle, Ian Woosnam,
 * Nick Price) are left out.
 */
interface GolferNation {
  readonly id: string;
  readonly golfer: Golfer;
  readonly country: Localized;
}

const nationRows: readonly GolferNation[] = (
  [
    ['woods', G.woods, C.unitedStates],
    ['nicklaus', G.nicklaus, C.unitedStates],
    ['palmer', G.palmer, C.unitedStates],
    ['scheffler', G.scheffler, C.unitedStates],
    ['player', G.player, C.southAfrica],
    ['els', G.els, C.southAfrica],
    ['goosen', G.goosen, C.southAfrica],
    ['oosthuizen', G.oosthuizen, C.southAfrica],
    ['schwartzel', G.schwartzel, C.southAfrica],
    ['norman', G.norman, C.australia],
    ['scott', G.scott, C.australia],
    ['day', G.day, C.australia],
    ['cameron-smith', G.csmith, C.australia],
    ['campbell', G.campbell, C.newZealand],
    ['singh', G.singh, C.fiji],
    ['cabrera', G.cabrera, C.argentina],
    ['ballesteros', G.ballesteros, C.spain],
    ['olazabal', G.olazabal, C.spain],
    ['garcia', G.garcia, C.spain],
    ['rahm', G.rahm, C.spain],
    ['langer', G.langer, C.germany],
    ['kaymer', G.kaymer, C.germany],
    ['faldo', G.faldo, C.england],
    ['fitzpatrick', G.fitzpatrick, C.england],
    ['jacklin', G.jacklin, C.england],
    ['willett', G.willett, C.england],
    ['lawrie', G.lawrie, C.scotland],
    ['montgomerie', G.montgomerie, C.scotland],
    ['mcilroy', G.mcilroy, C.northernIreland],
    ['mcdowell', G.mcdowell, C.northernIreland],
    ['clarke', G.clarke, C.northernIreland],
    ['harrington', G.harrington, C.ireland],
    ['lowry', G.lowry, C.ireland],
    ['stenson', G.stenson, C.sweden],
    ['molinari', G.molinari, C.italy],
    ['matsuyama', G.matsuyama, C.japan],
    ['yang', G.yang, C.southKorea],
    ['weir', G.weir, C.canada],
  ] as const
).map(([id, golfer, country]) => ({ id, golfer, country }));

/** Each golfer's Wikipedia biography (nationality), where its title is not the golfer's name. */
const ARTICLE: Readonly<Record<string, string>> = {
  'Adam Scott': 'Adam Scott (golfer)',
  'Jason Day': 'Jason Day (golfer)',
  'Cameron Smith': 'Cameron Smith (golfer)',
  'Michael Campbell': 'Michael Campbell (golfer)',
  'Ángel Cabrera': 'Ángel Cabrera (golfer)',
  'Shane Lowry': 'Shane Lowry (golfer)',
};

export const golferNationalities = defineTable<GolferNation>({
  id: 'golf.nationalities',
  sport: 'golf',
  source: {
    title: "Wikipedia: List of men's major championships winning golfers; each row cites its golfer's biography",
    url: 'https://en.wikipedia.org/wiki/List_of_men%27s_major_championships_winning_golfers',
    asOf: '2025-08-31',
  },
  rows: nationRows,
  key: (r) => r.id,
  rowSource: (r) => wikipedia(ARTICLE[r.golfer.name.en] ?? r.golfer.name.en, '2025-08-31'),
  templates: [
    {
      id: 'country',
      level: (r) => byFame(r.golfer),
      question: (r) => L(`Which country is golfer ${r.golfer.name.en} from?`, `Из какой страны гольфист ${r.golfer.name.ru}?`),
      answer: (r) => r.country,
      // Ulster golfers may represent Ireland at the Olympics: Ireland is never a wrong answer for them.
      distractors: (r) => nationRows.map((x) => x.country).filter((c) => !(r.country === C.northernIreland && c === C.ireland)),
    },
  ],
});

/** Nicknames every golf commentator uses. */
interface Nickname {
  readonly id: string;
  readonly golfer: Golfer;
  readonly nickname: Localized;
  readonly level: Level;
}

const nicknameRows: readonly Nickname[] = [
  { id: 'nicklaus', golfer: G.nicklaus, nickname: L('The Golden Bear', 'Золотой медведь'), level: 'easy' },
  { id: 'norman', golfer: G.norman, nickname: L('The Great White Shark', 'Большая белая акула'), level: 'medium' },
  { id: 'palmer', golfer: G.palmer, nickname: L('The King', 'Король'), level: 'medium' },
  { id: 'els', golfer: G.els, nickname: L('The Big Easy', 'Биг Изи'), level: 'medium' },
  { id: 'mickelson', golfer: G.mickelson, nickname: L('Lefty', 'Левша'), level: 'medium' },
  { id: 'garcia', golfer: G.garcia, nickname: L('El Niño', 'Эль Ниньо'), level: 'hard' },
  { id: 'player', golfer: G.player, nickname: L('The Black Knight', 'Чёрный рыцарь'), level: 'hard' },
  { id: 'trevino', golfer: G.trevino, nickname: L('Supermex', 'Супермекс'), level: 'hard' },
  { id: 'stadler', golfer: G.stadler, nickname: L('The Walrus', 'Морж'), level: 'hard' },
  { id: 'dechambeau', golfer: G.dechambeau, nickname: L('The Scientist', 'Учёный'), level: 'medium' },
];

export const golferNicknames = defineTable<Nickname>({
  id: 'golf.nicknames',
  sport: 'golf',
  source: {
    title: 'Wikipedia: List of sportspeople by nickname (golf)',
    url: 'https://en.wikipedia.org/wiki/List_of_sportspeople_by_nickname',
    asOf: '2025-01-01',
  },
  rows: nicknameRows,
  key: (r) => r.id,
  templates: [
    {
      id: 'nickname',
      level: (r) => r.level,
      question: (r) => L(`Which golfer is nicknamed "${r.nickname.en}"?`, `Какой гольфист носит прозвище «${r.nickname.ru}»?`),
      answer: (r) => r.golfer.name,
      // Other greats of the game, so the wrong answers are as famous as the right one.
      distractors: () => [...nicknameRows.map((x) => x.golfer.name), G.woods.name, G.watson.name, G.faldo.name, G.ballesteros.name],
    },
  ],
});
