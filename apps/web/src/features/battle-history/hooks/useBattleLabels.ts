import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { displayLevel, displaySport } from '../labels';

/** Translated sport and level names, for any value the server sends. */
export function useBattleLabels(): { sportName: (sport: string) => string; levelName: (level: string) => string } {
  const { t } = useTranslation(['common', 'battleHistory']);
  const sportName = useCallback((sport: string) => t(`common:sports.${displaySport(sport)}`), [t]);
  const levelName = useCallback((level: string) => t(`battleHistory:levels.${displayLevel(level)}`), [t]);
  return { sportName, levelName };
}
