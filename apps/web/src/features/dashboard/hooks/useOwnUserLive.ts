import {
  battleFinishedUserMessageSchema,
  statsResetMessageSchema,
  userDeletedMessageSchema,
  userUpdatedMessageSchema,
} from '@fanclash/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useUserSocketMessage } from '../../../live/useUserSocket';
import { battleQueryKeys } from '../../battle-history/queryKeys';
import { getSession } from '../../auth/session';
import { applyOwnRecord, applyOwnStats, forgetAccount } from '../ownUser';

/** Query keys of the leaderboard (its rows and the player's own rank move with every result). */
const LEADERBOARD_KEY = ['leaderboard'] as const;

/**
 * Live updates of the signed-in player's own record (spec section 4, stats refresh): a new
 * record (user_updated), new figures after a battle (battle_finished) or a reset
 * (stats_reset), and the account's end (user_deleted, e.g. from another tab).
 */
export function useOwnUserLive(): void {
  const queryClient = useQueryClient();

  useUserSocketMessage('user_updated', userUpdatedMessageSchema, (message) => {
    applyOwnRecord(queryClient, message.data);
    void queryClient.invalidateQueries({ queryKey: LEADERBOARD_KEY });
  });

  useUserSocketMessage('battle_finished', battleFinishedUserMessageSchema, (message) => {
    const username = getSession().username?.toLowerCase();
    const mine = Object.entries(message.data.updated_users).find(([name]) => name.toLowerCase() === username)?.[1];
    if (mine) applyOwnStats(queryClient, mine);
    void queryClient.invalidateQueries({ queryKey: battleQueryKeys.all });
    void queryClient.invalidateQueries({ queryKey: LEADERBOARD_KEY });
  });

  useUserSocketMessage('stats_reset', statsResetMessageSchema, (message) => {
    applyOwnStats(queryClient, message.data.new_stats);
    // Spec section 4: a reset also empties the battle lists.
    void queryClient.invalidateQueries({ queryKey: battleQueryKeys.all });
    void queryClient.invalidateQueries({ queryKey: LEADERBOARD_KEY });
  });

  useUserSocketMessage('user_deleted', userDeletedMessageSchema, () => {
    void forgetAccount(queryClient);
  });
}
