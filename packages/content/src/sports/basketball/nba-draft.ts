import type { Level, Localized } from '../../model.js';
import { dated, eraPeople } from '../../distractors.js';
import { defineTable, L, levelByYear } from '../../model.js';
import { widenedActive } from '../../seasons.js';
import { NBA_CLUB_SEASONS } from './club-seasons.js';
import { NBA_NEWCOMERS, PLAYER as P, TEAM as T } from './names.js';

/** Where a first pick came from: US colleges by the name US media use, or a club abroad. */
const COLLEGE = {
  arizona: L('Arizona', 'Аризона'),
  cincinnati: L('Cincinnati', 'Цинциннати'),
  depaul: L('DePaul', 'Депол'),
  duke: L('Duke', 'Дьюк'),
  georgetown: L('Georgetown', 'Джорджтаун'),
  georgia: L('Georgia', 'Джорджия'),
  houston: L('Houston', 'Хьюстон'),
  kansas: L('Kansas', 'Канзас'),
  kentucky: L('Kentucky', 'Кентукки'),
  louisville: L('Louisville', 'Луисвилл'),
  lsu: L('LSU', 'LSU (Луизиана Стэйт)'),
  maryland: L('Maryland', 'Мэриленд'),
  memphis: L('Memphis', 'Мемфис'),
  michigan: L('Michigan', 'Мичиган'),
  navy: L('Navy', 'Военно-морская академия США'),
  northCarolina: L('North Carolina', 'Северная Каролина'),
  ohioState: L('Ohio State', 'Огайо Стэйт'),
  oklahoma: L('Oklahoma', 'Оклахома'),
  oklahomaState: L('Oklahoma State', 'Оклахома Стэйт'),
  pacific: L('Pacific', 'Пасифик'),
  purdue: L('Purdue', 'Пердью'),
  syracuse: L('Syracuse', 'Сиракьюс'),
  unlv: L('UNLV', 'UNLV (Невада, Лас-Вегас)'),
  utah: L('Utah', 'Юта'),
  virginia: L('Virginia', 'Вирджиния'),
  wakeForest: L('Wake Forest', 'Уэйк Форест'),
  washington: L('Washington', 'Вашингтон'),
} as const;

/** First overall picks of the NBA Draft, 1980-2025, with the club that made the pick. */
interface FirstPick {
  readonly year: number;
  readonly player: Localized;
  readonly team: Localized;
  /** US college he was drafted from; absent for high-school and international picks. */
  readonly college?: Localized;
  /** A superstar first pick everyone remembers: easy whatever the year. */
  readonly star?: boolean;
}

