import { i18n } from '../../i18n';

/** A sport or level as the player reads it; an unknown value shows as sent. */
export function sportAndLevel(sport: string, level: string): { sport: string; level: string } {
  return {
    sport: i18n.t(`sports.${sport}`, { ns: 'common', defaultValue: sport }),
    level: i18n.t(`levels.${level}`, { ns: 'battleHistory', defaultValue: level }),
  };
}
