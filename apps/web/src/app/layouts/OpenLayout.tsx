import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PublicHeader } from '../../components/PublicHeader';
import { ButtonLink } from '../../components/ui/Button';
import { LoadingBlock } from '../../components/ui/Spinner';
import { useSession } from '../../features/auth/hooks/useSession';
import { isSignedIn } from '../../features/auth/session';

// Loaded only for players: visitors never download the signed-in header and live client.
const SignedInLayout = lazy(() => import('./SignedInLayout').then((module) => ({ default: module.SignedInLayout })));

/**
 * Pages open to everyone (FAQ, live stream): players get their usual header, visitors the
 * public one with a way back to the landing page.
 */
export default function OpenLayout() {
  const { t } = useTranslation(['help', 'common']);
  const session = useSession();
  if (isSignedIn(session)) {
    return (
      <Suspense fallback={<LoadingBlock label={t('common:loading')} className="min-h-dvh" />}>
        <SignedInLayout />
      </Suspense>
    );
  }
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader>
        <ButtonLink to="/" variant="ghost" size="sm" aria-label={t('backToEntry')} title={t('backToEntry')}>
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {/* Phones: the words do not fit beside the logo and the flag; the arrow does. */}
          <span className="hidden min-[420px]:inline">{t('backToEntry')}</span>
        </ButtonLink>
      </PublicHeader>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 focus:outline-none sm:px-6 sm:py-10">
        <Outlet />
      </main>
    </div>
  );
}
