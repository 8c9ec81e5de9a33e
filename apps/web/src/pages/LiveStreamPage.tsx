import { Radio, Swords, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../components/ui/Button';
import { usePageTitle } from '../hooks/usePageTitle';

/** `/live`: the live-stream page, a placeholder marked 'On Development' (spec section 1). */
export default function LiveStreamPage() {
  const { t } = useTranslation('help');
  usePageTitle(t('live.pageTitle'));
  return (
    <section aria-labelledby="live-title" className="mx-auto flex max-w-lg flex-col items-center gap-5 px-4 py-12 text-center sm:py-20">
      <span aria-hidden className="grid h-16 w-16 place-items-center rounded-2xl border border-accent/30 bg-accent/10 text-accent">
        <Radio className="h-8 w-8" />
      </span>
      <span
        data-testid="live-badge"
        className="rounded-full border border-accent/40 px-3 py-1 text-xs font-bold tracking-wider text-accent uppercase"
      >
        {t('live.badge')}
      </span>
      <h1 id="live-title" className="text-2xl font-black tracking-tight text-fg sm:text-3xl">
        {t('live.title')}
      </h1>
      <p className="text-muted">{t('live.text')}</p>
      <p className="text-muted">{t('live.meanwhile')}</p>
      <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <ButtonLink to="/battles" size="lg">
          <Swords className="h-5 w-5" aria-hidden />
          {t('live.toBattles')}
        </ButtonLink>
        <ButtonLink to="/leaderboard" variant="secondary" size="lg">
          <Trophy className="h-5 w-5" aria-hidden />
          {t('live.toLeaderboard')}
        </ButtonLink>
      </div>
    </section>
  );
}
