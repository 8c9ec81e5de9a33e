import { battleCancelledMessageSchema, battleRemovedMessageSchema } from '@fanclash/protocol';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notices/toast';
import { useUserSocket, useUserSocketMessage } from '../../../live/useUserSocket';
import { usePendingRequest } from './usePendingRequest';

/**
 * Cancelling one's own waiting battle over the user socket. Success is the server's
 * battle_cancelled (or the battle leaving the list); a refusal, no answer, or no connection
 * shows 'Failed to cancel battle' (spec section 8).
 */
export function useCancelBattle(username: string) {
  const { t } = useTranslation('battles');
  const { send } = useUserSocket();
  const showFailure = useCallback(
    (reason?: string) => void toast.error(t('cancel.failed'), reason ? { description: reason } : undefined),
    [t],
  );
  const { pendingId, begin, settle } = usePendingRequest(() => showFailure());

  useUserSocketMessage('battle_cancelled', battleCancelledMessageSchema, (message) => settle(message.data.id));
  useUserSocketMessage('battle_removed', battleRemovedMessageSchema, (message) => settle(message.data.id));

  const cancel = useCallback(
    (battleId: string) => {
      if (send({ type: 'cancel_battle', battle_id: battleId, username })) begin(battleId);
      else showFailure(t('errors.offline'));
    },
    [send, username, begin, showFailure, t],
  );

  /** A user-socket error while a cancel waits is its refusal. True when it was ours. */
  const handleError = useCallback(
    (text: string) => {
      if (pendingId === null) return false;
      settle();
      showFailure(text);
      return true;
    },
    [pendingId, settle, showFailure],
  );

  return { cancellingId: pendingId, cancel, handleError, settle };
}
