import { BOT_NAME, DELETED_PLAYER_NAME, LEVELS, TEAM_BOT_NAMES, TEAM_BOT_PARTNER_NAME, type Level } from '@fanclash/protocol';
import commonEn from '../../i18n/en.json';

/** A sport with a translated name (common namespace, `sports.*`). */
export type SportKey = keyof typeof commonEn.sports;

const SPORT_KEYS: ReadonlySet<string> = new Set(Object.keys(commonEn.sports));
const isSportKey = (sport: string): sport is SportKey => SPORT_KEYS.has(sport);
/** Battles are created easy, medium or hard; older quiz history also knows expert (spec section 9). */
export type HistoryLevel = Level | 'expert';
const HISTORY_LEVELS: readonly string[] = [...LEVELS, 'expert'];
const isLevel = (level: string): level is HistoryLevel => HISTORY_LEVELS.includes(level);

/** Spec section 5: unknown sport values display as football. */
export function displaySport(sport: string): SportKey {
  const key = sport.trim().toLowerCase();
  return isSportKey(key) ? key : 'football';
}

/** Spec section 5: unknown levels display as medium. */
export function displayLevel(level: string): HistoryLevel {
  const key = level.trim().toLowerCase();
  return isLevel(key) ? key : 'medium';
}

/**
 * A battle's level as shown: a daily challenge run (level 'daily', issue 31) has no single
 * level — its ten questions go from easy to hard — so it says so rather than falling back to medium.
 */
export function battleLevelKey(level: string): HistoryLevel | 'daily' {
  return level.trim().toLowerCase() === 'daily' ? 'daily' : displayLevel(level);
}

/** SportIcon draws association football as 'football'; the battle bank calls it 'soccer'. */
export function iconSport(sport: string): string {
  const key = displaySport(sport);
  return key === 'soccer' ? 'football' : key;
}

/**
 * The server names a player whose account was deleted with the protocol's fixed English
 * text (usernames cannot contain its space, so no real player matches it).
 */
export function isDeletedPlayer(name: string): boolean {
  return name === DELETED_PLAYER_NAME;
}

/** A player's name as shown: a deleted player reads `deletedText` (the interface's words). */
export function playerLabel(name: string, deletedText: string): string {
  return isDeletedPlayer(name) ? deletedText : name;
}

/**
 * The bots' fixed English names (usernames cannot contain their space either): 0 for the 1v1
 * bot, 1 or 2 for a 2v2 team of bots (issue 32), 3 for a lone player's bot teammate in 2v2, null
 * for anyone else.
 */
export function botNumber(name: string): 0 | 1 | 2 | 3 | null {
  if (name === BOT_NAME) return 0;
  if (name === TEAM_BOT_PARTNER_NAME) return 3;
  const index = TEAM_BOT_NAMES.findIndex((bot) => bot === name);
  return index === 0 ? 1 : index === 1 ? 2 : null;
}
