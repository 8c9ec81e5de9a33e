import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';

/**
 * The sports that have a question bank (the order of @fanclash/content's SPORTS; a server test
 * holds the two lists equal). The one list every screen offers: battles, play now, training,
 * flashcards and the profile's favourite; the landing and sign-up copy count it.
 */
export const PLAYABLE_SPORTS = [
  'soccer',
  'basketball',
  'tennis',
  'baseball',
  'hockey',
  'golf',
  'cricket',
  'rugby',
  'volleyball',
  'boxing',
  'mma',
  'athletics',
  'swimming',
  'cycling',
] as const;
export type PlayableSport = (typeof PLAYABLE_SPORTS)[number];

/** Sports offered when creating a battle (spec section 9): every sport with a bank. */
export const BATTLE_SPORTS = PLAYABLE_SPORTS;
export const battleSportSchema = lazySchema(() => z.enum(BATTLE_SPORTS));
export type BattleSport = z.infer<typeof battleSportSchema>;

export const LEVELS = ['easy', 'medium', 'hard'] as const;
export const levelSchema = lazySchema(() => z.enum(LEVELS));
export type Level = z.infer<typeof levelSchema>;

/**
 * A playable sport as the profile stores it as a favourite (spec section 9: 'Football' for
 * soccer, the name capitalised otherwise). Stored values never change; new sports add theirs.
 */
export const FAVOURITE_SPORT_OF = {
  soccer: 'Football',
  basketball: 'Basketball',
  tennis: 'Tennis',
  baseball: 'Baseball',
  hockey: 'Hockey',
  golf: 'Golf',
  cricket: 'Cricket',
  rugby: 'Rugby',
  volleyball: 'Volleyball',
  boxing: 'Boxing',
  mma: 'MMA',
  athletics: 'Athletics',
  swimming: 'Swimming',
  cycling: 'Cycling',
} as const satisfies Record<PlayableSport, string>;

/** Favourite sports offered on the profile: one per playable sport, in the same order. */
export const FAVOURITE_SPORTS = [
  'Football',
  'Basketball',
  'Tennis',
  'Baseball',
  'Hockey',
  'Golf',
  'Cricket',
  'Rugby',
  'Volleyball',
  'Boxing',
  'MMA',
  'Athletics',
  'Swimming',
  'Cycling',
] as const satisfies readonly (typeof FAVOURITE_SPORT_OF)[PlayableSport][];
export const favouriteSportSchema = lazySchema(() => z.enum(FAVOURITE_SPORTS));
export type FavouriteSport = z.infer<typeof favouriteSportSchema>;

/** The six sports on the landing page, with their approximate question counts and labels. */
export const LANDING_SPORTS = [
  { sport: 'football', count: '1.2k+', label: 'allLevels' },
  { sport: 'basketball', count: '800+', label: 'proReady' },
  { sport: 'tennis', count: '640+', label: 'competitive' },
  { sport: 'baseball', count: '420+', label: 'expert' },
  { sport: 'hockey', count: '380+', label: 'elite' },
  { sport: 'golf', count: '290+', label: 'masters' },
] as const;

export const LANGUAGES = ['en', 'ru'] as const;
export const languageSchema = lazySchema(() => z.enum(LANGUAGES));
export type Language = z.infer<typeof languageSchema>;
