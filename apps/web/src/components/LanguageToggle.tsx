import type { Language } from '@fanclash/protocol';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../i18n';
import { cn } from '../lib/cn';
import { Flag } from './Flag';

/** The header's flag button: shows the current language and switches to the other one (saved). */
export function LanguageToggle({ className }: { className?: string }) {
  // Subscribes this component to language changes; currentLanguage() reads the result.
  const { t } = useTranslation();
  const current = currentLanguage();
  const next: Language = current === 'en' ? 'ru' : 'en';
  return (
    <button
      type="button"
      onClick={() => changeLanguage(next)}
      aria-label={t('language.switchTo', { language: t(`language.${next}`) })}
      data-testid="language-toggle"
      className={cn(
        'inline-flex h-10 items-center gap-2 rounded-xl border border-line bg-raised/60 px-2.5 text-xs font-bold tracking-wide text-fg uppercase hover:border-line-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
        className,
      )}
    >
      <Flag language={current} className="h-4 w-6 rounded-[3px] shadow-sm ring-1 ring-white/15" />
      {/* The code is a visual aid; phones show the flag alone to leave room for the header. */}
      <span aria-hidden className="hidden sm:inline">
        {current}
      </span>
    </button>
  );
}
