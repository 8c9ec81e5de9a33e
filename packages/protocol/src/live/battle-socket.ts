import { z } from 'zod';
import { battleFinishedDataSchema, battleModeSchema, battleTeamsSchema, opponentKindSchema, teamScoresSchema } from '../battles.js';
import { liveErrorSchema, pingMessageSchema, pongMessageSchema } from './common.js';
import { runFinishedMessageSchema } from '../challenges.js';
import { lazySchema } from '../lazy-schema.js';

/**
 * Messages on the battle socket `/ws/battle/{id}?username&token` (spec section 7). Both
 * directions are flat `{ type, ...fields }`. Times are server epoch milliseconds; a client
 * corrects for its own clock with `server_time` and counts down from `time_left_ms`.
 *
 * 2v2 (issue 32) is the same socket and messages with four players: `scores` and
 * `round_result.answers` have all four, `opponent_answered` goes to the three others with the
 * `username` who answered, and the optional `teams` ([my team, the other team]) and
 * `team_scores` (their totals in that order) are added. `opponent` is then the other team's
 * first player. A 1v1 client reads everything it read before.
 */

// ---------------------------------------------------------------- client -> server

const optionalId = lazySchema(() => z.string().max(64).optional());
const optionalName = lazySchema(() => z.string().max(64).optional());

/** `answer` is the chosen answer's text; `question_index` must be the question being asked. */
export const submitAnswerMessageSchema = lazySchema(() =>
  z.object({
    type: z.literal('submit_answer'),
    battle_id: optionalId,
    username: optionalName,
    answer: z.string().max(500),
    question_index: z.number().int(),
  }),
);
/** Optional: the quiz page is loaded (answered with a battle_state snapshot). */
export const battleReadyMessageSchema = lazySchema(() => z.object({ type: z.literal('ready'), battle_id: optionalId }));
/** Optional: the client's countdown reached 0. The server's clock decides; this is only logged. */
export const countdownFinishedMessageSchema = lazySchema(() => z.object({ type: z.literal('countdown_finished'), battle_id: optionalId }));
/** Asks for a battle_state snapshot (e.g. after the tab was in the background). */
export const getBattleStateMessageSchema = lazySchema(() => z.object({ type: z.literal('get_state'), battle_id: optionalId }));
/** Leaves the battle for good: the player forfeits and the opponent wins. */
export const quitBattleMessageSchema = lazySchema(() =>
  z.object({ type: z.literal('quit_battle'), battle_id: optionalId, username: optionalName }),
);

export const battleClientMessageSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    submitAnswerMessageSchema,
    battleReadyMessageSchema,
    countdownFinishedMessageSchema,
    getBattleStateMessageSchema,
    quitBattleMessageSchema,
    pingMessageSchema,
  ]),
);
export type BattleClientMessage = z.infer<typeof battleClientMessageSchema>;
export type BattleClientMessageType = BattleClientMessage['type'];

// ---------------------------------------------------------------- server -> client

const scores = lazySchema(() => z.record(z.string(), z.number().int()));

export const BATTLE_ANSWER_LABELS = ['A', 'B', 'C', 'D'] as const;

/**
 * A question as a player sees it, in that player's language. `id` is opaque and stable for
 * the battle (the bank's own ids can name the answer). Never carries the correct answer.
 */
export const servedBattleQuestionSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    text: z.string(),
    answers: z.array(z.object({ label: z.enum(BATTLE_ANSWER_LABELS), text: z.string() })).length(4),
  }),
);
export type ServedBattleQuestion = z.infer<typeof servedBattleQuestionSchema>;

/** Both players connected: the countdown runs until `starts_at`, then question 0 arrives. */
export const quizReadyMessageSchema = lazySchema(() =>
  z.object({
    type: z.literal('quiz_ready'),
    battle_id: z.string(),
    sport: z.string(),
    level: z.string(),
    total: z.number().int(),
    players: z.array(z.string()),
    opponent: z.string(),
    opponent_avatar: z.string(),
    /** A person, a recorded run of a real player, or the bot (issue 30; read as a person when absent). */
    opponent_kind: opponentKindSchema.default('player'),
    /**
     * True when the opponent's run was played earlier (a friend challenge's challenger, issue 31):
     * nothing of it (score, answers) is sent before the end; show them as having played.
     */
    opponent_played: z.boolean().optional(),
    avatars: z.record(z.string(), z.string()),
    scores,
    countdown_ms: z.number().int(),
    starts_at: z.number(),
    question_ms: z.number().int(),
    pause_ms: z.number().int(),
    server_time: z.number(),
    /** Absent: '1v1'. */
    mode: battleModeSchema.optional(),
    /** [my team, the other team], my team starting with me (2v2; absent in 1v1). */
    teams: battleTeamsSchema.optional(),
    team_scores: teamScoresSchema.optional(),
  }),
);

