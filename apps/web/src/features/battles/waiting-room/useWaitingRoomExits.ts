import { battleCancelledMessageSchema, battleRemovedMessageSchema } from '@fanclash/protocol';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/notices/toast';
import { useUserSocketMessage } from '../../../live/useUserSocket';
import { showInactivityAlert } from './showInactivityAlert';

/**
 * Ways out of the waiting room other than a start (spec section 4): the battle was
 * cancelled (by its creator, elsewhere, or for inactivity) or left the list -> /battles,
 * saying why once even when the server sends several of these for one event.
 * waiting_room_inactivity itself is handled on every signed-in page (useInactivityAlert);
 * the removal that follows it shows that same alert (one toast per battle), so a room that
 * missed the first message still says why it closed.
 */
export function useWaitingRoomExits(battleId: string): (message: string) => void {
  const { t } = useTranslation('battles');
  const navigate = useNavigate();
  const left = useRef(false);

  const leaveWith = useCallback(
    (tell: () => void) => {
      if (left.current) return;
      left.current = true;
      tell();
      void navigate('/battles', { replace: true });
    },
    [navigate],
  );
  const leave = useCallback((message: string) => leaveWith(() => toast.info(message)), [leaveWith]);
  const leaveFor = (reason: 'inactive' | 'other') =>
    reason === 'inactive' ? leaveWith(() => showInactivityAlert(battleId, t('waitingRoom.inactive'))) : leave(t('waitingRoom.cancelled'));

  useUserSocketMessage('battle_cancelled', battleCancelledMessageSchema, ({ data }) => {
    if (data.id === battleId) leaveFor(data.reason === 'inactive' ? 'inactive' : 'other');
  });
  useUserSocketMessage('battle_removed', battleRemovedMessageSchema, ({ data }) => {
    // 'joined' comes after battle_started, which already took the player to the countdown.
    if (data.id !== battleId || data.reason === 'joined') return;
    leaveFor(data.reason === 'inactive' ? 'inactive' : 'other');
  });
  return leave;
}
