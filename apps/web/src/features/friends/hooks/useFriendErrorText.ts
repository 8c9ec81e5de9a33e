import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { TRANSLATED_CODES } from '../errors';

type TranslatedCode = (typeof TRANSLATED_CODES)[number];
const isTranslated = (code: string): code is TranslatedCode => (TRANSLATED_CODES as readonly string[]).includes(code);

/** A refusal's code -> its text in the current language (the server's English text otherwise). */
export function useFriendErrorText(): (code: string, fallback?: string) => string {
  const { t } = useTranslation('friends');
  return useCallback(
    (code: string, fallback?: string) => (isTranslated(code) ? t(`errors.${code}`) : fallback || t('errors.generic')),
    [t],
  );
}
