import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSession } from '../features/auth/hooks/useSession';
import { NotificationsView } from '../features/friends/components/NotificationsView';
import { ChallengeNotifications, useChallengeTurnCount } from '../features/challenges/components/ChallengeNotifications';
import { TeamInviteNotifications, useTeamInviteCount } from '../features/teams/components/TeamInviteNotifications';
import { ForumNotifications } from '../features/notifications/components/ForumNotifications';
import { useForumNotificationList } from '../features/notifications/hooks/useForumNotifications';
import { usePageTitle } from '../hooks/usePageTitle';
import NotFoundPage from './NotFoundPage';

/** `/{username}/notifications`: friend requests, battle and team invitations and the forum's notifications (the player's own only). */
export default function NotificationsPage() {
  const { t } = useTranslation('friends');
  const { username: pathUsername = '' } = useParams();
  const { username } = useSession();
  usePageTitle(t('notifications.pageTitle'));
  const forum = useForumNotificationList();
  // Challenges turned off in the app still wait (a line says so): the page is not 'all clear'.
  const challengeTurns = useChallengeTurnCount({ evenIfOff: true });
  const teamInvites = useTeamInviteCount();
  if (!username || pathUsername.toLowerCase() !== username.toLowerCase()) return <NotFoundPage />;
  return (
    <div className="flex flex-col gap-5">
      <h1 className="mx-auto w-full max-w-3xl text-2xl font-black tracking-tight text-fg sm:text-3xl">{t('notifications.title')}</h1>
      <TeamInviteNotifications />
      <ChallengeNotifications />
      <NotificationsView hasOtherNotifications={(forum.data?.notifications.length ?? 0) > 0 || challengeTurns > 0 || teamInvites > 0} />
      <ForumNotifications />
    </div>
  );
}
