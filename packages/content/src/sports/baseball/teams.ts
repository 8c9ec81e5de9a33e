import type { Level, Localized } from '../../model.js';
import { defineTable, L } from '../../model.js';
import type { Team } from './names.js';
import { quoted, TEAM as T } from './names.js';

/**
 * The MLB clubs of 2025: division, home ballpark and (for clubs named after a state or
 * region) home city. The Athletics, between Oakland and Las Vegas and without a city in their
 * name in 2025, are left out. Ballparks renamed or left in 2025 (White Sox, Astros, Athletics, Rays)
 * and ballparks that give the club away by name (Yankee Stadium, Dodger Stadium, Nationals
 * Park, Angel Stadium) get no ballpark question.
 */
interface Club {
  readonly team: Team;
  readonly division: Division;
  readonly ballpark?: Localized;
  /** How well known the ballpark is: 1 famous, 2 known to fans, 3 obscure. */
  readonly parkFame?: 1 | 2 | 3;
  readonly city?: Localized;
  /** 1 for the clubs every fan knows, 2 otherwise. */
  readonly fame: 1 | 2;
}

type Division = 'ALE' | 'ALC' | 'ALW' | 'NLE' | 'NLC' | 'NLW';

const DIVISION: Record<Division, Localized> = {
  ALE: L('AL East', 'Восточный дивизион Американской лиги'),
  ALC: L('AL Central', 'Центральный дивизион Американской лиги'),
  ALW: L('AL West', 'Западный дивизион Американской лиги'),
  NLE: L('NL East', 'Восточный дивизион Национальной лиги'),
  NLC: L('NL Central', 'Центральный дивизион Национальной лиги'),
  NLW: L('NL West', 'Западный дивизион Национальной лиги'),
};

const rows: readonly Club[] = [
  { team: T.yankees, division: 'ALE', fame: 1 },
  { team: T.redSox, division: 'ALE', ballpark: L('Fenway Park', 'Фенуэй Парк'), parkFame: 1, fame: 1 },
  { team: T.orioles, division: 'ALE', ballpark: L('Camden Yards', 'Кэмден Ярдс'), parkFame: 2, fame: 2 },
  { team: T.blueJays, division: 'ALE', ballpark: L('Rogers Centre', 'Роджерс Центр'), parkFame: 2, fame: 2 },
  { team: T.rays, division: 'ALE', fame: 2 },
  { team: T.guardians, division: 'ALC', ballpark: L('Progressive Field', 'Прогрессив Филд'), parkFame: 3, fame: 2 },
  { team: T.tigers, division: 'ALC', ballpark: L('Comerica Park', 'Комерика Парк'), parkFame: 3, fame: 2 },
  { team: T.royals, division: 'ALC', ballpark: L('Kauffman Stadium', 'Кауффман Стэдиум'), parkFame: 3, fame: 2 },
  {
    team: T.twins,
    division: 'ALC',
    ballpark: L('Target Field', 'Таргет Филд'),
    parkFame: 3,
    city: L('Minneapolis', 'Миннеаполис'),
    fame: 2,
  },
  { team: T.whiteSox, division: 'ALC', fame: 2 },
  { team: T.astros, division: 'ALW', fame: 1 },
  { team: T.mariners, division: 'ALW', ballpark: L('T-Mobile Park', 'Ти-Мобайл Парк'), parkFame: 3, fame: 2 },
  {
    team: T.rangers,
    division: 'ALW',
    ballpark: L('Globe Life Field', 'Глоуб Лайф Филд'),
    parkFame: 3,
    city: L('Arlington', 'Арлингтон'),
    fame: 2,
  },
  { team: T.angels, division: 'ALW', city: L('Anaheim', 'Анахайм'), fame: 2 },
  { team: T.braves, division: 'NLE', ballpark: L('Truist Park', 'Труист Парк'), parkFame: 3, fame: 2 },
  { team: T.phillies, division: 'NLE', ballpark: L('Citizens Bank Park', 'Ситизенс Бэнк Парк'), parkFame: 3, fame: 2 },
  { team: T.mets, division: 'NLE', ballpark: L('Citi Field', 'Сити Филд'), parkFame: 2, fame: 1 },
  { team: T.marlins, division: 'NLE', fame: 2 },
  { team: T.nationals, division: 'NLE', fame: 2 },
  { team: T.cubs, division: 'NLC', ballpark: L('Wrigley Field', 'Ригли Филд'), parkFame: 1, fame: 1 },
  { team: T.cardinals, division: 'NLC', ballpark: L('Busch Stadium', 'Буш Стэдиум'), parkFame: 2, fame: 1 },
  { team: T.brewers, division: 'NLC', ballpark: L('American Family Field', 'Американ Фэмили Филд'), parkFame: 3, fame: 2 },
  { team: T.reds, division: 'NLC', ballpark: L('Great American Ball Park', 'Грейт Американ Болл Парк'), parkFame: 3, fame: 2 },
  { team: T.pirates, division: 'NLC', ballpark: L('PNC Park', 'ПНК Парк'), parkFame: 3, fame: 2 },
  { team: T.dodgers, division: 'NLW', fame: 1 },
  { team: T.giants, division: 'NLW', ballpark: L('Oracle Park', 'Оракл Парк'), parkFame: 2, fame: 1 },
  { team: T.padres, division: 'NLW', ballpark: L('Petco Park', 'Петко Парк'), parkFame: 2, fame: 2 },
  {
    team: T.diamondbacks,
    division: 'NLW',
    ballpark: L('Chase Field', 'Чейз Филд'),
    parkFame: 3,
    city: L('Phoenix', 'Финикс'),
    fame: 2,
  },
  {
    team: T.rockies,
    division: 'NLW',
    ballpark: L('Coors Field', 'Курс Филд'),
    parkFame: 2,
    city: L('Denver', 'Денвер'),
    fame: 2,
  },
];

