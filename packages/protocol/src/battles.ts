import { z } from 'zod';
import { BATTLE_SPORTS, battleSportSchema, levelSchema } from './sports.js';
import { userStatsSchema } from './user.js';
import { lazySchema } from './lazy-schema.js';

/**
 * Battles over REST and the user socket (spec sections 3, 4, 7). The battle socket's own
 * messages are in live/battle-socket.ts. Field names are the spec's; fields are only added.
 */

/** Error codes the battle feature adds to ERROR_CODES (the web app translates them too). */
export const BATTLE_ERROR_CODES = {
  /** The bank has no questions for that sport and level yet. */
  noQuestions: 'battle_no_questions',
  /** The battle has finished or was cancelled. */
  battleOver: 'battle_over',
  /** An unknown sport name (a missing one is `sport_required`). */
  invalidSport: 'invalid_sport',
  invalidLevel: 'invalid_level',
  /** start_battle for a battle nobody has joined yet. */
  notStarted: 'battle_not_started',
  /** A player plays one battle at a time: a join or create while already in a battle. */
  inBattle: 'already_in_battle',
  /** A join of a battle whose creator has just started another one. */
  creatorInBattle: 'creator_in_battle',
} as const;

/** The spec's English texts for battle errors (section 8); `{sport}` and `{level}` are filled in. */
export const BATTLE_MESSAGES = {
  sportRequired: 'Please select a sport',
  levelRequired: 'Please select a difficulty level',
  battleLimit: 'You can have up to 3 active battles at a time',
  battleDuplicate: 'You already have a {sport} {level} battle waiting',
  noQuestions: 'There are no {sport} {level} questions yet. Please choose another sport or level',
  notFound: 'Battle not found',
  taken: 'Battle not found or already started',
  ownJoin: 'You cannot join your own battle',
  notCreator: 'Only the creator can cancel this battle',
  notWaiting: 'This battle has already started',
  notStarted: 'Waiting for an opponent to join',
  inactivity: 'You were inactive in the waiting room',
  inBattle: 'You are already in a battle. Finish it before starting another',
  creatorInBattle: 'The creator of this battle is playing another battle right now',
} as const;

/** A sport as clients send it: 'football' names soccer (association football). */
export const battleSportInputSchema = lazySchema(() =>
  z
    .string()
    .trim()
    .toLowerCase()
    .transform((name) => (name === 'football' ? 'soccer' : name))
    .pipe(battleSportSchema),
);
export const BATTLE_SPORT_NAMES = [...BATTLE_SPORTS, 'football'] as const;
export const battleLevelInputSchema = lazySchema(() => z.string().trim().toLowerCase().pipe(levelSchema));

export const battleStatusSchema = lazySchema(() => z.enum(['waiting', 'active', 'finished', 'cancelled']));
export type BattleStatus = z.infer<typeof battleStatusSchema>;

/** A player's result: the winner (by score, or the one left when the other forfeits). */
export const battleResultSchema = lazySchema(() => z.enum(['win', 'lose', 'draw']));
export type BattleResult = z.infer<typeof battleResultSchema>;

const battleId = lazySchema(() => z.string().trim().min(1).max(64));
const optionalName = lazySchema(() => z.string().max(64).optional());

/**
 * Who a player faced: a person, a recorded run of a real player replayed exactly, the bot, or
 * nobody ('daily': a daily challenge run, issue 31, played alone).
 * Only battles against a person count toward wins, streak, win rate, battles played and rank.
 */
export const opponentKindSchema = lazySchema(() => z.enum(['player', 'recorded', 'bot', 'daily']));
export type OpponentKind = z.infer<typeof opponentKindSchema>;
/** The bot's name in battles (the web app shows it translated, by `opponent_kind`). */
export const BOT_NAME = 'FanClash Bot';
/**
 * A 2v2 team of bots (issue 32: a team alone in Play now after the wait): two seats, two names
 * (the engine tells players apart by name). The web app shows them translated and marked as bots.
 */
