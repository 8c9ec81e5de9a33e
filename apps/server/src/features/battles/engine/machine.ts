import { announce, announceCancel, cancel, currentScores, finish, playerNames } from './ending.js';
import { findPlayer, opponentOf, quizReady, nextQuestion, snapshot } from './messages.js';
import { isLive, isSolo } from './participants.js';
import { askQuestion, closeIfAllAnswered, closeRound, plannedAnswer, submitAnswer, withPlayer } from './rounds.js';
import { forfeitOutcome, outcomeByScore } from './scoring.js';
import { applyAllDeferred } from './solo.js';
import { decideForfeit, isTeamBattle, mapSeats, membersOf, othersOf, teamGone, teamOf } from './teams.js';
import type { BattleEvent, BattleState, EngineConfig, EngineQuestion, Effect, PlayerInit, Seats, Transition } from './types.js';

/**
 * The battle as a pure state machine: `step(state, event, now) -> { state, effects }`.
 * No timers, sockets or database here; the runner executes the effects and feeds timer
 * events back. Life: lobby (both sockets connect) -> countdown -> question/pause rounds ->
 * finishing (result being written) -> finished; or cancelled.
 *
 * Disconnects: a player who drops gets `reconnectGraceMs` to come back (the clock keeps
 * running; unanswered rounds score 0). When the grace runs out, the absent player forfeits
 * if the opponent is connected; if the opponent is away too, both vanished and the battle is
 * cancelled ('abandoned'): no winner, no stats. `quit_battle` forfeits at once once the
 * battle has started (countdown or later); in the lobby it cancels ('no_show', no stats).
 *
 * Before the start: both players must open the battle socket within the grace after the
 * join. If one does not, the battle is cancelled ('no_show'), not forfeited: nobody has seen
 * a question, and a creator who wandered off should not lose a battle they never saw (nor an
 * alt account hand out free wins by never showing up).
 */

export interface BattleInit {
  readonly battleId: string;
  readonly sport: string;
  readonly level: string;
  readonly config: EngineConfig;
  readonly questions: readonly EngineQuestion[];
  /** Two seats, or four for 2v2 in the order teams.ts describes. */
  readonly players: Seats<PlayerInit>;
}

export function startBattle(init: BattleInit, now: number): Transition {
  // A replayed or scripted participant is there from the start: only live players must connect.
  const player = (p: PlayerInit) => ({ ...p, connected: !isLive(p), score: 0, answers: [] });
  const state: BattleState = { ...init, players: mapSeats(init.players, player), phase: { name: 'lobby' } };
  if (init.questions.length === 0) return cancel(state, 'error');
  const at = now + init.config.reconnectGraceMs;
  return {
    state,
    effects: state.players.filter(isLive).map((p): Effect => ({
      kind: 'schedule',
      key: `forfeit:${p.username}`,
      at,
      event: { type: 'forfeit_deadline', username: p.username },
    })),
  };
}

const isOver = (state: BattleState) => ['finishing', 'finished', 'cancelled'].includes(state.phase.name);
const same = (state: BattleState): Transition => ({ state, effects: [] });

export function step(state: BattleState, event: BattleEvent, now: number): Transition {
  switch (event.type) {
    case 'player_connected':
      return connected(state, event.username, now);
    case 'player_disconnected':
      return disconnected(state, event.username, now);
    case 'state_requested': {
      const player = findPlayer(state, event.username);
      return player ? { state, effects: [{ kind: 'send', to: player.username, message: snapshot(state, player, now) }] } : same(state);
    }
    case 'answer_submitted':
      return submitAnswer(state, event.username, event.questionIndex, event.answer, now);
    case 'quit':
      if (isOver(state) || !findPlayer(state, event.username)) return same(state);
      if (isSolo(state)) return endRun(state, event.username);
      // In the lobby the battle never started (the opponent has not opened it yet): calling it
      // off is a cancel without stats, as when someone never shows up, not a forfeit.
      if (state.phase.name === 'lobby') return cancel(state, 'no_show');
      // 2v2: one player leaving does not end the battle; their team forfeits once both are gone.
      if (isTeamBattle(state)) return teamLeave(state, event.username, now);
      return finish(state, forfeitOutcome(currentScores(state), playerNames(state), event.username));
    case 'countdown_elapsed':
      return state.phase.name === 'countdown' ? askQuestion(state, 0, now) : same(state);
    case 'round_deadline':
      // A stale timer (the round already closed because both answered) does nothing.
      return state.phase.name === 'question' && state.phase.index === event.index ? closeRound(state, event.index, now) : same(state);
    case 'pause_elapsed':
      return state.phase.name === 'pause' && state.phase.index === event.index ? askQuestion(state, event.index + 1, now) : same(state);
    case 'forfeit_deadline':
      return forfeitDeadline(state, event.username, now);
    case 'planned_answer':
      return plannedAnswer(state, event.username, event.index);
    case 'result_persisted':
      return announce(state, event.updatedUsers, now);
    case 'result_failed':
      return state.phase.name === 'finishing' ? cancel(state, event.reason ?? 'error') : same(state);
    case 'cancel_written':
      return announceCancel(state);
    case 'abort':
      // A result being written is left to finish; anything still playing is called off (a solo run is kept).
      if (isOver(state)) return same(state);
      return isSolo(state) ? endRun(state, null) : cancel(state, event.reason);
    default:
      return assertNever(event);
  }
}

