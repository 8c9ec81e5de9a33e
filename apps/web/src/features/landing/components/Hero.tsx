import { ArrowRight, Globe2, Radio, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/Button';
import { BattlePreview } from './BattlePreview';

export function Hero() {
  const { t } = useTranslation('landing');
  const highlights = [
    { key: 'live', Icon: Radio },
    { key: 'languages', Icon: Globe2 },
    { key: 'free', Icon: Sparkles },
  ] as const;
  return (
    <section
      aria-labelledby="hero-title"
      className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 md:grid-cols-[1.1fr_1fr] md:pt-20 md:pb-24"
    >
      <div className="flex flex-col items-start gap-6">
        <p className="rounded-full border border-accent/30 bg-accent/10 px-3 py-1 text-xs font-bold tracking-widest text-accent uppercase">
          {t('hero.eyebrow')}
        </p>
        <h1 id="hero-title" className="text-4xl leading-[1.05] font-black tracking-tight text-fg sm:text-5xl lg:text-6xl">
          {t('hero.title')} <span className="block text-accent italic">{t('hero.titleAccent')}</span>
        </h1>
        <p className="max-w-xl text-base text-muted sm:text-lg">{t('hero.subtitle')}</p>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <ButtonLink to="/sign-up" size="lg" className="w-full sm:w-auto">
            {t('hero.cta')}
            <ArrowRight className="h-5 w-5" aria-hidden />
          </ButtonLink>
          <ButtonLink to="/leaderboard" size="lg" variant="secondary" className="w-full sm:w-auto">
            {t('hero.secondary')}
          </ButtonLink>
        </div>
        <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted">
          {highlights.map(({ key, Icon }) => (
            <li key={key} className="flex items-center gap-2">
              <Icon className="h-4 w-4 text-accent" aria-hidden />
              {t(`hero.highlights.${key}`)}
            </li>
          ))}
        </ul>
      </div>
      <div className="flex justify-center md:justify-end">
        <BattlePreview />
      </div>
    </section>
  );
}