export const nextQuestionMessageSchema = lazySchema(() =>
  z.object({
    type: z.literal('next_question'),
    question_index: z.number().int(),
    total: z.number().int(),
    question: servedBattleQuestionSchema,
    /** When the question closes (answers in flight get a short grace on top). */
    deadline: z.number(),
    server_time: z.number(),
    time_left_ms: z.number().int(),
    question_ms: z.number().int(),
    scores,
    timestamp: z.number(),
    /** 2v2: the team totals, [mine, theirs]. */
    team_scores: teamScoresSchema.optional(),
  }),
);

/** To the player who answered. `start_countdown`: this answer closed the round and a pause follows. */
export const answerSubmittedMessageSchema = lazySchema(() =>
  z.object({
    type: z.literal('answer_submitted'),
    question_index: z.number().int(),
    answer: z.string(),
    correct: z.boolean(),
    correct_answer: z.string(),
    points: z.number().int(),
    scores,
    start_countdown: z.boolean(),
    time_left_ms: z.number().int(),
    /** 2v2: the team totals, [mine, theirs] (the others' points for this round still hidden, as in `scores`). */
    team_scores: teamScoresSchema.optional(),
  }),
);

/** To the other player (2v2: the three others, `username` says who): no correctness, no score, until the round closes. */
export const opponentAnsweredMessageSchema = lazySchema(() =>
  z.object({
    type: z.literal('opponent_answered'),
    question_index: z.number().int(),
    username: z.string(),
  }),
);

/** You answered; the round stays open until the opponent answers or time runs out. `last`: it was the final question. */
export const waitingForOpponentMessageSchema = lazySchema(() =>
  z.object({
    type: z.literal('waiting_for_opponent'),
    question_index: z.number().int(),
    opponent: z.string(),
    last: z.boolean(),
    /** 2v2: every player who has not answered yet (`opponent` is the first of them). */
    waiting_for: z.array(z.string()).optional(),
  }),
);

/** The round closed (both answered or the deadline passed). */
export const roundResultMessageSchema = lazySchema(() =>
  z.object({
    type: z.literal('round_result'),
    question_index: z.number().int(),
    total: z.number().int(),
    correct_answer: z.string(),
    scores,
    /** Per player: the answer given (null when none arrived in time), whether right, points. 2v2: all four (the teammate's answer is revealed here). */
    answers: z.record(z.string(), z.object({ answer: z.string().nullable(), correct: z.boolean(), points: z.number().int() })),
    /** A pause follows before the next question (false after the last one). */
    start_countdown: z.boolean(),
    pause_ms: z.number().int(),
    next_question_at: z.number().nullable(),
    /** 2v2: the team totals after this round, [mine, theirs]. */
    team_scores: teamScoresSchema.optional(),
  }),
);

export const battlePhaseSchema = lazySchema(() =>
  z.enum(['lobby', 'countdown', 'question', 'pause', 'finishing', 'finished', 'cancelled']),
);
export type BattlePhase = z.infer<typeof battlePhaseSchema>;

