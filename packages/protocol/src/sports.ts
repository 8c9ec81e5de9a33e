import { z } from 'zod';

/** Sports offered when creating a battle (spec section 9). */
export const BATTLE_SPORTS = ['soccer', 'basketball', 'baseball', 'hockey', 'golf', 'cricket', 'rugby', 'volleyball'] as const;
export const battleSportSchema = z.enum(BATTLE_SPORTS);
export type BattleSport = z.infer<typeof battleSportSchema>;

export const LEVELS = ['easy', 'medium', 'hard'] as const;
export const levelSchema = z.enum(LEVELS);
export type Level = z.infer<typeof levelSchema>;

/** Favourite sports offered on the profile (spec section 9). */
export const FAVOURITE_SPORTS = ['Football', 'Basketball', 'Baseball', 'Tennis', 'Hockey', 'Golf', 'Cricket', 'Volleyball'] as const;
export const favouriteSportSchema = z.enum(FAVOURITE_SPORTS);
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
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;
