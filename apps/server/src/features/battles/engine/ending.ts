import type { BattleServerMessageOf, UserStats } from '@fanclash/protocol';
import { battleEnd, errorMessage, scoresOf } from './messages.js';
import { CORRECT_POINTS, explain, SPEED_BONUS_MAX, type ExplainedTeams } from './scoring.js';
import { isAlone, isLive, participantOf } from './participants.js';
import { soloOutcome } from './solo.js';
import { isTeamBattle, resultOf, teamsFor, teamScoresFor, teamTotals } from './teams.js';
import type { AnswerRecord, BattleOutcome, BattleState, CancelReason, Effect, PlayerState, Transition } from './types.js';

/** How a battle ends: a result to write and announce, or a cancellation. */

const names = (state: BattleState): [string, string] => [state.players[0].username, state.players[1].username];

const stopTimers = (state: BattleState): Effect[] => [
  { kind: 'cancel_timer', key: 'phase' },
  ...state.players.flatMap((p): Effect[] => [
    { kind: 'cancel_timer', key: `forfeit:${p.username}` },
    { kind: 'cancel_timer', key: `answer:${p.username}` },
  ]),
];

/** Every counted answer, as battle_answers rows. */
export function answerRecords(state: BattleState): AnswerRecord[] {
  return state.players.flatMap((player) =>
    player.answers.flatMap((answer, questionIndex) => {
      const question = state.questions[questionIndex];
      return answer && question ? [{ ...answer, username: player.username, questionIndex, questionId: question.bankId }] : [];
    }),
  );
}

/** Stops play and asks the runner to write the result; it is announced once written. */
export function finish(state: BattleState, decided: BattleOutcome): Transition {
  const outcome = soloOutcome(state, decided);
  const next: BattleState = { ...state, phase: { name: 'finishing', outcome } };
  return { state: next, effects: [...stopTimers(state), { kind: 'persist', outcome, answers: answerRecords(state) }] };
}

export function battleFinished(
  state: BattleState,
  outcome: BattleOutcome,
  player: PlayerState,
  updatedUsers: Readonly<Record<string, UserStats>>,
  now: number,
): BattleServerMessageOf<'battle_finished'> {
  return {
    type: 'battle_finished',
    battle_id: state.battleId,
    final_scores: { ...outcome.finalScores },
    winner: outcome.winner,
    loser: outcome.loser,
    result: resultOf(outcome, player.username),
    updated_users: { ...updatedUsers },
    explanation: explain(outcome, names(state), state.config.questionMs, player.language, teamsOf(state, outcome)),
    reason: outcome.reason,
    forfeited_by: outcome.forfeitedBy,
    scoring: { correct_points: CORRECT_POINTS, speed_bonus_max: SPEED_BONUS_MAX, question_ms: state.config.questionMs },
    timestamp: now,
    processing_status: 'completed',
    ...(isTeamBattle(state)
      ? {
          mode: '2v2' as const,
          teams: teamsFor(state, player.username),
          team_scores: teamScoresFor(state, player.username, outcome.finalScores),
        }
      : {}),
  };
}

/** 2v2: both teams with their totals, first team first, for the explanation; undefined in 1v1. */
function teamsOf(state: BattleState, outcome: BattleOutcome): ExplainedTeams | undefined {
  if (!isTeamBattle(state)) return undefined;
  const totals = teamTotals(state, outcome.finalScores);
  const [first, second] = teamsFor(state, state.players[0].username);
  return [
    { names: first, total: totals[0] },
    { names: second, total: totals[1] },
  ] as const;
}

/** The result is in the database: tell both players, on the battle socket and the user socket. */
export function announce(state: BattleState, updatedUsers: Readonly<Record<string, UserStats>>, now: number): Transition {
  if (state.phase.name !== 'finishing') return { state, effects: [] };
  const { outcome } = state.phase;
  if (isAlone(state)) return announceRun(state, outcome);
  const effects: Effect[] = [];
  for (const player of state.players) {
    const message = battleFinished(state, outcome, player, updatedUsers, now);
    effects.push({ kind: 'send', to: player.username, message });
    effects.push({ kind: 'send', to: player.username, message: battleEnd(state, 'finished', 'The battle is over') });
    if (player.userId) {
      const { type: _type, ...data } = message;
      effects.push({ kind: 'notify_user', userId: player.userId, message: { type: 'battle_finished', data } });
    }
  }
  effects.push({ kind: 'close' });
  return { state: { ...state, phase: { name: 'finished', outcome } }, effects };
}

/** A run alone is kept: its player hears their own score and grid (run_finished), nobody a result. */
function announceRun(state: BattleState, outcome: BattleOutcome): Transition {
  const daily = state.players.some((p) => {
    const participant = participantOf(p);
    return participant.kind === 'absent' && participant.shows === 'daily';
  });
  const effects: Effect[] = [];
  for (const player of state.players.filter(isLive)) {
    const message: BattleServerMessageOf<'run_finished'> = {
      type: 'run_finished',
      battle_id: state.battleId,
      mode: daily ? 'daily' : 'challenge',
      sport: state.sport,
      score: outcome.finalScores[player.username] ?? 0,
      total: state.questions.length,
      grid: state.questions.map((_, i) => player.answers[i]?.correct ?? null),
    };
    effects.push({ kind: 'send', to: player.username, message });
    effects.push({ kind: 'send', to: player.username, message: battleEnd(state, 'finished', 'The run is over') });
  }
  effects.push({ kind: 'close' });
  return { state: { ...state, phase: { name: 'finished', outcome } }, effects };
}

export const CANCEL_TEXT: Record<CancelReason, string> = {
  abandoned: 'Both players left: the battle was cancelled',
  no_show: 'A player did not join: the battle was cancelled',
  server_restart: 'The server restarted: the battle was cancelled',
  error: 'Something went wrong: the battle was cancelled',
  opponent_left: 'The other player left FanClash: the challenge ended and counts for nobody',
};

/** Calls the battle off: the row is marked cancelled first, the players are told once that is written. */
export function cancel(state: BattleState, reason: CancelReason): Transition {
  return { state: { ...state, phase: { name: 'cancelled', reason } }, effects: [...stopTimers(state), { kind: 'cancel_battle', reason }] };
}

export function announceCancel(state: BattleState): Transition {
  if (state.phase.name !== 'cancelled') return { state, effects: [] };
  const { reason } = state.phase;
  const effects: Effect[] = [];
  for (const player of state.players) {
    if (reason === 'error') effects.push({ kind: 'send', to: player.username, message: errorMessage('server_error', CANCEL_TEXT.error) });
    effects.push({ kind: 'send', to: player.username, message: battleEnd(state, reason, CANCEL_TEXT[reason]) });
    if (player.userId) {
      effects.push({
        kind: 'notify_user',
        userId: player.userId,
        message: { type: 'battle_cancelled', data: { id: state.battleId, battle_id: state.battleId, reason } },
      });
    }
  }
  effects.push({ kind: 'close' });
  return { state, effects };
}

/** Scores now, for an outcome decided before the last round. */
export const currentScores = scoresOf;
export const playerNames = names;
