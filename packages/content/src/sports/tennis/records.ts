import type { Level } from '../../model.js';
import { defineTable, L, N, nearbyNumbers, nearbyYears, wikipedia } from '../../model.js';
import { SLAM_FINALS } from './grand-slams.js';
import type { TennisPlayer } from './players.js';
import { MEN, WOMEN } from './players.js';
import { yearEndNo1Rows } from './year-end-no1.js';

/**
 * Career records counted from the sourced tables themselves, so they can never disagree
 * with them: Grand Slam singles titles of the Open Era (from the finals table, complete from
 * 1968 to the 2025 US Open) and seasons finished as year-end world No. 1 (1973/1975-2024).
 */
interface SlamRecord {
  readonly key: string;
  readonly player: TennisPlayer;
  readonly titles: number;
  readonly firstYear: number;
}

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-|-$/g, '');

function slamRecords(): SlamRecord[] {
  const byPlayer = new Map<TennisPlayer, { titles: number; firstYear: number }>();
  for (const final of SLAM_FINALS) {
    const record = byPlayer.get(final.champion) ?? { titles: 0, firstYear: final.year };
    byPlayer.set(final.champion, { titles: record.titles + 1, firstYear: Math.min(record.firstYear, final.year) });
  }
  return [...byPlayer].map(([player, r]) => ({ key: slug(player.name.en), player, ...r }));
}

const SLAM_RECORDS = slamRecords();
const HAND_WRITTEN_TOTALS: readonly TennisPlayer[] = [MEN.federer, MEN.nadal, WOMEN.serena, WOMEN.court];

function byFame(player: TennisPlayer): Level {
  if (player.fame === 1) return 'easy';
  if (player.fame === 2) return 'medium';
  return 'hard';
}

const won = (p: TennisPlayer) => (p.gender === 'm' ? 'выиграл' : 'выиграла');
const his = (p: TennisPlayer) => (p.gender === 'm' ? 'his' : 'her');

const LIST = {
  m: "List of Grand Slam men's singles champions",
  f: "List of Grand Slam women's singles champions",
} as const;

export const slamRecordsTable = defineTable<SlamRecord>({
  id: 'tennis.slam-records',
  sport: 'tennis',
  source: {
    title: "Wikipedia: List of Grand Slam men's singles champions; List of Grand Slam women's singles champions (counted)",
    url: 'https://en.wikipedia.org/wiki/List_of_Grand_Slam_women%27s_singles_champions',
    asOf: '2025-09-30',
  },
  rows: SLAM_RECORDS,
  key: (r) => r.key,
  rowSource: (r) => wikipedia(LIST[r.player.gender], '2025-09-30'),
  templates: [
    {
      id: 'titles',
      // Champions of the early Open Era often won majors before it too: a harder question.
      level: (r) => (r.firstYear < 1975 ? 'hard' : byFame(r.player)),
      // Federer's, Nadal's, Serena Williams's and Court's totals are hand-written questions.
      applies: (r) => r.titles >= 2 && !HAND_WRITTEN_TOTALS.includes(r.player),
      question: (r) =>
        L(
          `How many Grand Slam singles titles did ${r.player.name.en} win in the Open Era (to the 2025 US Open)?`,
          `Сколько турниров Большого шлема в одиночном разряде ${r.player.name.ru} ${won(r.player)} в Открытую эру (с учётом US Open 2025 года)?`,
        ),
      answer: (r) => N(r.titles),
      distractors: (r) => nearbyNumbers(r.titles, 1, 6, 1),
    },
    {
      // From 1975 on: earlier champions may have won majors before the Open Era began in 1968.
      id: 'first-title',
      level: (r) => (r.player.fame === 1 ? 'medium' : 'hard'),
      applies: (r) => r.firstYear >= 1975 && r.titles >= 2,
      question: (r) =>
        L(
          `In which year did ${r.player.name.en} win ${his(r.player)} first Grand Slam singles title?`,
          `В каком году ${r.player.name.ru} ${won(r.player)} свой первый турнир Большого шлема в одиночном разряде?`,
        ),
      answer: (r) => N(r.firstYear),
      distractors: (r) => nearbyYears(r.firstYear, 4, 1968, 2025),
    },
  ],
});

interface No1Record {
  readonly key: string;
  readonly tour: 'atp' | 'wta';
  readonly player: TennisPlayer;
  readonly seasons: number;
}

function no1Records(): No1Record[] {
  const byPlayer = new Map<TennisPlayer, No1Record>();
  for (const row of yearEndNo1Rows) {
    const r = byPlayer.get(row.player);
    byPlayer.set(row.player, {
      key: `${row.tour}-${slug(row.player.name.en)}`,
      tour: row.tour,
      player: row.player,
      seasons: (r?.seasons ?? 0) + 1,
    });
  }
  return [...byPlayer.values()];
}

const NO1_LIST = {
  atp: 'List of ATP number 1 ranked singles tennis players',
  wta: 'List of WTA number 1 ranked singles tennis players',
} as const;

export const yearEndNo1Records = defineTable<No1Record>({
  id: 'tennis.year-end-no1-records',
  sport: 'tennis',
  source: {
    title:
      'Wikipedia: List of ATP number 1 ranked singles tennis players; List of WTA number 1 ranked singles tennis players (year-end, counted)',
    url: 'https://en.wikipedia.org/wiki/List_of_WTA_number_1_ranked_singles_tennis_players',
    asOf: '2025-01-01',
  },
  rows: no1Records(),
  key: (r) => r.key,
  rowSource: (r) => wikipedia(NO1_LIST[r.tour], '2025-01-01'),
  templates: [
    {
      id: 'seasons',
      level: (r) => (r.player.fame === 1 && r.seasons >= 4 ? 'medium' : 'hard'),
      question: (r) =>
        L(
          `How many seasons did ${r.player.name.en} finish as the year-end world No. 1 in the ${r.tour.toUpperCase()} rankings (to 2024)?`,
          `Сколько сезонов ${r.player.name.ru} ${r.player.gender === 'm' ? 'завершал' : 'завершала'} первой ракеткой мира в рейтинге ${r.tour.toUpperCase()} (по 2024 год включительно)?`,
        ),
      answer: (r) => N(r.seasons),
      distractors: (r) => nearbyNumbers(r.seasons, 1, 6, 1),
    },
  ],
});