/** Everything needed to (re)draw the battle: sent on every (re)connect and on get_state. */
export const battleStateMessageSchema = lazySchema(() =>
  z.object({
    type: z.literal('battle_state'),
    battle_id: z.string(),
    status: battlePhaseSchema,
    sport: z.string(),
    level: z.string(),
    total: z.number().int(),
    /** The question being asked or just closed; -1 before the first. */
    question_index: z.number().int(),
    /** In the receiver's language; null outside a question or pause. */
    question: servedBattleQuestionSchema.nullable(),
    deadline: z.number().nullable(),
    time_left_ms: z.number().int(),
    /** End of the countdown (status countdown). */
    starts_at: z.number().nullable(),
    next_question_at: z.number().nullable(),
    server_time: z.number(),
    scores,
    players: z.array(z.object({ username: z.string(), avatar: z.string(), connected: z.boolean() })),
    opponent: z.string(),
    opponent_avatar: z.string(),
    /** Play now: who the opponent is (absent: a person). */
    opponent_kind: opponentKindSchema.optional(),
    /** As in quiz_ready: the opponent played earlier (a friend challenge), nothing of it is shown. */
    opponent_played: z.boolean().optional(),
    avatars: z.record(z.string(), z.string()),
    /** The receiver's answer to the current question, with the correct answer (they already answered). */
    my_answer: z.object({ answer: z.string(), correct: z.boolean(), correct_answer: z.string(), points: z.number().int() }).nullable(),
    /** Known once the receiver answered or the round closed (status pause); null otherwise. */
    correct_answer: z.string().nullable(),
    opponent_answered: z.boolean(),
    /** Absent: '1v1'. */
    mode: battleModeSchema.optional(),
    /** 2v2: [my team, the other team] and their totals (hidden points as in `scores`). */
    teams: battleTeamsSchema.optional(),
    team_scores: teamScoresSchema.optional(),
    /** 2v2: whether each player has answered the current question (never what). */
    answered: z.record(z.string(), z.boolean()).optional(),
  }),
);

/** To every other connected player (2v2: teammate and opponents alike). */
export const opponentDisconnectedMessageSchema = lazySchema(() =>
  z.object({
    type: z.literal('opponent_disconnected'),
    username: z.string(),
    grace_ms: z.number().int(),
    /** When the opponent forfeits unless they come back. */
    forfeit_at: z.number(),
  }),
);
export const opponentReconnectedMessageSchema = lazySchema(() =>
  z.object({ type: z.literal('opponent_reconnected'), username: z.string() }),
);

export const battleFinishedMessageSchema = lazySchema(() => battleFinishedDataSchema.extend({ type: z.literal('battle_finished') }));

/** The battle is over for this socket: after battle_finished, or when it was cancelled. */
export const battleEndMessageSchema = lazySchema(() =>
  z.object({
    type: z.literal('battle_end'),
    battle_id: z.string(),
    // opponent_left: a friend challenge whose other player deleted their account during this turn (counted for nobody).
    reason: z.enum(['finished', 'cancelled', 'abandoned', 'no_show', 'server_restart', 'error', 'opponent_left']),
    message: z.string(),
  }),
);

export const battleServerMessageSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    quizReadyMessageSchema,
    nextQuestionMessageSchema,
    answerSubmittedMessageSchema,
    opponentAnsweredMessageSchema,
    waitingForOpponentMessageSchema,
    roundResultMessageSchema,
    battleStateMessageSchema,
    opponentDisconnectedMessageSchema,
    opponentReconnectedMessageSchema,
    battleFinishedMessageSchema,
    battleEndMessageSchema,
    runFinishedMessageSchema,
    liveErrorSchema,
    pongMessageSchema,
  ]),
);
export type BattleServerMessage = z.infer<typeof battleServerMessageSchema>;
export type BattleServerMessageOf<K extends BattleServerMessage['type']> = Extract<BattleServerMessage, { type: K }>;

/**
 * The same messages by their `type`: a client parses a message with its own schema only, so it
 * builds the schemas of the messages it receives, not all of the union's (lazySchema).
 * The compiler checks that each entry parses to the message of its own type.
 */
export const battleServerMessageSchemaByType = {
  quiz_ready: quizReadyMessageSchema,
  next_question: nextQuestionMessageSchema,
  answer_submitted: answerSubmittedMessageSchema,
  opponent_answered: opponentAnsweredMessageSchema,
  waiting_for_opponent: waitingForOpponentMessageSchema,
  round_result: roundResultMessageSchema,
  battle_state: battleStateMessageSchema,
  opponent_disconnected: opponentDisconnectedMessageSchema,
  opponent_reconnected: opponentReconnectedMessageSchema,
  battle_finished: battleFinishedMessageSchema,
  battle_end: battleEndMessageSchema,
  run_finished: runFinishedMessageSchema,
  error: liveErrorSchema,
  pong: pongMessageSchema,
} as const satisfies { [K in BattleServerMessage['type']]: z.ZodType<BattleServerMessageOf<K>> };