export const TEAM_BOT_NAMES = ['FanClash Bot 1', 'FanClash Bot 2'] as const;
/**
 * A lone player's bot teammate in 2v2 Play now (issue 32: a single with nobody to team up with
 * after the wait plays beside it against TEAM_BOT_NAMES). Shown translated and marked as a bot.
 */
export const TEAM_BOT_PARTNER_NAME = 'FanClash Bot 3';

/**
 * A battle's mode (issue 32): two players, or two teams of two. In 2v2 a team's score is the sum
 * of its players' scores (each player scored by the 1v1 rule). Absent anywhere: '1v1'.
 */
export const battleModeSchema = lazySchema(() => z.enum(['1v1', '2v2']));
export type BattleMode = z.infer<typeof battleModeSchema>;
/**
 * The two teams from the receiver's point of view: `[my team, the other team]`, my team starting
 * with me (1v1: `[[me], [opponent]]`). `team_scores` uses the same order.
 */
export const battleTeamsSchema = lazySchema(() => z.array(z.array(z.string())).length(2));
export const teamScoresSchema = lazySchema(() => z.array(z.number().int()).length(2));

// ---------------------------------------------------------------- REST

/**
 * POST /battle/create?first_opponent&sport&level. Raw strings: the server reports a missing
 * sport or level with the spec's own texts (`sport_required`, `level_required`).
 */
export const createBattleQuerySchema = lazySchema(() =>
  z.object({
    first_opponent: optionalName,
    sport: z.string().max(40).optional(),
    level: z.string().max(20).optional(),
    /** '2v2': the caller's party creates a team battle (refused without a party: `team_required`). */
    mode: battleModeSchema.optional(),
  }),
);
export type CreateBattleQuery = z.input<typeof createBattleQuerySchema>;

/** Waiting battle (spec section 3); `second_opponent` stays '' until someone joins. */
export const waitingBattleSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    first_opponent: z.string(),
    second_opponent: z.string(),
    sport: z.string(),
    level: z.string(),
    creator_avatar: z.string(),
    created_at: z.string(),
    status: battleStatusSchema,
    /** Absent: '1v1'. */
    mode: battleModeSchema.optional(),
    /** 2v2: the creator's teammate ('' in 1v1). */
    first_partner: z.string().optional(),
    first_partner_avatar: z.string().optional(),
    /** 2v2: the joining team's second player ('' until joined). */
    second_partner: z.string().optional(),
    /** Seats still free: 1 for a waiting 1v1 battle, 2 (one whole team) for a waiting 2v2 battle, 0 once joined. */
    free_seats: z.number().int().optional(),
  }),
);
export type WaitingBattle = z.infer<typeof waitingBattleSchema>;

/** POST /battle/create answers the new waiting battle; `id` is what the spec's client reads. */
export const createBattleResponseSchema = waitingBattleSchema;

/** GET /battle/get_all_battles?username (&page, page_size, sport, result). */
export const battleHistoryQuerySchema = lazySchema(() =>
  z.object({
    username: optionalName,
    page: z.coerce.number().int().min(1).max(10_000).optional(),
    page_size: z.coerce.number().int().min(1).max(50).default(10),
    sport: z.string().max(40).optional(),
    result: z.enum(['all', ...battleResultSchema.options]).optional(),
  }),
);
export type BattleHistoryQuery = z.input<typeof battleHistoryQuerySchema>;

