import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ButtonLink } from '../components/ui/Button';
import { LoadingBlock } from '../components/ui/Spinner';
import { useSession } from '../features/auth/hooks/useSession';
import { StatCards } from '../features/dashboard/components/StatCards';
import { WelcomeHeader } from '../features/dashboard/components/WelcomeHeader';
import { useCurrentUser } from '../features/dashboard/hooks/useCurrentUser';
import { useErrorText } from '../hooks/useErrorText';
import { usePageTitle } from '../hooks/usePageTitle';
import NotFoundPage from './NotFoundPage';

/** `/{username}`: the signed-in player's home. Another name in the path is not a page of ours. */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const { username: pathUsername = '' } = useParams();
  const session = useSession();
  const username = session.username ?? '';
  const user = useCurrentUser(username);
  const errorText = useErrorText();
  usePageTitle(t('pageTitle'));

  if (pathUsername.toLowerCase() !== username.toLowerCase()) return <NotFoundPage />;
  if (user.isPending) return <LoadingBlock label={t('loading')} />;
  if (user.isError || !user.data) {
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
        <AlertTriangle className="h-10 w-10 text-danger" aria-hidden />
        <p className="text-lg font-semibold text-fg">{user.isError ? t('loadFailed') : t('noData')}</p>
        {user.isError ? <p className="text-sm text-muted">{errorText(user.error)}</p> : null}
        <ButtonLink to="/sign-in">{t('signInAgain')}</ButtonLink>
      </div>
    );
  }

  // Spec: nickname, else username, else 'Player'. The record's username is the nickname.
  const name = user.data.username || username || t('player');
  return (
    <div className="flex flex-col gap-8">
      <WelcomeHeader name={name} username={user.data.username} />
      <StatCards user={user.data} />
    </div>
  );
}
