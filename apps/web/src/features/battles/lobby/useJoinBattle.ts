import { battleStartedMessageSchema } from '@fanclash/protocol';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notices/toast';
import { useUserSocket, useUserSocketMessage } from '../../../live/useUserSocket';
import { usePendingRequest } from './usePendingRequest';

/**
 * Joining an open battle: join_battle over the user socket; the server answers both
 * players with battle_started (useBattleStartedNavigation takes them to the countdown), or
 * refuses with battle_not_found / error.
 */
export function useJoinBattle(username: string) {
  const { t } = useTranslation('battles');
  const { send } = useUserSocket();
  const { pendingId, begin, settle } = usePendingRequest(() => void toast.error(t('errors.noResponse')));

  useUserSocketMessage('battle_started', battleStartedMessageSchema, (message) => settle(message.data));

  const join = useCallback(
    (battleId: string) => {
      if (send({ type: 'join_battle', battle_id: battleId, username })) begin(battleId);
      else toast.error(t('errors.offline'));
    },
    [send, username, begin, t],
  );

  /** A user-socket error while a join waits is its refusal. True when it was ours. */
  const handleError = useCallback(
    (text: string) => {
      if (pendingId === null) return false;
      settle();
      toast.error(text);
      return true;
    },
    [pendingId, settle],
  );

  return { joiningId: pendingId, join, handleError, settle };
}
