import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title to "{page} · FanClash" (and follows language changes via the caller's `t`). */
export function usePageTitle(page: string | null): void {
  const { t } = useTranslation();
  const title = page ? t('pageTitle', { page }) : t('appName');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
