import type { Level, Localized } from '../../model.js';
import { defineTable, L, N, nearbyYears } from '../../model.js';
import { club, TEAM as T } from './names.js';

/** The six NBA divisions (the alignment in use since 2004-05). */
const DIVISION = {
  atlantic: L('Atlantic Division', 'Атлантический дивизион'),
  central: L('Central Division', 'Центральный дивизион'),
  southeast: L('Southeast Division', 'Юго-Восточный дивизион'),
  northwest: L('Northwest Division', 'Северо-Западный дивизион'),
  pacific: L('Pacific Division', 'Тихоокеанский дивизион'),
  southwest: L('Southwest Division', 'Юго-Западный дивизион'),
} as const;

/**
 * The 30 NBA clubs. Arenas only where the name has been unchanged through 2025 (clubs whose
 * arena was renamed during 2025 have none). `joined`: the year of the franchise's first NBA
 * season (expansion, or the 1976 ABA-NBA merger). `formerCity`: where the franchise played
 * before its last move (`movedIn`). `formerName`: its name until `renamedIn`.
 */
interface Club {
  readonly key: string;
  readonly team: Localized;
  readonly division: Localized;
  /** How famous the club is: 1 = everyone knows it, 3 = only fans do. */
  readonly fame: 1 | 2 | 3;
  readonly arena?: Localized;
  readonly joined?: number;
  readonly formerCity?: Localized;
  readonly movedIn?: number;
  readonly formerName?: Localized;
  readonly renamedIn?: number;
}

