import {
  battleFinishedUserMessageSchemaLoose,
  challengeDeclinedEventSchema,
  challengeExpiredEventSchema,
  challengeReceivedEventSchema,
  challengeWithdrawnEventSchema,
} from './liveSchemas';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/notices/toast';
import { useUserSocketMessage } from '../../../live/useUserSocket';
import { useSession } from '../../auth/hooks/useSession';
import { useBattleLabels } from '../../battle-history/hooks/useBattleLabels';
import { friendQueryKeys } from '../../friends/api';
import { useInAppSwitch } from '../../notifications/hooks/useInAppSwitch';
import { challengeQueryKeys, challengeRunPath } from '../api';

/**
 * Challenge events on every signed-in page (mounted in SignedInEffects): the list and the
 * notifications (and so the header badge) follow; a new turn is announced with a Play button,
 * unless the player turned challenges off in the app (notification settings): then no toast.
 */
export function useChallengesLive(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation('challenges');
  const { sportName } = useBattleLabels();
  const { user } = useSession();
  const inApp = useInAppSwitch();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: challengeQueryKeys.all });
    void queryClient.invalidateQueries({ queryKey: friendQueryKeys.notifications() });
  };

  useUserSocketMessage('challenge_received', challengeReceivedEventSchema, ({ data }) => {
    refresh();
    inApp.whenOn('challenge', () =>
      toast(t('live.received', { username: data.friend, sport: sportName(data.sport) }), {
        id: `challenge-${data.id}`,
        action: { label: t('live.play'), onClick: () => void navigate(challengeRunPath(data.id)) },
      }),
    );
  });
  useUserSocketMessage('challenge_declined', challengeDeclinedEventSchema, () => {
    refresh();
    inApp.whenOn('challenge', () => toast(t('live.declined')));
  });
  useUserSocketMessage('challenge_expired', challengeExpiredEventSchema, () => {
    refresh();
    inApp.whenOn('challenge', () => toast(t('live.expired')));
  });
  useUserSocketMessage('challenge_withdrawn', challengeWithdrawnEventSchema, ({ data }) => {
    refresh();
    const mine = user !== null && data.by.toLowerCase() === user.username.toLowerCase();
    inApp.whenOn('challenge', () =>
      toast(mine ? t('live.withdrawnMine') : t('live.withdrawn', { username: data.by }), {
        id: `challenge-withdrawn-${data.challenge_id}`,
      }),
    );
  });
  // A decided challenge arrives as an ordinary battle result on /ws.
  useUserSocketMessage('battle_finished', battleFinishedUserMessageSchemaLoose, () => refresh());
}
