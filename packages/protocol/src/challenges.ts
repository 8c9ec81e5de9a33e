import { z } from 'zod';
import { battleLevelInputSchema, battleSportInputSchema } from './battles.js';
import { lazySchema } from './lazy-schema.js';

/**
 * Asynchronous friend challenges and the daily challenge (issue 31). Both are solo runs on the
 * battle socket `/ws/battle/{id}`: a challenge is two runs of the same questions (the
 * challenger's now, the friend's later) decided when the second ends; a daily run is one run
 * of the day's shared questions.
 */

export const CHALLENGE_ERROR_CODES = {
  /** At most CHALLENGE_LIMITS.pendingPerChallenger challenges waiting at once (409). */
  tooManyChallenges: 'too_many_challenges',
  challengeNotFound: 'challenge_not_found',
  /** The friend cannot play it yet (the challenger has not finished), or it is over. */
  notYourTurn: 'not_your_turn',
  /** The daily challenge of this sport was already started today (409). */
  dailyPlayed: 'daily_played',
  /** A turn of it is being played right now: it cannot be withdrawn (409). */
  challengeInPlay: 'challenge_in_play',
} as const;

export const CHALLENGE_LIMITS = { pendingPerChallenger: 10, listFinished: 20 } as const;

/** The name of a daily run's empty seat (never a username: usernames have no spaces). */
export const DAILY_NAME = 'Daily challenge';

// ---------------------------------------------------------------- challenges, REST

/** POST /battle/challenge (bearer). */
export const createChallengeBodySchema = lazySchema(() =>
  z.object({
    friend_username: z.string().trim().min(1).max(64),
    sport: battleSportInputSchema,
    level: battleLevelInputSchema,
  }),
);
export type CreateChallengeBody = z.infer<typeof createChallengeBodySchema>;

export const createChallengeResponseSchema = lazySchema(() => z.object({ id: z.string(), expires_at: z.string() }));
export type CreateChallengeResponse = z.infer<typeof createChallengeResponseSchema>;

/** `withdrawn`: the challenger took it back before the friend played (added after the first release). */
export const challengeStatusSchema = lazySchema(() => z.enum(['your_turn', 'waiting', 'finished', 'expired', 'declined', 'withdrawn']));
export type ChallengeStatus = z.infer<typeof challengeStatusSchema>;

/** One challenge as one player sees it. Scores only once both have played. */
export const challengeItemSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    /** The other player. */
    friend: z.string(),
    friend_avatar: z.string(),
    /** Whether I sent it. */
    mine: z.boolean(),
    sport: z.string(),
    level: z.string(),
    status: challengeStatusSchema,
    created_at: z.string(),
    expires_at: z.string(),
    my_score: z.number().int().nullable(),
    friend_score: z.number().int().nullable(),
    /** win | lose | draw once finished. */
    result: z.enum(['win', 'lose', 'draw']).nullable(),
  }),
);
export type ChallengeItem = z.infer<typeof challengeItemSchema>;

/** GET /battle/challenges: "your turn" first in each list. */
export const challengeListSchema = lazySchema(() =>
  z.object({
    incoming: z.array(challengeItemSchema),
    outgoing: z.array(challengeItemSchema),
    finished: z.array(challengeItemSchema),
  }),
);
export type ChallengeList = z.infer<typeof challengeListSchema>;

/**
 * DELETE /battle/challenges/{id} (bearer): the challenger takes back a challenge the friend has
 * not played (before or after their own turn). 404 challenge_not_found (none of theirs open with
 * this id), 409 challenge_in_play (a turn is being played). Both players hear challenge_withdrawn.
 */
export const challengeIdParamsSchema = lazySchema(() => z.object({ id: z.uuid() }));
export const withdrawChallengeResponseSchema = lazySchema(() => z.object({ id: z.string(), status: z.literal('withdrawn') }));
export type WithdrawChallengeResponse = z.infer<typeof withdrawChallengeResponseSchema>;

// ---------------------------------------------------------------- challenges, user socket