/** Battle history row (spec section 3) plus the viewer's result and the 'a : b' score. */
export const battleHistoryRowSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    first_opponent: z.string(),
    second_opponent: z.string(),
    first_opponent_score: z.number().int(),
    second_opponent_score: z.number().int(),
    sport: z.string(),
    level: z.string(),
    created_at: z.string(),
    finished_at: z.string().nullable(),
    status: battleStatusSchema,
    winner: z.string().nullable(),
    /** From the winner column, so a forfeit reads as a win for the player who stayed. */
    result: battleResultSchema,
    /** First opponent's score, then the second's: 'a : b'. */
    score: z.string(),
    /** Who the viewer faced; only 'player' battles change stats and rank. */
    opponent_kind: opponentKindSchema,
    /** Absent: '1v1'. In 2v2 the scores are team totals, first_opponent's team first. */
    mode: battleModeSchema.optional(),
    /** 2v2: each team's second player (first_opponent's teammate, second_opponent's teammate). */
    first_partner: z.string().optional(),
    second_partner: z.string().optional(),
    /** 2v2: the viewer's teammate (null in 1v1). */
    teammate: z.string().nullable().optional(),
    /** The players the viewer faced: one in 1v1, two in 2v2. */
    opponents: z.array(z.string()).optional(),
  }),
);
export type BattleHistoryRow = z.infer<typeof battleHistoryRowSchema>;

/** The paginated form, returned when `page` is given (a plain row list otherwise). */
export const battleHistoryPageSchema = lazySchema(() =>
  z.object({
    items: z.array(battleHistoryRowSchema),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    pages: z.number().int(),
  }),
);
export type BattleHistoryPage = z.infer<typeof battleHistoryPageSchema>;

/** GET /db/get-user-battles?username: the user's active and finished battles, newest first. */
export const userBattleFeedItemSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    first_opponent: z.string(),
    second_opponent: z.string(),
    status: battleStatusSchema,
    winner: z.string().nullable(),
    first_score: z.number().int(),
    second_score: z.number().int(),
    sport: z.string(),
    level: z.string(),
    created_at: z.string(),
    /** Absent: '1v1'. 2v2: scores are team totals; the partners are each team's second player. */
    mode: battleModeSchema.optional(),
    first_partner: z.string().optional(),
    second_partner: z.string().optional(),
  }),
);
export type UserBattleFeedItem = z.infer<typeof userBattleFeedItemSchema>;

export const battleSummaryQuerySchema = lazySchema(() => z.object({ battle_id: battleId }));

/** GET /battle/get-battle?battle_id: `duration` is the battle's expected length in minutes. */
export const battleSummarySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    sport: z.string(),
    level: z.string(),
    duration: z.number().int(),
    status: battleStatusSchema,
    first_opponent: z.string(),
    second_opponent: z.string(),
    total_questions: z.number().int(),
    created_at: z.string(),
    started_at: z.string().nullable(),
    finished_at: z.string().nullable(),
    /** Scores and winner are shown to the battle's players only (null for anyone else). */
    first_score: z.number().int().nullable(),
    second_score: z.number().int().nullable(),
    winner: z.string().nullable(),
    /** Absent: '1v1'. 2v2: scores are team totals; the partners are each team's second player. */
    mode: battleModeSchema.optional(),
    first_partner: z.string().optional(),
    second_partner: z.string().optional(),
  }),
);
export type BattleSummary = z.infer<typeof battleSummarySchema>;

/**
 * GET and POST /battle/replay-setting (bearer): whether the player's runs may be replayed to
 * others as recorded runs (Play now). Default true; the FAQ says so.
 */
export const replaySettingSchema = lazySchema(() => z.object({ replay_runs: z.boolean() }));
export type ReplaySetting = z.infer<typeof replaySettingSchema>;

/** POST /db/repair-user-battles: stats recomputed from the finished battles. */
export const repairUserBattlesResponseSchema = lazySchema(() =>
  z.object({
    message: z.string(),
    new_stats: userStatsSchema,
  }),
);
export type RepairUserBattlesResponse = z.infer<typeof repairUserBattlesResponseSchema>;

// ---------------------------------------------------------------- user socket, client -> server

