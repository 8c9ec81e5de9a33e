import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { retryWait, TRANSLATED_CODES } from '../errors';

type TranslatedCode = (typeof TRANSLATED_CODES)[number];
const isTranslated = (code: string): code is TranslatedCode => (TRANSLATED_CODES as readonly string[]).includes(code);

/**
 * A refusal's code -> its text in the current language (the server's English text otherwise).
 * A rate-limited action's text says how long to wait (`retryAfterMs` from the error).
 */
export function useFriendErrorText(): (code: string, fallback?: string, retryAfterMs?: number) => string {
  const { t } = useTranslation('friends');
  return useCallback(
    (code: string, fallback?: string, retryAfterMs?: number) => {
      if (!isTranslated(code)) return fallback || t('errors.generic');
      if (code === 'friend_request_rate_limited' && retryAfterMs !== undefined) {
        const wait = retryWait(retryAfterMs);
        return t('errors.friend_request_rate_limited_wait', { wait: t(`errors.retryIn.${wait.unit}`, { count: wait.count }) });
      }
      return t(`errors.${code}`);
    },
    [t],
  );
}
