import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { displayLevel, displaySport } from '../../battle-history/labels';

/** Translated sport and level names; unknown values show as football and medium (section 5). */
export function useTrainingLabels() {
  const { t } = useTranslation(['common', 'training']);
  const sportName = useCallback((sport: string) => t(`common:sports.${displaySport(sport)}`), [t]);
  const levelName = useCallback(
    (level: string) => {
      const shown = displayLevel(level);
      return t(`training:levels.${shown === 'expert' ? 'hard' : shown}`);
    },
    [t],
  );
  return { sportName, levelName };
}
