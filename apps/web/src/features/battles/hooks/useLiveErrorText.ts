import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import battlesEn from '../i18n/en.json';

type KnownCode = keyof typeof battlesEn.liveErrors;
const isKnownCode = (code: string): code is KnownCode => code in battlesEn.liveErrors;

/**
 * A live `error` as text in the current language: known codes are translated, anything else
 * shows the server's message, or 'An error occurred' when there is none (spec section 8).
 */
export function useLiveErrorText(): (error: { code: string; message: string }) => string {
  const { t } = useTranslation('battles');
  return useCallback(
    (error: { code: string; message: string }) => {
      if (isKnownCode(error.code)) return t(`liveErrors.${error.code}`);
      return error.message.trim() || t('errors.generic');
    },
    [t],
  );
}