const C = COLLEGE;
const rows: readonly FirstPick[] = [
  { year: 1980, player: L('Joe Barry Carroll', 'Джо Бэрри Кэрролл'), team: T.warriors, college: C.purdue },
  { year: 1981, player: L('Mark Aguirre', 'Марк Агирре'), team: T.mavericks, college: C.depaul },
  { year: 1982, player: P.worthy, team: T.lakers, college: C.northCarolina },
  { year: 1983, player: L('Ralph Sampson', 'Ральф Сэмпсон'), team: T.rockets, college: C.virginia },
  { year: 1984, player: P.olajuwon, team: T.rockets, college: C.houston },
  { year: 1985, player: P.ewing, team: T.knicks, college: C.georgetown },
  { year: 1986, player: L('Brad Daugherty', 'Брэд Догерти'), team: T.cavaliers, college: C.northCarolina },
  { year: 1987, player: P.robinson, team: T.spurs, college: C.navy },
  { year: 1988, player: L('Danny Manning', 'Дэнни Мэннинг'), team: T.clippers, college: C.kansas },
  { year: 1989, player: L('Pervis Ellison', 'Первис Эллисон'), team: T.kings, college: C.louisville },
  { year: 1990, player: P.coleman, team: T.newJerseyNets, college: C.syracuse },
  { year: 1991, player: P.johnsonLarry, team: T.hornets, college: C.unlv },
  { year: 1992, player: P.oNeal, team: T.magic, college: C.lsu, star: true },
  { year: 1993, player: P.webber, team: T.magic, college: C.michigan },
  { year: 1994, player: L('Glenn Robinson', 'Гленн Робинсон'), team: T.bucks, college: C.purdue },
  { year: 1995, player: L('Joe Smith', 'Джо Смит'), team: T.warriors, college: C.maryland },
  { year: 1996, player: P.iverson, team: T.sixers, college: C.georgetown, star: true },
  { year: 1997, player: P.duncan, team: T.spurs, college: C.wakeForest, star: true },
  { year: 1998, player: L('Michael Olowokandi', 'Майкл Оловоканди'), team: T.clippers, college: C.pacific },
  { year: 1999, player: P.brand, team: T.bulls, college: C.duke },
  { year: 2000, player: L('Kenyon Martin', 'Кеньон Мартин'), team: T.newJerseyNets, college: C.cincinnati },
  { year: 2001, player: L('Kwame Brown', 'Кваме Браун'), team: T.wizards },
  { year: 2002, player: P.yao, team: T.rockets, star: true },
  { year: 2003, player: P.james, team: T.cavaliers, star: true },
  { year: 2004, player: P.howard, team: T.magic },
  { year: 2005, player: L('Andrew Bogut', 'Эндрю Богут'), team: T.bucks, college: C.utah },
  { year: 2006, player: L('Andrea Bargnani', 'Андреа Барньяни'), team: T.raptors },
  { year: 2007, player: L('Greg Oden', 'Грег Оден'), team: T.blazers, college: C.ohioState },
  { year: 2008, player: P.rose, team: T.bulls, college: C.memphis },
  { year: 2009, player: P.griffin, team: T.clippers, college: C.oklahoma },
  { year: 2010, player: L('John Wall', 'Джон Уолл'), team: T.wizards, college: C.kentucky },
  { year: 2011, player: P.irving, team: T.cavaliers, college: C.duke },
  { year: 2012, player: P.davis, team: T.newOrleansHornets, college: C.kentucky },
  { year: 2013, player: L('Anthony Bennett', 'Энтони Беннетт'), team: T.cavaliers, college: C.unlv },
  { year: 2014, player: P.wiggins, team: T.cavaliers, college: C.kansas },
  { year: 2015, player: P.towns, team: T.timberwolves, college: C.kentucky },
  { year: 2016, player: P.simmons, team: T.sixers, college: C.lsu },
  { year: 2017, player: L('Markelle Fultz', 'Маркелл Фульц'), team: T.sixers, college: C.washington },
  { year: 2018, player: L('Deandre Ayton', 'Деандре Эйтон'), team: T.suns, college: C.arizona },
  { year: 2019, player: P.williamson, team: T.pelicans, college: C.duke, star: true },
  { year: 2020, player: P.edwards, team: T.timberwolves, college: C.georgia },
  { year: 2021, player: L('Cade Cunningham', 'Кейд Каннингем'), team: T.pistons, college: C.oklahomaState },
  { year: 2022, player: P.banchero, team: T.magic, college: C.duke },
  { year: 2023, player: P.wembanyama, team: T.spurs, star: true },
  { year: 2024, player: L('Zaccharie Risacher', 'Заккари Рисаше'), team: T.hawks },
  { year: 2025, player: L('Cooper Flagg', 'Купер Флэгг'), team: T.mavericks, college: C.duke },
];

const pickLevel = (r: FirstPick): Level => (r.star ? 'easy' : levelByYear(r.year, 2014, 1996));

const picks = dated(
  rows,
  (r) => r.year,
  (r) => r.player,
);
NBA_NEWCOMERS.add(() => picks);

export const nbaDraft = defineTable<FirstPick>({
  id: 'basketball.nba-draft-first-picks',
  sport: 'basketball',
  source: {
    title: 'Wikipedia: List of first overall NBA draft picks',
    url: 'https://en.wikipedia.org/wiki/List_of_first_overall_NBA_draft_picks',
    asOf: '2025-07-01',
  },
  rows,
  key: (row) => String(row.year),
  year: (row) => row.year,
  templates: [
    {
      id: 'player',
      era: 'person',
      level: pickLevel,
      question: (r) =>
        L(`Who was the first overall pick in the ${r.year} NBA Draft?`, `Кого выбрали под первым номером на драфте НБА ${r.year} года?`),
      answer: (r) => r.player,
      distractors: (r) => eraPeople(r.year, picks),
    },
    {
      id: 'team',
      kind: { of: 'club', group: () => 'NBA' },
      // Clubs of the season after the June draft.
      season: { facts: NBA_CLUB_SEASONS, year: (r) => Math.min(r.year + 1, 2025) },
      level: (r) => (r.star ? 'medium' : levelByYear(r.year, 2016, 2000)),
      question: (r) =>
        L(
          `Which team selected ${r.player.en} with the first overall pick of the ${r.year} NBA Draft?`,
          `Первый номер драфта НБА ${r.year} года — ${r.player.ru}. Какой клуб его выбрал?`,
        ),
      answer: (r) => r.team,
      distractors: (r, all) =>
        widenedActive(
          NBA_CLUB_SEASONS,
          Math.min(r.year + 1, 2025),
          (spread) => all.filter((x) => Math.abs(x.year - r.year) <= spread && x.team.en !== r.team.en).map((x) => x.team),
          { from: 10, step: 5, to: 40, min: 6 },
        ),
    },
    {
      id: 'college',
      level: (r) => (r.star ? 'medium' : 'hard'),
      applies: (r) => r.college !== undefined,
      question: (r) =>
        L(
          `For which college team did ${r.player.en}, the first pick of the ${r.year} NBA Draft, play?`,
          `Первый номер драфта НБА ${r.year} года — ${r.player.ru}. За какую студенческую команду он играл?`,
        ),
      answer: (r) => r.college as Localized,
    },
  ],
});
