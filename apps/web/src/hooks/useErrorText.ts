import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { genericErrorKey } from '../lib/errorKey';

/** A failed call -> the generic text in the current language ("Network error…", "Server error…"). */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback((error: unknown) => t(`errors.${genericErrorKey(error)}`), [t]);
}
