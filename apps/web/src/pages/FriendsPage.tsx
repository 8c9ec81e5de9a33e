import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSession } from '../features/auth/hooks/useSession';
import { FriendsView } from '../features/friends/components/FriendsView';
import { ChallengesPanel } from '../features/challenges/components/ChallengesPanel';
import { TeamUpPanel } from '../features/teams/components/TeamUpPanel';
import { usePageTitle } from '../hooks/usePageTitle';
import NotFoundPage from './NotFoundPage';

/** `/{username}/friends`: the player's own friends and player search (another player's is private). */
export default function FriendsPage() {
  const { t } = useTranslation('friends');
  const { username: pathUsername = '' } = useParams();
  const { username } = useSession();
  usePageTitle(t('page.pageTitle'));
  if (!username || pathUsername.toLowerCase() !== username.toLowerCase()) return <NotFoundPage />;
  return (
    <div className="flex flex-col gap-6">
      <FriendsView />
      <div className="mx-auto w-full max-w-3xl">
        <TeamUpPanel />
      </div>
      <div className="mx-auto w-full max-w-3xl">
        <ChallengesPanel />
      </div>
    </div>
  );
}
