import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type commonEn from '../../../i18n/en.json';

type SportKey = keyof (typeof commonEn)['sports'];

/**
 * A sport value as the server stores it ('Football') -> its name in the current language
 * (`sports.*` in the common texts). An unknown value is shown as it is rather than hidden.
 */
export function useSportName(): (value: string) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (value: string) => {
      const key = value.trim().toLowerCase();
      return i18n.exists(`sports.${key}`) ? t(`sports.${key as SportKey}`) : value;
    },
    [t, i18n],
  );
}
