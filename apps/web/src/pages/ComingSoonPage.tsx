import { Swords, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { ButtonLink } from '../components/ui/Button';
import { isComingSoonHandle, UPCOMING_SECTIONS, type UpcomingSection } from '../features/coming-soon/sections';
import { usePageTitle } from '../hooks/usePageTitle';

/** A section the spec describes that this build does not have yet (see features/coming-soon). */
export default function ComingSoonPage() {
  const { t } = useTranslation('comingSoon');
  const handle = useMatches()
    .map((match) => match.handle)
    .find(isComingSoonHandle);
  const section: UpcomingSection = handle?.upcoming ?? 'forum';
  const Icon = UPCOMING_SECTIONS[section];
  const name = t(`sections.${section}`);
  usePageTitle(t('pageTitle', { section: name }));

  return (
    <section
      aria-labelledby="coming-soon-title"
      className="mx-auto flex max-w-lg flex-col items-center gap-5 px-4 py-16 text-center sm:py-24"
    >
      <span aria-hidden className="grid h-16 w-16 place-items-center rounded-2xl border border-accent/30 bg-accent/10 text-accent">
        <Icon className="h-8 w-8" />
      </span>
      <span className="rounded-full border border-accent/40 px-3 py-1 text-xs font-bold tracking-wider text-accent uppercase">
        {t('badge')}
      </span>
      <h1 id="coming-soon-title" className="text-2xl font-black tracking-tight text-fg sm:text-3xl">
        {name}
      </h1>
      <p className="text-muted">{t(`about.${section}`)}</p>
      <p className="text-muted">{t('description')}</p>
      <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <ButtonLink to="/battles" size="lg">
          <Swords className="h-5 w-5" aria-hidden />
          {t('toBattles')}
        </ButtonLink>
        <ButtonLink to="/leaderboard" variant="secondary" size="lg">
          <Trophy className="h-5 w-5" aria-hidden />
          {t('toLeaderboard')}
        </ButtonLink>
      </div>
    </section>
  );
}
