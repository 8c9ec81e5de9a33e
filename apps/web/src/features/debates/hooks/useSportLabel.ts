import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const KNOWN = [
  'all',
  'football',
  'soccer',
  'basketball',
  'volleyball',
  'tennis',
  'baseball',
  'hockey',
  'golf',
  'cricket',
  'rugby',
  'boxing',
] as const;
type KnownSport = (typeof KNOWN)[number];
const isKnown = (value: string): value is KnownSport => (KNOWN as readonly string[]).includes(value);

/** A category as the player reads it; an unknown one reads 'Other'. */
export function useSportLabel(): (category: string) => string {
  const { t } = useTranslation('debates');
  return useCallback((category: string) => (isKnown(category) ? t(`sports.${category}`) : t('sports.other')), [t]);
}
