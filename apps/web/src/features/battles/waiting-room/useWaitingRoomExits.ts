import {
  BATTLE_MESSAGES,
  battleCancelledMessageSchema,
  battleRemovedMessageSchema,
  waitingRoomInactivityMessageSchema,
} from '@fanclash/protocol';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useUserSocketMessage } from '../../../live/useUserSocket';

/**
 * Ways out of the waiting room other than a start (spec section 4): the battle was
 * cancelled (by its creator, elsewhere, or for inactivity) or left the list -> /battles,
 * saying why once even when the server sends several of these for one event.
 */
export function useWaitingRoomExits(battleId: string): (message: string) => void {
  const { t } = useTranslation('battles');
  const navigate = useNavigate();
  const left = useRef(false);

  const leave = useCallback(
    (message: string) => {
      if (left.current) return;
      left.current = true;
      toast.info(message);
      void navigate('/battles', { replace: true });
    },
    [navigate],
  );
  const inactivityText = (message: string) =>
    message.trim() === '' || message === BATTLE_MESSAGES.inactivity ? t('waitingRoom.inactive') : message;

  useUserSocketMessage('waiting_room_inactivity', waitingRoomInactivityMessageSchema, ({ data }) => {
    if (data.battle_id === battleId) leave(inactivityText(data.message));
  });
  useUserSocketMessage('battle_cancelled', battleCancelledMessageSchema, ({ data }) => {
    if (data.id === battleId) leave(data.reason === 'inactive' ? t('waitingRoom.inactive') : t('waitingRoom.cancelled'));
  });
  useUserSocketMessage('battle_removed', battleRemovedMessageSchema, ({ data }) => {
    // 'joined' comes after battle_started, which already took the player to the countdown.
    if (data.id !== battleId || data.reason === 'joined') return;
    leave(data.reason === 'inactive' ? t('waitingRoom.inactive') : t('waitingRoom.cancelled'));
  });
  return leave;
}
