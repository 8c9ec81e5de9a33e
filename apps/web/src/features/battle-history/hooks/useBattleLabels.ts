import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { battleLevelKey, botNumber, displaySport, playerLabel } from '../labels';

interface BattleLabels {
  sportName: (sport: string) => string;
  levelName: (level: string) => string;
  /** 'Hockey · Easy' */
  sportAndLevel: (sport: string, level: string) => string;
  /** A player's name as the server sends it, with a deleted account shown as 'Deleted player' and the bots translated. */
  playerName: (name: string) => string;
}

/** Translated sport, level and deleted-player names, for any value the server sends. */
export function useBattleLabels(): BattleLabels {
  const { t } = useTranslation(['common', 'battleHistory']);
  const sportName = useCallback((sport: string) => t(`common:sports.${displaySport(sport)}`), [t]);
  const levelName = useCallback((level: string) => t(`battleHistory:levels.${battleLevelKey(level)}`), [t]);
  const sportAndLevel = useCallback(
    (sport: string, level: string) => t('battleHistory:sportLevel', { sport: sportName(sport), level: levelName(level) }),
    [t, sportName, levelName],
  );
  const playerName = useCallback(
    (name: string) => {
      const bot = botNumber(name);
      if (bot === 0) return t('battleHistory:botName');
      if (bot !== null) return t('battleHistory:teamBotName', { number: bot });
      return playerLabel(name, t('battleHistory:deletedPlayer'));
    },
    [t],
  );
  return { sportName, levelName, sportAndLevel, playerName };
}
