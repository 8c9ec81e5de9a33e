import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router';
import { PublicHeader } from '../components/PublicHeader';
import { ButtonLink } from '../components/ui/Button';
import { LoadingBlock } from '../components/ui/Spinner';
import { useSession } from '../features/auth/hooks/useSession';
import { isSignedIn } from '../features/auth/session';

// Loaded only for players: visitors never download the signed-in header and live client.
const SignedInLayout = lazy(() => import('../app/layouts/SignedInLayout').then((module) => ({ default: module.SignedInLayout })));

/**
 * `/leaderboard` is public (spec sections 2, 6): signed-in players get their usual header
 * and live connection; visitors get the public header with a back link to the entry page.
 * A player who signs out here leaves like anywhere else (to /), rather than turning into a
 * visitor on the same page.
 */
export default function LeaderboardLayout() {
  const { t } = useTranslation('leaderboard');
  const session = useSession();
  const signedIn = isSignedIn(session);
  const [wasSignedIn, setWasSignedIn] = useState(signedIn);
  if (signedIn && !wasSignedIn) setWasSignedIn(true);

  if (signedIn) {
    return (
      <Suspense fallback={<LoadingBlock label={t('loading')} className="min-h-dvh" />}>
        <SignedInLayout />
      </Suspense>
    );
  }
  if (wasSignedIn) return <Navigate to={session.endedBy === 'signed-out' ? '/' : '/sign-in'} replace />;
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader>
        <ButtonLink to="/" variant="ghost" size="sm" data-testid="leaderboard-back">
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {t('backToEntry')}
        </ButtonLink>
      </PublicHeader>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 focus:outline-none sm:px-6 sm:py-10">
        <Outlet />
      </main>
    </div>
  );
}
