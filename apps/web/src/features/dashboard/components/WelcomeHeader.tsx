import { Dumbbell, Swords } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/Button';

/** "Welcome, {name}" with the two quick actions (spec section 2, dashboard header). */
export function WelcomeHeader({ name, username }: { name: string; username: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <section className="flex flex-col gap-5 md:flex-row md:items-end md:justify-between" data-tour="welcome">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-black tracking-tight text-fg sm:text-4xl">{t('welcome', { name })}</h1>
        <p className="max-w-xl text-muted">{t('subtitle')}</p>
      </div>
      <div className="flex flex-col gap-3 min-[400px]:flex-row">
        <ButtonLink to="/battles" size="lg">
          <Swords className="h-5 w-5" aria-hidden />
          {t('quickBattle')}
        </ButtonLink>
        <ButtonLink to={`/${encodeURIComponent(username)}/trainings`} size="lg" variant="secondary">
          <Dumbbell className="h-5 w-5" aria-hidden />
          {t('practiceMode')}
        </ButtonLink>
      </div>
    </section>
  );
}
