import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LogoMark } from '../../../components/Logo';
import { ThemeToggle } from '../../../components/ThemeToggle';

const FOOTER_LINKS = [
  { to: '/faq', key: 'help:links.faq' },
  { to: '/live', key: 'help:links.live' },
  { to: '/leaderboard', key: 'common:nav.leaderboard' },
  { to: '/terms', key: 'help:legal.links.terms' },
  { to: '/privacy', key: 'help:legal.links.privacy' },
] as const;

export function LandingFooter() {
  const { t } = useTranslation(['landing', 'common', 'help']);
  return (
    <footer className="border-t border-line/60">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-3 px-4 py-8 text-center text-sm text-muted sm:flex-row sm:justify-between sm:px-6 sm:text-left">
        <div className="flex flex-col items-center gap-2.5 sm:flex-row">
          <LogoMark className="h-6 w-6" />
          <span>{t('footer.tagline')}</span>
        </div>
        <nav aria-label={t('footer.linksLabel')}>
          <ul className="flex flex-wrap justify-center gap-x-5 gap-y-2">
            {FOOTER_LINKS.map(({ to, key }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="font-semibold text-muted underline-offset-4 hover:text-fg hover:underline focus-visible:outline-2 focus-visible:outline-accent"
                >
                  {t(key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-3">
          <ThemeToggle />
          <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        </div>
      </div>
    </footer>
  );
}