const D = DIVISION;
const rows: readonly Club[] = [
  {
    key: 'atl',
    team: T.hawks,
    division: D.southeast,
    fame: 3,
    arena: L('State Farm Arena', '«Стэйт Фарм Арена»'),
    formerCity: L('St. Louis', 'Сент-Луис'),
    movedIn: 1968,
  },
  { key: 'bos', team: T.celtics, division: D.atlantic, fame: 1, arena: L('TD Garden', '«ТД Гарден»') },
  {
    key: 'bkn',
    team: T.nets,
    division: D.atlantic,
    fame: 2,
    arena: L('Barclays Center', '«Барклайс-центр»'),
    joined: 1976,
    formerName: T.newJerseyNets,
    renamedIn: 2012,
  },
  {
    key: 'cha',
    team: T.hornets,
    division: D.southeast,
    fame: 3,
    arena: L('Spectrum Center', '«Спектрум-центр»'),
    formerName: L('Charlotte Bobcats', 'Шарлотт Бобкэтс'),
    renamedIn: 2014,
  },
  { key: 'chi', team: T.bulls, division: D.central, fame: 1, arena: L('United Center', '«Юнайтед-центр»'), joined: 1966 },
  { key: 'cle', team: T.cavaliers, division: D.central, fame: 2, joined: 1970 },
  {
    key: 'dal',
    team: T.mavericks,
    division: D.southwest,
    fame: 2,
    arena: L('American Airlines Center', '«Американ Эйрлайнс-центр»'),
    joined: 1980,
  },
  { key: 'den', team: T.nuggets, division: D.northwest, fame: 2, arena: L('Ball Arena', '«Болл Арена»'), joined: 1976 },
  {
    key: 'det',
    team: T.pistons,
    division: D.central,
    fame: 2,
    arena: L('Little Caesars Arena', '«Литтл Сизарс Арена»'),
    formerCity: L('Fort Wayne', 'Форт-Уэйн'),
    movedIn: 1957,
  },
  {
    key: 'gsw',
    team: T.warriors,
    division: D.pacific,
    fame: 1,
    arena: L('Chase Center', '«Чейз-центр»'),
    formerCity: L('Philadelphia', 'Филадельфия'),
    movedIn: 1962,
  },
  {
    key: 'hou',
    team: T.rockets,
    division: D.southwest,
    fame: 2,
    arena: L('Toyota Center', '«Тойота-центр»'),
    joined: 1967,
    formerCity: L('San Diego', 'Сан-Диего'),
    movedIn: 1971,
  },
  { key: 'ind', team: T.pacers, division: D.central, fame: 3, arena: L('Gainbridge Fieldhouse', '«Гейнбридж Филдхаус»'), joined: 1976 },
  {
    key: 'lac',
    team: T.clippers,
    division: D.pacific,
    fame: 2,
    arena: L('Intuit Dome', '«Интуит Доум»'),
    joined: 1970,
    formerCity: L('San Diego', 'Сан-Диего'),
    movedIn: 1984,
    formerName: T.buffaloBraves,
    renamedIn: 1978,
  },
  {
    key: 'lal',
    team: T.lakers,
    division: D.pacific,
    fame: 1,
    arena: L('Crypto.com Arena', '«Крипто.ком Арена»'),
    formerCity: L('Minneapolis', 'Миннеаполис'),
    movedIn: 1960,
  },
  {
    key: 'mem',
    team: T.grizzlies,
    division: D.southwest,
    fame: 3,
    arena: L('FedExForum', '«ФедЭкс Форум»'),
    joined: 1995,
    formerCity: L('Vancouver', 'Ванкувер'),
    movedIn: 2001,
  },
  { key: 'mia', team: T.heat, division: D.southeast, fame: 1, arena: L('Kaseya Center', '«Касея-центр»'), joined: 1988 },
  { key: 'mil', team: T.bucks, division: D.central, fame: 2, arena: L('Fiserv Forum', '«Файсерв Форум»'), joined: 1968 },
  { key: 'min', team: T.timberwolves, division: D.northwest, fame: 3, arena: L('Target Center', '«Таргет-центр»'), joined: 1989 },
  {
    key: 'nop',
    team: T.pelicans,
    division: D.southwest,
    fame: 3,
    arena: L('Smoothie King Center', '«Смузи Кинг-центр»'),
    formerName: T.newOrleansHornets,
    renamedIn: 2013,
  },
  { key: 'nyk', team: T.knicks, division: D.atlantic, fame: 1, arena: L('Madison Square Garden', '«Мэдисон Сквер Гарден»') },
  {
    key: 'okc',
    team: T.thunder,
    division: D.northwest,
    fame: 2,
    arena: L('Paycom Center', '«Пэйком-центр»'),
    joined: 1967,
    formerCity: L('Seattle', 'Сиэтл'),
    movedIn: 2008,
    formerName: T.seattleSupersonics,
    renamedIn: 2008,
  },
  { key: 'orl', team: T.magic, division: D.southeast, fame: 2, arena: L('Kia Center', '«Киа-центр»'), joined: 1989 },
  {
    key: 'phi',
    team: T.sixers,
    division: D.atlantic,
    fame: 2,
    formerCity: L('Syracuse', 'Сиракьюс'),
    movedIn: 1963,
    formerName: T.syracuseNationals,
    renamedIn: 1963,
  },
  { key: 'phx', team: T.suns, division: D.pacific, fame: 2, joined: 1968 },
  { key: 'por', team: T.blazers, division: D.northwest, fame: 3, joined: 1970 },
  {
    key: 'sac',
    team: T.kings,
    division: D.pacific,
    fame: 3,
    arena: L('Golden 1 Center', '«Голден 1-центр»'),
    formerCity: L('Kansas City', 'Канзас-Сити'),
    movedIn: 1985,
  },
  { key: 'sas', team: T.spurs, division: D.southwest, fame: 1, arena: L('Frost Bank Center', '«Фрост Бэнк-центр»'), joined: 1976 },
  { key: 'tor', team: T.raptors, division: D.atlantic, fame: 2, arena: L('Scotiabank Arena', '«Скоушабэнк Арена»'), joined: 1995 },
  {
    key: 'uta',
    team: T.jazz,
    division: D.northwest,
    fame: 2,
    arena: L('Delta Center', '«Дельта-центр»'),
    joined: 1974,
    formerCity: L('New Orleans', 'Новый Орлеан'),
    movedIn: 1979,
  },
  {
    key: 'was',
    team: T.wizards,
    division: D.southeast,
    fame: 3,
    arena: L('Capital One Arena', '«Кэпитал Уан Арена»'),
    formerCity: L('Baltimore', 'Балтимор'),
    movedIn: 1973,
    formerName: T.washingtonBullets,
    renamedIn: 1997,
  },
];

