import { LANDING_SPORTS } from '@fanclash/protocol';
import { ArrowUpRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SportIcon } from '../../../components/SportIcon';
import { Badge } from '../../../components/ui/Badge';
import { formatApproxCount } from '../formatCount';
import { SPORT_COUNT } from '../sportCount';
import { SectionHeading } from './SectionHeading';

/** Six featured sports with their match counts and level labels (the subtitle counts them all); each card leads to sign-up. */
export function SportCards() {
  const { t, i18n } = useTranslation(['landing', 'common']);
  return (
    <section aria-labelledby="sports-title" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16">
      <SectionHeading id="sports-title" title={t('sports.title')} subtitle={t('sports.subtitle', { count: SPORT_COUNT })} />
      <ul className="mt-8 grid grid-cols-1 gap-3 sm:mt-10 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
        {LANDING_SPORTS.map(({ sport, count, label }) => {
          const name = t(`common:sports.${sport}`);
          return (
            <li key={sport}>
              <Link
                to="/sign-up"
                aria-label={t('sports.cardAction', { sport: name })}
                data-testid={`sport-card-${sport}`}
                className="group relative flex h-full items-center gap-4 overflow-hidden rounded-2xl border border-line bg-gradient-to-br from-surface to-surface/40 p-4 transition duration-200 hover:-translate-y-0.5 hover:border-accent/60 hover:from-raised focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent sm:flex-col sm:items-stretch sm:p-5"
              >
                {/* Phones: a compact row (icon, text, arrow); wider screens: a tile. */}
                <div className="flex shrink-0 items-start justify-between sm:w-full">
                  <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-accent/10 text-accent ring-1 ring-accent/25 transition-colors group-hover:bg-accent/20">
                    <SportIcon sport={sport} className="h-7 w-7" />
                  </span>
                  <ArrowUpRight className="hidden h-5 w-5 text-muted transition-colors group-hover:text-accent sm:block" aria-hidden />
                </div>
                <div className="flex min-w-0 flex-1 flex-col gap-1 sm:gap-3">
                  <div className="flex flex-col gap-0.5 sm:gap-1">
                    <h3 className="text-lg font-bold text-fg">{name}</h3>
                    <p className="text-sm text-muted">
                      {t('sports.matches', { count: formatApproxCount(count, i18n.resolvedLanguage ?? 'en') })}
                    </p>
                  </div>
                  <Badge tone="accent" className="w-fit sm:mt-auto">
                    {t(`sports.labels.${label}`)}
                  </Badge>
                </div>
                <ArrowUpRight className="h-5 w-5 shrink-0 text-muted sm:hidden" aria-hidden />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