export const declineChallengeMessageSchema = lazySchema(() => z.object({ type: z.literal('decline_challenge'), challenge_id: z.uuid() }));
export const challengeUserClientMessageSchemas = [declineChallengeMessageSchema] as const;

/** To the friend, every tab: the challenger has played, it is the friend's turn. */
export const challengeReceivedEventSchema = lazySchema(() =>
  z.object({ type: z.literal('challenge_received'), data: challengeItemSchema }),
);
export const challengeDeclinedEventSchema = lazySchema(() =>
  z.object({
    type: z.literal('challenge_declined'),
    data: z.object({ challenge_id: z.string(), by: z.string() }),
  }),
);
export const challengeExpiredEventSchema = lazySchema(() =>
  z.object({ type: z.literal('challenge_expired'), data: z.object({ challenge_id: z.string() }) }),
);
/** To both players, every tab: the challenger took it back (DELETE /battle/challenges/{id}). */
export const challengeWithdrawnEventSchema = lazySchema(() =>
  z.object({
    type: z.literal('challenge_withdrawn'),
    data: z.object({ challenge_id: z.string(), by: z.string() }),
  }),
);
export const challengeUserEventSchemas = [
  challengeReceivedEventSchema,
  challengeDeclinedEventSchema,
  challengeExpiredEventSchema,
  challengeWithdrawnEventSchema,
] as const;

// ---------------------------------------------------------------- the battle socket

/**
 * The end of a run that is not decided by itself (the challenger's run, a daily run): the
 * player's own score and the right/wrong grid, nothing of anyone else.
 */
export const runFinishedMessageSchema = lazySchema(() =>
  z.object({
    type: z.literal('run_finished'),
    battle_id: z.string(),
    mode: z.enum(['challenge', 'daily']),
    sport: z.string(),
    score: z.number().int(),
    total: z.number().int(),
    /** Per question: right, wrong, or null when not answered. */
    grid: z.array(z.boolean().nullable()),
    /** A daily run's UTC day (YYYY-MM-DD), for its share text; may be absent (then today). */
    date: z.string().optional(),
  }),
);

// ---------------------------------------------------------------- the daily challenge

export const dailyDateSchema = lazySchema(() => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_date'));

export const dailySportSchema = lazySchema(() =>
  z.object({
    sport: z.string(),
    played: z.boolean(),
    score: z.number().int().nullable(),
    /** The run still in play (reopen it), else null. */
    battle_id: z.string().nullable(),
    /** Per question once played: right, wrong, null for none (the share grid). */
    grid: z.array(z.boolean().nullable()).nullable(),
  }),
);

/** GET /daily (bearer). */
export const dailyResponseSchema = lazySchema(() =>
  z.object({
    date: z.string(),
    sports: z.array(dailySportSchema),
    next_at: z.string(),
    ms_to_next: z.number().int(),
  }),
);
export type DailyResponse = z.infer<typeof dailyResponseSchema>;

/** POST /daily/{sport}/start (bearer). */
export const dailyStartResponseSchema = lazySchema(() => z.object({ battle_id: z.string() }));

/** GET /daily/{sport}/leaderboard?date&limit&offset. */
export const dailyLeaderboardQuerySchema = lazySchema(() =>
  z.object({
    date: dailyDateSchema.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
  }),
);

export const dailyEntrySchema = lazySchema(() =>
  z.object({
    rank: z.number().int(),
    username: z.string(),
    avatar: z.string(),
    score: z.number().int(),
    total_ms: z.number().int(),
    finished_at: z.string(),
  }),
);
export type DailyEntry = z.infer<typeof dailyEntrySchema>;

export const dailyLeaderboardSchema = lazySchema(() =>
  z.object({
    date: z.string(),
    sport: z.string(),
    entries: z.array(dailyEntrySchema),
    me: dailyEntrySchema.nullable(),
    players: z.number().int(),
  }),
);
export type DailyLeaderboard = z.infer<typeof dailyLeaderboardSchema>;

/** The share text's grid: no question, no answer; one square a question. */
export function dailyShareGrid(grid: ReadonlyArray<boolean | null>): string {
  return grid.map((right) => (right === true ? '🟩' : right === false ? '🟥' : '⬜')).join('');
}
