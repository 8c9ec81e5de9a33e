import { useTranslation } from 'react-i18next';
import { LogoMark } from '../../../components/Logo';

export function LandingFooter() {
  const { t } = useTranslation(['landing', 'common']);
  return (
    <footer className="border-t border-line/60">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-3 px-4 py-8 text-center text-sm text-muted sm:flex-row sm:justify-between sm:px-6 sm:text-left">
        <div className="flex flex-col items-center gap-2.5 sm:flex-row">
          <LogoMark className="h-6 w-6" />
          <span>{t('footer.tagline')}</span>
        </div>
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
