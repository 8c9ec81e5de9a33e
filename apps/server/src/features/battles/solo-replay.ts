import { and, eq } from 'drizzle-orm';
import type { BattleServerMessageOf } from '@fanclash/protocol';
import type { Platform } from '../../platform/platform.js';
import { battleAnswers } from '../../platform/db/schema.js';
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
  const answers = await platform.db
    .select({ index: battleAnswers.questionIndex, correct: battleAnswers.correct })
    .from(battleAnswers)
    .where(and(eq(battleAnswers.battleId, row.id), eq(battleAnswers.username, row.firstOpponent)));
  const total = row.questionIds.length;
  const grid: Array<boolean | null> = Array.from({ length: total }, () => null);
  for (const answer of answers) if (answer.index >= 0 && answer.index < total) grid[answer.index] = answer.correct;
  // The run's day is the day it started (daily_runs.day is taken from the same moment).
  const date = (row.startedAt ?? row.createdAt).toISOString().slice(0, 10);
  return { type: 'run_finished', battle_id: row.id, mode: 'daily', sport: row.sport, score: row.firstScore, total, grid, date };
}