const PARK_LEVEL: Record<1 | 2 | 3, Level> = { 1: 'easy', 2: 'medium', 3: 'hard' };

/** Cities of the region that host no MLB club of that name: fair wrong answers. */
const OTHER_CITIES: readonly Localized[] = [
  L('Phoenix', 'Финикс'),
  L('Denver', 'Денвер'),
  L('Minneapolis', 'Миннеаполис'),
  L('Arlington', 'Арлингтон'),
  L('Anaheim', 'Анахайм'),
  L('Tucson', 'Тусон'),
  L('Salt Lake City', 'Солт-Лейк-Сити'),
  L('San Antonio', 'Сан-Антонио'),
  L('Omaha', 'Омаха'),
  L('Albuquerque', 'Альбукерке'),
];

export const mlbClubs = defineTable<Club>({
  id: 'baseball.mlb-clubs',
  sport: 'baseball',
  source: {
    title: 'Wikipedia: Major League Baseball (teams, divisions and ballparks)',
    url: 'https://en.wikipedia.org/wiki/Major_League_Baseball',
    asOf: '2025-10-01',
  },
  rows,
  key: (row) => row.team.franchise,
  templates: [
    {
      id: 'division',
      level: (r) => (r.fame === 1 ? 'easy' : 'medium'),
      question: (r) => L(`In which division do ${quoted(r.team).en} play?`, `В каком дивизионе МЛБ выступают ${quoted(r.team).ru}?`),
      answer: (r) => DIVISION[r.division],
      distractors: (r) =>
        Object.entries(DIVISION)
          .filter(([d]) => d !== r.division)
          .map(([, name]) => name),
    },
    {
      id: 'club-of-ballpark',
      kind: { of: 'club', group: () => 'MLB' },
      applies: (r) => r.ballpark !== undefined,
      level: (r) => PARK_LEVEL[r.parkFame ?? 3],
      question: (r) =>
        L(
          `Which MLB club plays its home games at ${r.ballpark?.en}?`,
          `Какой клуб МЛБ проводит домашние матчи на стадионе «${r.ballpark?.ru}»?`,
        ),
      answer: (r) => r.team.name,
    },
    {
      id: 'ballpark',
      kind: { of: 'venue', group: () => 'MLB' },
      applies: (r) => r.ballpark !== undefined,
      level: (r) => PARK_LEVEL[r.parkFame ?? 3],
      question: (r) =>
        L(`What is the home ballpark of ${quoted(r.team).en}?`, `Как называется домашний стадион клуба ${quoted(r.team).ru}?`),
      answer: (r) => r.ballpark as Localized,
    },
    {
      id: 'city',
      applies: (r) => r.city !== undefined,
      level: () => 'medium',
      question: (r) =>
        L(`In which city do ${quoted(r.team).en} play their home games?`, `В каком городе проводят домашние матчи ${quoted(r.team).ru}?`),
      answer: (r) => r.city as Localized,
      distractors: (r) => OTHER_CITIES.filter((c) => c.en !== r.city?.en),
    },
  ],
});
