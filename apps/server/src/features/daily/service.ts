import { randomUUID } from 'node:crypto';
import {
  BATTLE_ERROR_CODES,
  BATTLE_MESSAGES,
  CHALLENGE_ERROR_CODES,
  DAILY_NAME,
  PLAYABLE_SPORTS,
  battleSportInputSchema,
  languageSchema,
  type DailyLeaderboard,
  type DailyResponse,
} from '@fanclash/protocol';
import { AppError } from '../../lib/errors.js';
import type { Platform } from '../../platform/platform.js';
import type { UserRow } from '../users/store.js';
import type { PlayerInit } from '../battles/engine/types.js';
import { loadQuestion } from '../battles/questions.js';
import type { BattleRegistry } from '../battles/registry.js';
import type { BattleStore } from '../battles/store.js';
import { hiddenQuestions } from '../question-reports/hidden.js';
import { dayOf, drawDaily, nextDayAt } from './draw.js';
import type { BoardRow, DailyStore } from './store.js';

export function playerOf(user: UserRow): PlayerInit {
  const language = languageSchema.safeParse(user.language);
  return { username: user.username, userId: user.id, language: language.success ? language.data : 'en', avatar: user.avatar };
}

const entryOf = (row: BoardRow) => ({
  rank: row.rank,
  username: row.username,
  avatar: row.avatar,
  score: row.score,
  total_ms: row.totalMs,
  finished_at: row.finishedAt.toISOString(),
});

function sportOf(raw: string) {
  const sport = battleSportInputSchema.safeParse(raw);
  if (!sport.success) throw new AppError(422, BATTLE_ERROR_CODES.invalidSport, `Unknown sport: ${raw.slice(0, 40)}`);
  return sport.data;
}

/**
 * The daily challenge (issue 31): one list of questions per sport per UTC day (the server's
 * clock), the same for everyone, played alone on the battle socket once per player; a run
 * started counts as played with what was answered. Its result goes to history (kind 'daily')
 * and training misses through the battle result path, not to stats (modes.ts).
 */
export function createDailyService(platform: Platform, store: DailyStore, registry: BattleRegistry, battles: BattleStore) {
  const count = () => platform.config.battle.questions;
  const daySet = (day: string, sport: (typeof PLAYABLE_SPORTS)[number]) =>
    store.daySet(day, sport, () => drawDaily(day, sport, count(), hiddenQuestions(platform).ids()));

  return {
    async today(user: UserRow): Promise<DailyResponse> {
      const now = platform.clock.now();
      const day = dayOf(now);
      const runs = new Map((await store.myRuns(user.id, day)).map((r) => [r.sport, r]));
      const sports = await Promise.all(
        PLAYABLE_SPORTS.map(async (sport) => {
          const run = runs.get(sport);
          if (!run) return { sport, played: false, score: null, battle_id: null, grid: null };
          const over = run.status !== 'active';
          return {
            sport,
            played: true,
            score: over ? run.score : null,
            battle_id: over ? null : run.battleId,
            grid: over ? await store.grid(run.battleId, count()) : null,
          };
        }),
      );
      const next = nextDayAt(now);
      return { date: day, sports, next_at: new Date(next).toISOString(), ms_to_next: next - now };
    },

    async start(user: UserRow, rawSport: string): Promise<{ battle_id: string }> {
      const sport = sportOf(rawSport);
      const now = platform.clock.now();
      const day = dayOf(now);
      const id = randomUUID();
      const ids = await daySet(day, sport);
      const questions = ids.flatMap((bankId) => loadQuestion(id, bankId) ?? []);
      if (questions.length === 0)
        throw new AppError(
          409,
          BATTLE_ERROR_CODES.noQuestions,
          BATTLE_MESSAGES.noQuestions.replace('{sport}', sport).replace('{level}', 'daily'),
        );
      const started = await store.start({
        id,
        day,
        sport,
        user: { id: user.id, username: user.username },
        questionIds: questions.map((q) => q.bankId),
        now: new Date(now),
        owner: platform.instanceId,
      });
      if ('refused' in started) {
        if (started.refused === 'played')
          throw new AppError(409, CHALLENGE_ERROR_CODES.dailyPlayed, 'You already played the daily challenge of this sport today');
        throw new AppError(409, BATTLE_ERROR_CODES.inBattle, BATTLE_MESSAGES.inBattle);
      }
      const seat: PlayerInit = {
        username: DAILY_NAME,
        userId: null,
        language: 'en',
        avatar: '',
        participant: { kind: 'absent', shows: 'daily' },
      };
      try {
        await registry.start(
          {
            battleId: id,
            sport,
            level: 'daily',
            config: platform.config.battle,
            questions,
            players: [playerOf(user), seat],
          },
          { answered: (username, answers, score) => store.keepProgress(id, username, answers, score) },
        );
      } catch (err) {
        await battles.cancelActive(id, new Date(platform.clock.now()));
        throw err;
      }
      return { battle_id: id };
    },

    async leaderboard(
      user: UserRow,
      rawSport: string,
      query: { date?: string | undefined; limit: number; offset: number },
    ): Promise<DailyLeaderboard> {
      const sport = sportOf(rawSport);
      const day = query.date ?? dayOf(platform.clock.now());
      const board = await store.board(day, sport, platform.config.battle.questionMs, query.limit, query.offset, user.id);
      return {
        date: day,
        sport,
        entries: board.entries.map(entryOf),
        me: board.me ? entryOf(board.me) : null,
        players: board.players,
      };
    },
  };
}

export type DailyService = ReturnType<typeof createDailyService>;