const byFame =
  (easy: Level, medium: Level, hard: Level) =>
  (r: Club): Level =>
    r.fame === 1 ? easy : r.fame === 2 ? medium : hard;

export const nbaTeams = defineTable<Club>({
  id: 'basketball.nba-teams',
  sport: 'basketball',
  source: {
    title: "Wikipedia: National Basketball Association (Teams) and the clubs' articles",
    url: 'https://en.wikipedia.org/wiki/National_Basketball_Association#Teams',
    asOf: '2025-07-01',
  },
  rows,
  key: (row) => row.key,
  templates: [
    {
      id: 'division',
      level: byFame('medium', 'medium', 'hard'),
      question: (r) => L(`In which NBA division do the ${r.team.en} play?`, `В каком дивизионе НБА выступает ${club(r.team).ru}?`),
      answer: (r) => r.division,
    },
    {
      id: 'arena',
      kind: { of: 'venue', group: () => 'NBA' },
      level: byFame('easy', 'medium', 'hard'),
      applies: (r) => r.arena !== undefined,
      question: (r) =>
        L(`What is the name of the home arena of the ${r.team.en}?`, `Как называется домашняя арена клуба ${club(r.team).ru}?`),
      answer: (r) => r.arena as Localized,
      // Crypto.com Arena was the Clippers' home too until 2024: never a wrong answer for them.
      distractors: (r, all) =>
        all.filter((x) => x !== r && x.arena !== undefined && !(r.key === 'lac' && x.key === 'lal')).map((x) => x.arena as Localized),
    },
    {
      id: 'arena-team',
      // Every team of the table is an NBA team, with a settled arena name or not.
      kind: { of: 'club', group: () => 'NBA', members: (r) => [r.team] },
      level: byFame('easy', 'medium', 'hard'),
      applies: (r) => r.arena !== undefined,
      question: (r) => {
        const arena = r.arena as Localized;
        return L(`Which NBA team plays its home games at ${arena.en}?`, `Какой клуб НБА проводит домашние матчи на арене ${arena.ru}?`);
      },
      answer: (r) => r.team,
      // The Clippers shared Crypto.com Arena with the Lakers until 2024: never a wrong answer there.
      distractors: (r, all) => all.filter((x) => x !== r && !(r.key === 'lal' && x.key === 'lac')).map((x) => x.team),
    },
    {
      id: 'joined',
      level: byFame('medium', 'hard', 'hard'),
      applies: (r) => r.joined !== undefined,
      question: (r) =>
        L(
          `In which year did the ${r.team.en} franchise play its first NBA season?`,
          `В каком году франшиза ${club(r.team).ru} провела свой первый сезон в НБА?`,
        ),
      answer: (r) => N(r.joined as number),
      distractors: (r) => nearbyYears(r.joined as number, 5, 1946, 2025),
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
    },
    {
      id: 'former-name',
      kind: { of: 'club', group: () => 'NBA' },
      level: byFame('easy', 'medium', 'medium'),
      applies: (r) => r.formerName !== undefined,
      question: (r) =>
        L(
          `Under which name did the ${r.team.en} franchise play until ${r.renamedIn}?`,
          `Под каким названием франшиза ${club(r.team).ru} выступала до ${r.renamedIn} года?`,
        ),
      answer: (r) => r.formerName as Localized,
    },
  ],
});
