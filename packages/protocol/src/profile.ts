import { z } from 'zod';
import { ERROR_CODES } from './errors.js';
import { LIMITS } from './limits.js';
import { favouriteSportSchema, languageSchema } from './sports.js';
import { userSchema, userStatsSchema } from './user.js';
import { lazySchema } from './lazy-schema.js';

/**
 * Dashboard, profile settings, leaderboard and avatars (spec sections 2, 3, 4, 5, 7): the REST
 * payloads and the user-socket messages `user_update`, `delete_user`, `user_updated`,
 * `stats_reset`, `user_deleted`.
 */

/** Codes this feature adds to ERROR_CODES (which already holds invalid_type and too_large). */
export const PROFILE_ERROR_CODES = {
  /** user_update carried an avatar that is neither '' nor the player's own stored picture. */
  invalidAvatar: 'invalid_avatar',
  /** The upload is an image, but wider or taller than LIMITS.avatarMaxPixels. */
  imageDimensions: 'image_dimensions',
  /** delete_user carried a typed confirmation that is not the username (spec section 5). */
  usernameMismatch: 'username_mismatch',
} as const;

/** The spec's English texts for this feature's codes (the web app has both languages). */
export const PROFILE_MESSAGES = {
  [ERROR_CODES.avatarInvalidType]: 'Please select a valid image file (JPEG, PNG, or WebP)',
  [ERROR_CODES.avatarTooLarge]: 'File size must be less than 5MB',
  [PROFILE_ERROR_CODES.imageDimensions]: `Image must be at most ${LIMITS.avatarMaxPixels}×${LIMITS.avatarMaxPixels} pixels`,
  [PROFILE_ERROR_CODES.invalidAvatar]: 'Avatar must be your own uploaded picture or empty',
  [PROFILE_ERROR_CODES.usernameMismatch]: "Username doesn't match",
} as const;

/** A finished battle whose player deleted the account shows this name instead (the web app translates it). */
export const DELETED_PLAYER_NAME = 'deleted player';

// ---------------------------------------------------------------- leaderboard

export const LEADERBOARD_MAX_LIMIT = 100;

/**
 * One row of GET /db/get-leaderboard (spec section 3). The board lists ranked players only
 * (at least one battle), so every row has its rank.
 */
export const leaderboardEntrySchema = lazySchema(() =>
  z.object({
    rank: z.number().int(),
    username: z.string(),
    avatar: z.string(),
    wins: z.number().int(),
    winRate: z.number().int(),
    streak: z.number().int(),
  }),
);
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

const count = lazySchema(() => z.coerce.number().int());

/**
 * GET /db/get-leaderboard?limit&offset|page. `page` is 1-based; give `offset` or `page`, not
 * both. Without any of the three the answer is the plain array the spec describes.
 */
export const leaderboardQuerySchema = lazySchema(() =>
  z
    .object({
      limit: count.min(1).max(LEADERBOARD_MAX_LIMIT).optional(),
      offset: count.min(0).max(10_000_000).optional(),
      page: count.min(1).max(1_000_000).optional(),
    })
    .refine((q) => q.offset === undefined || q.page === undefined, { message: 'Give offset or page, not both', path: ['page'] }),
);
export type LeaderboardQuery = z.input<typeof leaderboardQuerySchema>;

/** The paged answer (when limit, offset or page is given). `me` is the caller's own row, if a valid token came. */
export const leaderboardPageSchema = lazySchema(() =>
  z.object({
    entries: z.array(leaderboardEntrySchema),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
    /** The caller's own row; its rank is null while the caller has no battle (unranked, not on the board). */
    me: leaderboardEntrySchema.extend({ rank: z.number().int().nullable() }).nullable(),
  }),
);
export type LeaderboardPage = z.infer<typeof leaderboardPageSchema>;

/** Either shape of GET /db/get-leaderboard. */
export const leaderboardResponseSchema = lazySchema(() => z.union([z.array(leaderboardEntrySchema), leaderboardPageSchema]));
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;

// ---------------------------------------------------------------- reset statistics

/** Offered by the profile screen; only 'all' is sent, the others reset everything too. */
export const RESET_TYPES = ['all', 'battles', 'rankings'] as const;

/** POST /db/reset-user-stats?username&reset_type (bearer; own account only). */
export const resetStatsQuerySchema = lazySchema(() =>
  z.object({
    username: z.string().trim().max(64).optional(),
    reset_type: z.enum(RESET_TYPES).default('all'),
  }),
);

export const resetStatsResponseSchema = lazySchema(() =>
  z.object({
    message: z.string(),
    new_stats: userStatsSchema,
  }),
);
export type ResetStatsResponse = z.infer<typeof resetStatsResponseSchema>;

// ---------------------------------------------------------------- avatars

/** POST /db/upload-avatar?token, multipart field `file`; the answer names the served path. */
export const AVATAR_UPLOAD_FIELD = 'file';
export const uploadAvatarResponseSchema = lazySchema(() => z.object({ avatar_path: z.string() }));
export type UploadAvatarResponse = z.infer<typeof uploadAvatarResponseSchema>;

// ---------------------------------------------------------------- user socket

/**
 * `user_update`: the spec's client sends its whole record; only these four fields can change.
 * Everything else (stats, ranking, e-mail, password, lists) is dropped by the parse. The
 * username is any string here so its rule can be reported with its own code.
 */
export const userUpdateMessageSchema = lazySchema(() =>
  z.object({
    type: z.literal('user_update'),
    username: z.string().optional(),
    favourite: favouriteSportSchema.optional(),
    /** '' removes the picture; the current value keeps it; a new one comes only from upload-avatar. */
    avatar: z.string().max(512).optional(),
    language: languageSchema.optional(),
  }),
);
export type UserUpdateMessage = z.infer<typeof userUpdateMessageSchema>;

/**
 * `delete_user`: `token` must be a current access token of the socket's own user (a fresh
 * proof, since a socket outlives its token). `username`, if sent, must equal the username exactly.
 */
export const deleteUserMessageSchema = lazySchema(() =>
  z.object({
    type: z.literal('delete_user'),
    token: z.string().min(1).max(4096),
    username: z.string().optional(),
  }),
);
export type DeleteUserMessage = z.infer<typeof deleteUserMessageSchema>;

/** Server -> every tab of the player: the full own record after any profile change. */
export const userUpdatedMessageSchema = lazySchema(() => z.object({ type: z.literal('user_updated'), data: userSchema }));
export type UserUpdatedMessage = z.infer<typeof userUpdatedMessageSchema>;

/** Server -> every tab of the player after POST /db/reset-user-stats. */
export const statsResetMessageSchema = lazySchema(() => z.object({ type: z.literal('stats_reset'), data: resetStatsResponseSchema }));
export type StatsResetMessage = z.infer<typeof statsResetMessageSchema>;

/** Server -> every tab of the player once the account is gone; the requesting socket is then closed. */
export const userDeletedMessageSchema = lazySchema(() =>
  z.object({ type: z.literal('user_deleted'), data: z.object({ message: z.string() }) }),
);
export type UserDeletedMessage = z.infer<typeof userDeletedMessageSchema>;
