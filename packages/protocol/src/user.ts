import { z } from 'zod';
import { languageSchema } from './sports.js';
import { lazySchema } from './lazy-schema.js';

/**
 * A player's battle figures (spec section 3). `ranking` is the leaderboard position, or null
 * while the player has no battle (unranked: the spec's 'N/A if missing'; issue 28, item 5).
 */
export const userStatsSchema = lazySchema(() =>
  z.object({
    totalBattle: z.number().int(),
    winBattle: z.number().int(),
    winRate: z.number().int(),
    streak: z.number().int(),
    ranking: z.number().int().nullable(),
  }),
);
export type UserStats = z.infer<typeof userStatsSchema>;

/** What anyone may see of a player: never e-mail, never anything secret. */
export const publicUserSchema = lazySchema(() =>
  userStatsSchema.extend({
    username: z.string(),
    avatar: z.string(),
    favourite: z.string(),
  }),
);
export type PublicUser = z.infer<typeof publicUserSchema>;

/** The owner's own record (spec section 7, get-user-by-username), with e-mail and lists. */
export const userSchema = lazySchema(() =>
  publicUserSchema.extend({
    email: z.string(),
    language: languageSchema,
    friends: z.array(z.string()),
    friendRequests: z.array(z.string()),
    battles: z.array(z.string()),
    invitations: z.array(z.string()),
    /** Friend requests the owner sent that are still pending (default: older stored copies lack it). */
    sentFriendRequests: z.array(z.string()).default([]),
    /** Players the owner blocked. */
    blocked: z.array(z.string()).default([]),
    createdAt: z.string(),
  }),
);
export type User = z.infer<typeof userSchema>;
