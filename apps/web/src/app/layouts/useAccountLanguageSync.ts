import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../features/auth/hooks/useSession';
import { currentLanguage } from '../../i18n';
import { useUserSocket } from '../../live/useUserSocket';

/**
 * The account keeps the interface language: the server writes e-mails and serves battle
 * questions in it. When the flag toggle (or detection) picks another language than the
 * account's, the account follows once the live connection is open.
 */
export function useAccountLanguageSync(): void {
  const { i18n } = useTranslation();
  const { status, send } = useUserSocket();
  const accountLanguage = useSession().user?.language;
  const language = currentLanguage();

  useEffect(() => {
    if (status !== 'open' || !accountLanguage || accountLanguage === language) return;
    send({ type: 'user_update', language });
  }, [status, send, accountLanguage, language, i18n.resolvedLanguage]);
}
