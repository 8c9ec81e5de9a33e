import { useBattleStartedNotice } from '../../features/battles/lobby/useBattleStartedNotice';
import { useInactivityAlert } from '../../features/battles/waiting-room/useInactivityAlert';
import { useFriendsLive } from '../../features/friends/hooks/useFriendsLive';
import { useChallengesLive } from '../../features/challenges/hooks/useChallengesLive';
import { useTeamLive } from '../../features/teams/hooks/useTeamLive';
import { useContentHiddenLive } from '../../features/reports/useContentHiddenLive';
import { useForumNotificationsLive } from '../../features/notifications/hooks/useForumNotifications';
import { useOfflineReviewSync } from '../../features/training/hooks/useOfflineReviewSync';
import { usePushDeviceSync } from '../../features/push/usePushDeviceSync';
import { useAccountLanguageSync } from './useAccountLanguageSync';

/**
 * Live behaviour of every signed-in page, inside the user socket's provider: a player whose
 * battle starts while another page is open is offered the way to its countdown, and the
 * account follows the interface language. A waiting battle cancelled for inactivity is
 * announced wherever the creator is.
 */
export function SignedInEffects(): null {
  useBattleStartedNotice();
  useInactivityAlert();
  useAccountLanguageSync();
  // This device's push subscription, handed to the server again once per sign-in (issue 35).
  usePushDeviceSync();
  useFriendsLive();
  // Friend challenges: the list, the notifications and the badge follow; a new turn is announced.
  useChallengesLive();
  // 2v2 parties: invitations wait in a toast, the cached party follows every event (issue 32).
  useTeamLive();
  // A moderator hid or restored something: open forum and chat pages read it again (issue 34).
  useContentHiddenLive();
  // Forum replies, likes and trending debates: the badge, the cached list and a toast, live.
  useForumNotificationsLive();
  // Flashcard reviews made offline go to the server when the network is back (issue 35).
  useOfflineReviewSync();
  return null;
}
