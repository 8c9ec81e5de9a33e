import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../hooks/useErrorText';
import { debateErrorKey } from '../errorText';

/** A failed debate call -> its reason in the current language (ours, else the generic text). */
export function useDebateErrorText(): (error: unknown) => string {
  const { t } = useTranslation('debates');
  const generic = useErrorText();
  return useCallback(
    (error: unknown) => {
      const key = debateErrorKey(error);
      return key ? t(`errors.${key}`) : generic(error);
    },
    [t, generic],
  );
}