export const getWaitingBattlesMessageSchema = lazySchema(() =>
  z.object({ type: z.literal('get_waiting_battles'), username: optionalName }),
);
export const joinBattleMessageSchema = lazySchema(() =>
  z.object({ type: z.literal('join_battle'), username: optionalName, battle_id: battleId }),
);
export const startBattleMessageSchema = lazySchema(() => z.object({ type: z.literal('start_battle'), battle_id: battleId }));
export const cancelBattleMessageSchema = lazySchema(() =>
  z.object({ type: z.literal('cancel_battle'), battle_id: battleId, username: optionalName }),
);
/**
 * Sent by the waiting room while its user is active (mouse, key, scroll, touch, click),
 * at most every few seconds. A waiting battle whose creator sent nothing on the user socket
 * for the waiting-room timeout (10 minutes) is cancelled.
 */
/** The battle list is off screen: stop sending its live updates to this tab (get_waiting_battles starts them). */
export const leaveArenaMessageSchema = lazySchema(() => z.object({ type: z.literal('leave_arena') }));
export const waitingRoomActivityMessageSchema = lazySchema(() =>
  z.object({ type: z.literal('waiting_room_activity'), battle_id: battleId.optional() }),
);

/**
 * Play now (issue 30): queue for an opponent of this sport and level. Raw strings, so an unknown
 * sport or level gets its own code (`invalid_sport`, `invalid_level`). Answered with
 * quick_match_queued, then battle_started once paired (a person, a recorded run or the bot).
 */
export const quickMatchMessageSchema = lazySchema(() =>
  z.object({
    type: z.literal('quick_match'),
    sport: z.string().max(40),
    level: z.string().max(20),
    /**
     * '2v2' (issue 32): a party queues together for another team of the same sport and level (an
     * open arena 2v2 battle first); a player without a party queues alone and is paired with another
     * single into a team. Absent: '1v1'.
     */
    mode: battleModeSchema.optional(),
  }),
);
/** Leaves the quick-match queue; answered with quick_match_cancelled (also when not queued). */
export const cancelQuickMatchMessageSchema = lazySchema(() => z.object({ type: z.literal('cancel_quick_match') }));

export const battleUserClientMessageSchemas = [
  getWaitingBattlesMessageSchema,
  joinBattleMessageSchema,
  startBattleMessageSchema,
  cancelBattleMessageSchema,
  waitingRoomActivityMessageSchema,
  leaveArenaMessageSchema,
  quickMatchMessageSchema,
  cancelQuickMatchMessageSchema,
] as const;

// ---------------------------------------------------------------- user socket, server -> client ({type, data})

const userEvent = <T extends string, D extends z.ZodType>(type: T, data: D) => z.object({ type: z.literal(type), data });

/** Why a battle left the waiting list: someone joined, its creator cancelled, or inactivity. */
export const battleRemovedReasonSchema = lazySchema(() => z.enum(['joined', 'cancelled', 'inactive']));
const battleRef = lazySchema(() => z.object({ id: z.string(), battle_id: z.string() }));

