import { participantOf, isAlone } from './participants.js';
import { pointsFor } from './scoring.js';
import type { BattleOutcome, BattleState, PlayerState, RecordedAnswer } from './types.js';
import { mapSeats } from './teams.js';

/**
 * Solo runs (issue 31): one live player; the other seat is absent (the challenger's run of a
 * challenge, a daily run) or a run played earlier (deferred: the challenger, when the friend
 * plays). The rounds, timings and scoring are the engine's; what differs lives here:
 *
 * - a deferred run's answer to a question is applied, silently, when the question is asked,
 *   counted at its recorded time after the question (so it scores what it scored), and the
 *   round closes as soon as the live player answers (the other seat never keeps anyone waiting);
 * - nothing of the other seat (its answers, its score, whether it answered) is sent to the live
 *   player before the end (messages.ts asks `isHidden`);
 * - a run alone has no winner: it ends with `run_finished` and is kept however it ends (left
 *   halfway, server stopping, never opened): a run started counts as played with what was answered.
 */

/** The deferred seats' answers to question `index`, applied without telling anyone. */
export function applyDeferred(state: BattleState, index: number, startedAt: number): BattleState {
  const question = state.questions[index];
  if (!question) return state;
  const deadline = startedAt + state.config.questionMs;
  const apply = (player: PlayerState): PlayerState => {
    const participant = participantOf(player);
    if (participant.kind !== 'deferred' || player.answers[index] !== undefined) return player;
    const planned = participant.plan[index];
    if (!planned || planned.answerIndex === null || planned.elapsedMs > state.config.questionMs + state.config.answerGraceMs) return player;
    const text = question.served[player.language].answers[planned.answerIndex]?.text;
    if (text === undefined) return player;
    const correct = planned.answerIndex === question.correctIndex;
    const recorded: RecordedAnswer = {
      answerIndex: planned.answerIndex,
      answer: text,
      correct,
      points: pointsFor(correct, startedAt + planned.elapsedMs, deadline, state.config.questionMs),
      elapsedMs: planned.elapsedMs,
    };
    const answers = [...player.answers];
    answers[index] = recorded;
    return { ...player, answers, score: player.score + recorded.points };
  };
  return { ...state, players: mapSeats(state.players, apply) };
}

/** Every deferred answer not applied yet (the live player left early: the earlier run still counts whole). */
export function applyAllDeferred(state: BattleState): BattleState {
  let next = state;
  for (let index = 0; index < state.questions.length; index += 1) {
    // The recorded time after a notional start: only the elapsed time matters for the points.
    next = applyDeferred(next, index, 0);
  }
  return next;
}

/** Whether this seat has nothing more to give for question `index` (the round may close without it). */
export function seatDone(player: PlayerState, index: number): boolean {
  if (player.answers[index] !== undefined) return true;
  const kind = participantOf(player).kind;
  return kind === 'absent' || kind === 'deferred';
}

/** A run alone has no winner or loser: only the live player's score matters. */
export function soloOutcome(state: BattleState, outcome: BattleOutcome): BattleOutcome {
  return isAlone(state) ? { ...outcome, winner: null, loser: null } : outcome;
}
