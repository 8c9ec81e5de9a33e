import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const KNOWN = [
  'chat_empty',
  'chat_too_long',
  'text_inappropriate',
  'chat_not_friends',
  'chat_self',
  'user_not_found',
  'rate_limited',
  // A moderator muted the sender (issue 34).
  'muted',
  'slow_down',
  'network_error',
  'mark_read_failed',
  'load_older_failed',
] as const;
type Known = (typeof KNOWN)[number];
const isKnown = (code: string): code is Known => (KNOWN as readonly string[]).includes(code);

/** An error code from the server (or the client) as a text in the current language. */
export function useChatErrorText(): (code: string) => string {
  const { t } = useTranslation('chat');
  return useCallback((code: string) => (isKnown(code) ? t(`errors.${code}`) : t('errors.generic')), [t]);
}
