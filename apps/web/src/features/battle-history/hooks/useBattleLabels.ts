import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { displayLevel, displaySport } from '../labels';

interface BattleLabels {
  sportName: (sport: string) => string;
  levelName: (level: string) => string;
  /** 'Hockey · Easy' */
  sportAndLevel: (sport: string, level: string) => string;
}

/** Translated sport and level names, for any value the server sends. */
export function useBattleLabels(): BattleLabels {
  const { t } = useTranslation(['common', 'battleHistory']);
  const sportName = useCallback((sport: string) => t(`common:sports.${displaySport(sport)}`), [t]);
  const levelName = useCallback((level: string) => t(`battleHistory:levels.${displayLevel(level)}`), [t]);
  const sportAndLevel = useCallback(
    (sport: string, level: string) => t('battleHistory:sportLevel', { sport: sportName(sport), level: levelName(level) }),
    [t, sportName, levelName],
  );
  return { sportName, levelName, sportAndLevel };
}