export const waitingBattlesMessageSchema = lazySchema(() => userEvent('waiting_battles', z.array(waitingBattleSchema)));
export const battleCreatedMessageSchema = lazySchema(() => userEvent('battle_created', waitingBattleSchema));
export const battleRemovedMessageSchema = lazySchema(() =>
  userEvent('battle_removed', battleRef.extend({ reason: battleRemovedReasonSchema })),
);
export const battleJoinedMessageSchema = lazySchema(() =>
  userEvent(
    'battle_joined',
    battleRef.extend({
      first_opponent: z.string(),
      second_opponent: z.string(),
      sport: z.string(),
      level: z.string(),
      /** The other player, from the receiver's point of view. */
      opponent: z.string(),
      opponent_avatar: z.string(),
      /** Play now: a person, a recorded run or the bot (absent from an arena join: a person). */
      opponent_kind: opponentKindSchema.optional(),
      /** Absent: '1v1'. In 2v2, `opponent` is the other team's first player. */
      mode: battleModeSchema.optional(),
      first_partner: z.string().optional(),
      second_partner: z.string().optional(),
      /** 2v2: [my team, the other team] (battleTeamsSchema). */
      teams: battleTeamsSchema.optional(),
    }),
  ),
);
/** `data` is the battle id (spec section 7): go to /{id}/countdown. */
export const battleStartedMessageSchema = lazySchema(() => userEvent('battle_started', z.string()));
export const battleCancelledMessageSchema = lazySchema(() =>
  userEvent(
    'battle_cancelled',
    // abandoned: both players left; no_show: someone never opened the battle (no stats either way);
    // another_battle: a waiting battle of a player whose other battle just started (one at a time);
    // opponent_left: a friend challenge whose other player deleted their account during this turn.
    battleRef.extend({
      reason: z.enum(['creator', 'inactive', 'abandoned', 'no_show', 'server_restart', 'error', 'another_battle', 'opponent_left']),
    }),
  ),
);
export const battleNotFoundMessageSchema = lazySchema(() =>
  userEvent('battle_not_found', z.object({ battle_id: z.string(), message: z.string(), code: z.string() })),
);
export const waitingRoomInactivityMessageSchema = lazySchema(() =>
  userEvent('waiting_room_inactivity', z.object({ battle_id: z.string(), message: z.string() })),
);

/** battle_finished's payload, shared by the battle socket and the user socket (spec section 3). */
export const battleFinishedDataSchema = lazySchema(() =>
  z.object({
    battle_id: z.string(),
    final_scores: z.record(z.string(), z.number().int()),
    winner: z.string().nullable(),
    /** null on a draw. */
    loser: z.string().nullable(),
    /** For the receiving player. Use it rather than comparing scores: a forfeit can go to the lower score. */
    result: battleResultSchema,
    updated_users: z.record(z.string(), userStatsSchema),
    /** How the score was counted and who won why, in the receiver's language. */
    explanation: z.string(),
    reason: z.enum(['completed', 'forfeit']),
    forfeited_by: z.string().nullable(),
    /** The scoring rule's numbers, for a client that renders its own explanation. */
    scoring: z.object({ correct_points: z.number().int(), speed_bonus_max: z.number().int(), question_ms: z.number().int() }),
    timestamp: z.number(),
    processing_status: z.literal('completed'),
    /**
     * 2v2 (issue 32): `final_scores` has all four players; `teams` is [my team, the other team] and
     * `team_scores` their totals in that order. `winner`/`loser` name the first player of the
     * winning/losing team (null on a draw); `result` is the receiver's team's result;
     * `forfeited_by` is the last player of the team that left. Absent in 1v1.
     */
    mode: battleModeSchema.optional(),
    teams: battleTeamsSchema.optional(),
    team_scores: teamScoresSchema.optional(),
  }),
);
export type BattleFinishedData = z.infer<typeof battleFinishedDataSchema>;
/** To every tab of the player: queued (again) for this sport and level; `waiting` counts the players queued for the sport. */
export const quickMatchQueuedMessageSchema = lazySchema(() =>
  userEvent(
    'quick_match_queued',
    z.object({
      sport: z.string(),
      level: z.string(),
      waiting: z.number().int(),
      /** Absent: '1v1'. A 2v2 entry of a party goes to both players' tabs. */
      mode: battleModeSchema.optional(),
      /** 2v2: who is queued together (the party, or the one single player). */
      team: z.array(z.string()).optional(),
    }),
  ),
);
/** To every tab of the player: no longer queued (cancelled, or the last tab closed). */
export const quickMatchCancelledMessageSchema = lazySchema(() => userEvent('quick_match_cancelled', z.object({})));

export const battleFinishedUserMessageSchema = lazySchema(() => userEvent('battle_finished', battleFinishedDataSchema));
