import { Dumbbell, MessagesSquare, Swords, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './SectionHeading';

const FEATURES = [
  { key: 'discussions', Icon: MessagesSquare },
  { key: 'matches', Icon: Swords },
  { key: 'teamUp', Icon: Users },
  { key: 'skills', Icon: Dumbbell },
] as const;

/** The four highlights of spec section 1. */
export function FeatureGrid() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16">
      <SectionHeading id="features-title" title={t('features.title')} subtitle={t('features.subtitle')} />
      <ul className="mt-10 grid gap-4 sm:grid-cols-2">
        {FEATURES.map(({ key, Icon }) => (
          <li key={key} className="flex gap-4 rounded-2xl border border-line bg-surface/60 p-5 sm:p-6">
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-raised text-accent ring-1 ring-line">
              <Icon className="h-5 w-5" aria-hidden />
            </span>
            <div className="flex flex-col gap-1.5">
              <h3 className="font-bold text-fg">{t(`features.${key}.title`)}</h3>
              <p className="text-sm text-muted">{t(`features.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
