import {
  battleSummarySchema,
  createBattleResponseSchema,
  LIMITS,
  type BattleMode,
  type BattleSummary,
  type WaitingBattle,
} from '@fanclash/protocol';
import { apiRequest } from '../../lib/api';
import { CreateBattleTimeoutError } from './lobby/createBattleError';
import { clockOffsetFromDate } from './waiting-room/elapsed';

/**
 * POST /battle/create?first_opponent&sport&level. Given up after the spec's 10 s (the battle
 * may still have been created: the caller says so and refreshes the list).
 */
export async function createBattle(username: string, sport: string, level: string, mode: BattleMode = '1v1'): Promise<WaitingBattle> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = window.setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, LIMITS.battleCreateTimeoutMs);
  try {
    return await apiRequest('/battle/create', {
      method: 'POST',
      // 2v2 (issue 32): the caller's party creates it; 1v1 sends the spec's three parameters only.
      query: mode === '2v2' ? { first_opponent: username, sport, level, mode } : { first_opponent: username, sport, level },
      schema: createBattleResponseSchema,
      signal: controller.signal,
    });
  } catch (error) {
    throw timedOut ? new CreateBattleTimeoutError() : error;
  } finally {
    window.clearTimeout(timer);
  }
}

/** A battle's summary with the server's clock as of the answer (server now = local now + offset). */
export interface TimedBattleSummary {
  readonly battle: BattleSummary;
  readonly clockOffsetMs: number;
}

/**
 * GET /battle/get-battle?battle_id: the battle's sport, level, status and players, with the
 * server's clock (the waiting room counts time from the battle's server timestamps).
 */
export async function getTimedBattleSummary(battleId: string, signal?: AbortSignal): Promise<TimedBattleSummary> {
  let clockOffsetMs = 0;
  const battle = await apiRequest('/battle/get-battle', {
    query: { battle_id: battleId },
    schema: battleSummarySchema,
    signal,
    onResponse: (response) => {
      clockOffsetMs = clockOffsetFromDate(response.headers.get('date'), Date.now());
    },
  });
  return { battle, clockOffsetMs };
}
