import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorTextKey } from '../errorText';

/**
 * A live `error` as text in the current language (spec section 8: the message, or 'An error
 * occurred'): the code's translation, or the translated generic text for a code the app does
 * not know. The server's `message` is English only, so it is not shown.
 */
export function useLiveErrorText(): (error: { code: string; message: string }) => string {
  const { t } = useTranslation('battles');
  return useCallback((error: { code: string; message: string }) => t(errorTextKey(error.code)), [t]);
}
