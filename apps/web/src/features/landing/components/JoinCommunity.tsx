import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/Button';

export function JoinCommunity() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="join-title" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16">
      <div className="relative overflow-hidden rounded-3xl border border-accent/30 bg-gradient-to-br from-raised via-surface to-canvas p-8 text-center sm:p-12">
        <div aria-hidden className="absolute -top-24 left-1/2 h-48 w-[36rem] -translate-x-1/2 rounded-full bg-accent/20 blur-3xl" />
        <Trophy className="relative mx-auto h-10 w-10 text-accent" aria-hidden />
        <h2 id="join-title" className="relative mt-4 text-3xl font-black tracking-tight text-fg sm:text-4xl">
          {t('join.title')}
        </h2>
        <p className="relative mx-auto mt-3 max-w-xl text-muted">{t('join.text')}</p>
        <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to="/sign-up" size="lg">
            {t('join.createAccount')}
          </ButtonLink>
          <ButtonLink to="/leaderboard" size="lg" variant="secondary">
            {t('join.viewLeaderboard')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