function connected(state: BattleState, username: string, now: number): Transition {
  const player = findPlayer(state, username);
  if (!player) return same(state);
  if (isOver(state)) return { state, effects: [{ kind: 'send', to: username, message: snapshot(state, player, now) }] };

  const wasAway = !player.connected && state.phase.name !== 'lobby';
  let next = withPlayer(state, username, (p) => ({ ...p, connected: true, gone: false }));
  const effects: Effect[] = [{ kind: 'cancel_timer', key: `forfeit:${username}` }];
  if (wasAway) {
    for (const other of othersOf(next, username).filter((p) => p.connected))
      effects.push({ kind: 'send', to: other.username, message: { type: 'opponent_reconnected', username } });
  }

  if (next.phase.name === 'lobby' && next.players.every((p) => p.connected)) {
    // Both are here: the countdown starts now, for both at once.
    const endsAt = now + next.config.countdownMs;
    next = { ...next, phase: { name: 'countdown', endsAt } };
    effects.push({ kind: 'schedule', key: 'phase', at: endsAt, event: { type: 'countdown_elapsed' } });
    for (const p of next.players) effects.push({ kind: 'send', to: p.username, message: quizReady(next, p, now, endsAt) });
    return { state: next, effects };
  }

  const me = findPlayer(next, username) ?? player;
  effects.push({ kind: 'send', to: username, message: snapshot(next, me, now) });
  const { phase } = next;
  if (phase.name === 'countdown') effects.push({ kind: 'send', to: username, message: quizReady(next, me, now, phase.endsAt) });
  if (phase.name === 'question' && me.answers[phase.index] === undefined) {
    const message = nextQuestion(next, me, phase.index, phase.deadline, now);
    if (message) effects.push({ kind: 'send', to: username, message });
  }
  return { state: next, effects };
}

function disconnected(state: BattleState, username: string, now: number): Transition {
  const player = findPlayer(state, username);
  if (!player || isOver(state) || !player.connected) return same(state);
  const next = withPlayer(state, username, (p) => ({ ...p, connected: false }));
  const forfeitAt = now + state.config.reconnectGraceMs;
  const effects: Effect[] = [
    { kind: 'schedule', key: `forfeit:${username}`, at: forfeitAt, event: { type: 'forfeit_deadline', username } },
  ];
  for (const other of othersOf(next, username).filter((p) => p.connected)) {
    effects.push({
      kind: 'send',
      to: other.username,
      message: { type: 'opponent_disconnected', username, grace_ms: state.config.reconnectGraceMs, forfeit_at: forfeitAt },
    });
  }
  // 2v2: the players still here need not wait for this one's answer.
  if (isTeamBattle(next)) {
    const closed = closeIfAllAnswered(next, now);
    if (closed) return { state: closed.state, effects: [...effects, ...closed.effects] };
  }
  return { state: next, effects };
}

/**
 * 2v2: `username` is gone (quit, or away past the grace). Their team forfeits when both of it
 * are gone, unless nobody of the other team is here either (then nobody is left to win: cancelled
 * without stats, as in 1v1). Otherwise the battle goes on for the rest.
 */
function teamLeave(state: BattleState, username: string, now: number): Transition {
  const wasConnected = findPlayer(state, username)?.connected === true;
  const next = withPlayer(state, username, (p) => ({ ...p, connected: false, gone: true }));
  const effects: Effect[] = [{ kind: 'cancel_timer', key: `forfeit:${username}` }];
  if (wasConnected) {
    for (const other of othersOf(next, username).filter((p) => p.connected))
      effects.push({
        kind: 'send',
        to: other.username,
        message: { type: 'opponent_disconnected', username, grace_ms: 0, forfeit_at: now },
      });
  }
  if (teamGone(next, username)) {
    const otherTeamHere = membersOf(next, teamOf(next, username) === 0 ? 1 : 0).some((p) => p.connected);
    const ended = otherTeamHere ? finish(next, decideForfeit(next, currentScores(next), username)) : cancel(next, 'abandoned');
    return { state: ended.state, effects: [...effects, ...ended.effects] };
  }
  const closed = closeIfAllAnswered(next, now);
  return closed ? { state: closed.state, effects: [...effects, ...closed.effects] } : { state: next, effects };
}

function forfeitDeadline(state: BattleState, username: string, now: number): Transition {
  const player = findPlayer(state, username);
  // Stale: the player came back, or the battle already ended.
  if (!player || player.connected || isOver(state)) return same(state);
  if (isSolo(state)) return endRun(state, username);
  if (state.phase.name === 'lobby') return cancel(state, 'no_show');
  if (isTeamBattle(state)) return teamLeave(state, username, now);
  if (opponentOf(state, username).connected) return finish(state, forfeitOutcome(currentScores(state), playerNames(state), username));
  return cancel(state, 'abandoned');
}

/**
 * A solo run ends before its last round (left, never opened, server stopping): it counts with
 * what was answered (solo.ts). A run played earlier counts whole; the friend who leaves their
 * turn of a challenge forfeits it as in a live battle; a stop that is nobody's doing is decided by score.
 */
function endRun(state: BattleState, leaver: string | null): Transition {
  const whole = applyAllDeferred(state);
  const scores = currentScores(whole);
  const outcome = leaver ? forfeitOutcome(scores, playerNames(whole), leaver) : outcomeByScore(scores, playerNames(whole));
  return finish(whole, outcome);
}

function assertNever(value: never): never {
  throw new Error(`Unhandled battle event: ${JSON.stringify(value)}`);
}
