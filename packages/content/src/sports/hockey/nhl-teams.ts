import type { Level, Localized } from '../../model.js';
import { defineTable, L, N, nearbyYears } from '../../model.js';
import { club, TEAM as T } from './names.js';

/** The four NHL divisions (the alignment in use since 2021-22). */
const DIVISION = {
  atlantic: L('Atlantic Division', 'Атлантический дивизион'),
  metropolitan: L('Metropolitan Division', 'Столичный дивизион'),
  central: L('Central Division', 'Центральный дивизион'),
  pacific: L('Pacific Division', 'Тихоокеанский дивизион'),
} as const;

/**
 * NHL clubs (Utah, renamed in 2025, is left out). Arenas only where the name was unchanged
 * through 2025. `joined`: the year of the franchise's first NHL season. `formerCity` and
 * `formerName`: where and under which name the franchise played before its move (`movedIn`).
 */
interface Club {
  readonly key: string;
  readonly team: Localized;
  readonly division: Localized;
  /** 1 = everyone knows the club, 3 = only fans do. */
  readonly fame: 1 | 2 | 3;
  readonly arena?: Localized;
  readonly joined?: number;
  readonly formerCity?: Localized;
  readonly formerName?: Localized;
  readonly movedIn?: number;
}

const D = DIVISION;
const rows: readonly Club[] = [
  { key: 'bos', team: T.bruins, division: D.atlantic, fame: 1, arena: L('TD Garden', '«ТД Гарден»'), joined: 1924 },
  { key: 'buf', team: T.sabres, division: D.atlantic, fame: 3, arena: L('KeyBank Center', '«КиБэнк-центр»'), joined: 1970 },
  { key: 'det', team: T.redWings, division: D.atlantic, fame: 1, arena: L('Little Caesars Arena', '«Литтл Сизарс Арена»'), joined: 1926 },
  { key: 'fla', team: T.panthers, division: D.atlantic, fame: 2, joined: 1993 },
  { key: 'mtl', team: T.canadiens, division: D.atlantic, fame: 1, arena: L('Bell Centre', '«Белл-центр»'), joined: 1917 },
  { key: 'ott', team: T.senators, division: D.atlantic, fame: 3, arena: L('Canadian Tire Centre', '«Канадиан Тайр-центр»'), joined: 1992 },
  { key: 'tbl', team: T.lightning, division: D.atlantic, fame: 2, joined: 1992 },
  { key: 'tor', team: T.mapleLeafs, division: D.atlantic, fame: 1, arena: L('Scotiabank Arena', '«Скоушабэнк Арена»'), joined: 1917 },
  {
    key: 'car',
    team: T.hurricanes,
    division: D.metropolitan,
    fame: 2,
    joined: 1979,
    formerCity: L('Hartford', 'Хартфорд'),
    formerName: T.whalers,
    movedIn: 1997,
  },
  { key: 'cbj', team: T.blueJackets, division: D.metropolitan, fame: 3, arena: L('Nationwide Arena', '«Нэшнвайд Арена»'), joined: 2000 },
  {
    key: 'njd',
    team: T.devils,
    division: D.metropolitan,
    fame: 2,
    arena: L('Prudential Center', '«Пруденшал-центр»'),
    joined: 1974,
    formerCity: L('Denver', 'Денвер'),
    formerName: T.coloradoRockies,
    movedIn: 1982,
  },
  { key: 'nyi', team: T.islanders, division: D.metropolitan, fame: 2, arena: L('UBS Arena', '«ЮБиЭс Арена»'), joined: 1972 },
  {
    key: 'nyr',
    team: T.rangers,
    division: D.metropolitan,
    fame: 1,
    arena: L('Madison Square Garden', '«Мэдисон Сквер Гарден»'),
    joined: 1926,
  },
  { key: 'phi', team: T.flyers, division: D.metropolitan, fame: 2, joined: 1967 },
  { key: 'pit', team: T.penguins, division: D.metropolitan, fame: 1, arena: L('PPG Paints Arena', '«ППГ Пэйнтс Арена»'), joined: 1967 },
  { key: 'wsh', team: T.capitals, division: D.metropolitan, fame: 1, arena: L('Capital One Arena', '«Кэпитал Уан Арена»'), joined: 1974 },
  { key: 'chi', team: T.blackhawks, division: D.central, fame: 1, arena: L('United Center', '«Юнайтед-центр»'), joined: 1926 },
  {
    key: 'col',
    team: T.avalanche,
    division: D.central,
    fame: 2,
    arena: L('Ball Arena', '«Болл Арена»'),
    joined: 1979,
    formerCity: L('Quebec City', 'Квебек'),
    formerName: T.nordiques,
    movedIn: 1995,
  },
  {
    key: 'dal',
    team: T.stars,
    division: D.central,
    fame: 2,
    arena: L('American Airlines Center', '«Американ Эйрлайнс-центр»'),
    joined: 1967,
    formerName: T.northStars,
    movedIn: 1993,
  },
  { key: 'min', team: T.wild, division: D.central, fame: 3, joined: 2000 },
  { key: 'nsh', team: T.predators, division: D.central, fame: 3, arena: L('Bridgestone Arena', '«Бриджстоун Арена»'), joined: 1998 },
  { key: 'stl', team: T.blues, division: D.central, fame: 2, arena: L('Enterprise Center', '«Энтерпрайз-центр»'), joined: 1967 },
  {
    key: 'wpg',
    team: T.jets,
    division: D.central,
    fame: 3,
    arena: L('Canada Life Centre', '«Кэнада Лайф-центр»'),
    formerCity: L('Atlanta', 'Атланта'),
    formerName: T.thrashers,
    movedIn: 2011,
  },
  {
    key: 'ana',
    team: T.ducks,
    division: D.pacific,
    fame: 3,
    arena: L('Honda Center', '«Хонда-центр»'),
    joined: 1993,
    formerName: T.mightyDucks,
    movedIn: 2006,
  },
  {
    key: 'cgy',
    team: T.flames,
    division: D.pacific,
    fame: 2,
    arena: L('Scotiabank Saddledome', '«Скоушабэнк Сэддлдоум»'),
    joined: 1972,
    formerCity: L('Atlanta', 'Атланта'),
    movedIn: 1980,
  },
  { key: 'edm', team: T.oilers, division: D.pacific, fame: 1, arena: L('Rogers Place', '«Роджерс Плэйс»'), joined: 1979 },
  { key: 'lak', team: T.kings, division: D.pacific, fame: 2, arena: L('Crypto.com Arena', '«Крипто.ком Арена»'), joined: 1967 },
  { key: 'sjs', team: T.sharks, division: D.pacific, fame: 3, arena: L('SAP Center', '«САП-центр»'), joined: 1991 },
  { key: 'sea', team: T.kraken, division: D.pacific, fame: 3, arena: L('Climate Pledge Arena', '«Клаймит Пледж Арена»'), joined: 2021 },
  { key: 'van', team: T.canucks, division: D.pacific, fame: 2, arena: L('Rogers Arena', '«Роджерс Арена»'), joined: 1970 },
  { key: 'vgk', team: T.goldenKnights, division: D.pacific, fame: 2, arena: L('T-Mobile Arena', '«Ти-Мобайл Арена»'), joined: 2017 },
];

