import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthMessage } from '../errors';

/**
 * Turns an AuthMessage into text in the current language. The server's own wording (e.g. a
 * rate limit that names its reason) is English, so it is used only in English.
 */
export function useAuthMessage(): (message: AuthMessage) => string {
  const { t, i18n } = useTranslation('auth');
  return useCallback(
    (message: AuthMessage) => {
      if (message.serverText && i18n.resolvedLanguage === 'en') return message.serverText;
      return message.count === undefined ? t(`errors.${message.key}`) : t(`errors.${message.key}`, { count: message.count });
    },
    [t, i18n.resolvedLanguage],
  );
}
