import type { BattleServerMessageOf } from '@fanclash/protocol';
import type { Platform } from '../../platform/platform.js';
import { answerGrid, answersOf } from './answer-lists.js';
import type { BattleRow } from './store.js';

/** A daily run (issue 31) is over for good: finished, or cut short and counted with what was answered. */
export const isKeptDailyRun = (row: BattleRow): boolean =>
  row.opponentKind === 'daily' && (row.status === 'finished' || row.status === 'cancelled');

/**
 * run_finished rebuilt from the database, for a player whose socket opens after a daily run is
 * over (a reload on its result page): the score and right/wrong grid it ended with, as the
 * engine sent them at the end, rather than a battle result against nobody.
 */
export async function dailyRunReplay(platform: Pick<Platform, 'db'>, row: BattleRow): Promise<BattleServerMessageOf<'run_finished'>> {
  const total = row.questionIds.length;
  const grid = answerGrid(await answersOf(platform.db, row.id), total, row.firstOpponent);
  // The run's day is the day it started (daily_runs.day is taken from the same moment).
  const date = (row.startedAt ?? row.createdAt).toISOString().slice(0, 10);
  return { type: 'run_finished', battle_id: row.id, mode: 'daily', sport: row.sport, score: row.firstScore, total, grid, date };
}