/** Other names of the past, so a "former name" question has enough plausible wrong answers. */
const OLD_NAMES = [
  T.whalers,
  T.coloradoRockies,
  T.nordiques,
  T.northStars,
  T.thrashers,
  T.atlantaFlames,
  T.coyotes,
  L('Kansas City Scouts', 'Канзас-Сити Скаутс'),
  L('California Golden Seals', 'Калифорния Голден Силз'),
  L('Cleveland Barons', 'Кливленд Бэронс'),
];

const byFame =
  (easy: Level, medium: Level, hard: Level) =>
  (r: Club): Level =>
    r.fame === 1 ? easy : r.fame === 2 ? medium : hard;

export const nhlTeams = defineTable<Club>({
  id: 'hockey.nhl-teams',
  sport: 'hockey',
  source: {
    title: "Wikipedia: National Hockey League (List of teams) and the clubs' articles",
    url: 'https://en.wikipedia.org/wiki/National_Hockey_League#List_of_teams',
    asOf: '2025-07-01',
  },
  rows,
  key: (row) => row.key,
  templates: [
    {
      id: 'division',
      level: byFame('medium', 'medium', 'hard'),
      question: (r) => L(`In which NHL division do the ${r.team.en} play?`, `В каком дивизионе НХЛ выступает ${club(r.team).ru}?`),
      answer: (r) => r.division,
    },
    {
      id: 'arena',
      kind: { of: 'venue', group: () => 'NHL' },
      level: byFame('easy', 'medium', 'hard'),
      applies: (r) => r.arena !== undefined,
      question: (r) =>
        L(`What is the name of the home arena of the ${r.team.en}?`, `Как называется домашняя арена клуба ${club(r.team).ru}?`),
      answer: (r) => r.arena as Localized,
    },
    {
      id: 'arena-team',
      kind: { of: 'club', group: () => 'NHL' },
      level: byFame('easy', 'medium', 'hard'),
      applies: (r) => r.arena !== undefined,
      question: (r) => {
        const arena = r.arena as Localized;
        return L(`Which NHL team plays its home games at ${arena.en}?`, `Какой клуб НХЛ проводит домашние матчи на арене ${arena.ru}?`);
      },
      answer: (r) => r.team,
    },
    {
      id: 'joined',
      level: byFame('medium', 'hard', 'hard'),
      applies: (r) => r.joined !== undefined,
      question: (r) =>
        L(
          `In which year did the ${r.team.en} franchise play its first NHL season?`,
          `В каком году франшиза ${club(r.team).ru} провела свой первый сезон в НХЛ?`,
        ),
      answer: (r) => N(r.joined as number),
      distractors: (r) => nearbyYears(r.joined as number, 5, 1917, 2025),
    },
    {
      id: 'former-city',
      level: byFame('medium', 'medium', 'hard'),
      applies: (r) => r.formerCity !== undefined,
      question: (r) =>
        L(
          `In which city did the franchise now known as the ${r.team.en} play before it moved in ${r.movedIn}?`,
          `В каком городе выступала франшиза, ныне известная как ${club(r.team).ru}, до переезда в ${r.movedIn} году?`,
        ),
      answer: (r) => r.formerCity as Localized,
      distractors: () => [
        L('Hartford', 'Хартфорд'),
        L('Denver', 'Денвер'),
        L('Quebec City', 'Квебек'),
        L('Atlanta', 'Атланта'),
        L('Kansas City', 'Канзас-Сити'),
        L('Cleveland', 'Кливленд'),
        L('Oakland', 'Окленд'),
        L('Winnipeg', 'Виннипег'),
      ],
    },
    {
      id: 'former-name',
      // The former names are all of NHL franchises, the defunct ones included.
      kind: { of: 'club', group: () => 'NHL', members: (r) => [r.formerName, ...OLD_NAMES] },
      level: byFame('easy', 'medium', 'medium'),
      applies: (r) => r.formerName !== undefined,
      question: (r) =>
        L(
          `Under which name did the ${r.team.en} franchise play until ${r.movedIn}?`,
          `Под каким названием франшиза ${club(r.team).ru} выступала до ${r.movedIn} года?`,
        ),
      answer: (r) => r.formerName as Localized,
      distractors: () => OLD_NAMES,
    },
  ],
});
