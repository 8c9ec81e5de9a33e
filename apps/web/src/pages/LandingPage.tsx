import { ArrowRight, LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { PublicHeader } from '../components/PublicHeader';
import { ButtonLink } from '../components/ui/Button';
import { useSession } from '../features/auth/hooks/useSession';
import { isSignedIn } from '../features/auth/session';
import { FeatureGrid } from '../features/landing/components/FeatureGrid';
import { Hero } from '../features/landing/components/Hero';
import { JoinCommunity } from '../features/landing/components/JoinCommunity';
import { LandingFooter } from '../features/landing/components/LandingFooter';
import { SportCards } from '../features/landing/components/SportCards';
import { usePageTitle } from '../hooks/usePageTitle';

/** `/`: the visitors' landing page; players go straight to their dashboard (spec section 2). */
export default function LandingPage() {
  const { t } = useTranslation('landing');
  const session = useSession();
  usePageTitle(t('pageTitle'));
  if (isSignedIn(session) && session.username) return <Navigate to={`/${encodeURIComponent(session.username)}`} replace />;

  return (
    <>
      <PublicHeader>
        {/* Phones: the words do not fit beside the logo, flag and start button; an icon does. */}
        <Link
          to="/sign-in"
          aria-label={t('header.signIn')}
          title={t('header.signIn')}
          data-testid="header-sign-in-compact"
          className="inline-flex h-10 w-10 items-center justify-center rounded-xl border border-line bg-raised/60 text-fg hover:border-line-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent min-[420px]:hidden"
        >
          <LogIn className="h-5 w-5" aria-hidden />
        </Link>
        <Link
          to="/sign-in"
          className="hidden h-10 items-center rounded-xl px-3 text-sm font-semibold text-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-accent min-[420px]:inline-flex"
        >
          {t('header.signIn')}
        </Link>
        <ButtonLink to="/sign-up" size="sm" className="h-10" data-testid="header-start">
          {/* The full label does not fit beside the logo on a phone. */}
          <span className="sm:hidden">{t('header.startShort')}</span>
          <span className="hidden sm:inline">{t('header.startCompeting')}</span>
          <ArrowRight className="hidden h-4 w-4 sm:block" aria-hidden />
        </ButtonLink>
      </PublicHeader>
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <Hero />
        <SportCards />
        <FeatureGrid />
        <JoinCommunity />
      </main>
      <LandingFooter />
    </>
  );
}
