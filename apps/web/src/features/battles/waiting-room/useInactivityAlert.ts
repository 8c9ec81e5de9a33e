import { waitingRoomInactivityMessageSchema } from '@fanclash/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useUserSocketMessage } from '../../../live/useUserSocket';
import { battleQueryKeys } from '../../battle-history/queryKeys';
import { inactivityAlertText, leavesForArena } from './inactivity';
import { showInactivityAlert } from './showInactivityAlert';

/**
 * Spec section 8, waiting_room_inactivity, on every signed-in page (the creator may have left
 * the waiting room for the dashboard or the arena): an alert with the message, the battle
 * dropped from the app's cache, and the way to /battles. A player in a live battle, or
 * watching the waiting room of another battle, gets the alert without being pulled away.
 */
export function useInactivityAlert(): void {
  const { t } = useTranslation('battles');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The hook keeps the latest handler, so `pathname` is the page shown when the message arrives.
  const { pathname } = useLocation();

  useUserSocketMessage('waiting_room_inactivity', waitingRoomInactivityMessageSchema, ({ data }) => {
    showInactivityAlert(data.battle_id, inactivityAlertText(data.message, t('waitingRoom.inactive')));
    const leave = leavesForArena(pathname, data.battle_id);
    // Out of the room first, so its page does not refetch the summary the next line drops.
    if (leave) void navigate('/battles', { replace: pathname.startsWith('/waiting-room/') });
    queryClient.removeQueries({ queryKey: battleQueryKeys.summary(data.battle_id) });
  });
}
