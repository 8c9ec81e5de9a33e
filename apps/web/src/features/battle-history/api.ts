import {
  battleHistoryPageSchema,
  battleHistoryRowSchema,
  lazySchema,
  userBattleFeedItemSchema,
  type BattleHistoryPage,
  type BattleHistoryRow,
  type UserBattleFeedItem,
} from '@fanclash/protocol';
import { z } from 'zod';
import { apiRequest } from '../../lib/api';
import type { HistoryFilters } from './queryKeys';

const feedSchema = lazySchema(() => z.array(userBattleFeedItemSchema));
const historySchema = lazySchema(() => z.array(battleHistoryRowSchema));

/** GET /db/get-user-battles: active and finished battles, newest first (the dashboard feed). */
export function getUserBattles(username: string, signal?: AbortSignal): Promise<UserBattleFeedItem[]> {
  return apiRequest('/db/get-user-battles', { query: { username }, schema: feedSchema, signal });
}

/** GET /battle/get_all_battles without `page`: every finished battle, newest first. */
export function getBattleHistory(username: string, signal?: AbortSignal): Promise<BattleHistoryRow[]> {
  return apiRequest('/battle/get_all_battles', { query: { username }, schema: historySchema, signal });
}

/** GET /battle/get_all_battles with `page`: one filtered page plus the total count. */
export function getBattleHistoryPage(
  username: string,
  filters: HistoryFilters,
  pageSize: number,
  signal?: AbortSignal,
): Promise<BattleHistoryPage> {
  return apiRequest('/battle/get_all_battles', {
    query: {
      username,
      page: filters.page,
      page_size: pageSize,
      sport: filters.sport === 'all' ? undefined : filters.sport,
      result: filters.result === 'all' ? undefined : filters.result,
    },
    schema: battleHistoryPageSchema,
    signal,
  });
}
