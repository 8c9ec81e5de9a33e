import type { BattleServerMessageOf } from '@fanclash/protocol';
import { isHidden, opponentKindOf, participantOf } from './participants.js';
import type { BattleState, EngineQuestion, PlayerState } from './types.js';
import { isTeamBattle, teamOf, teamScoresFor, teamsFor } from './teams.js';

/** Builders of the battle socket's messages, each for one receiving player and language. */

export function scoresOf(state: BattleState): Record<string, number> {
  return Object.fromEntries(state.players.map((p) => [p.username, p.score]));
}

/**
 * Scores as `viewer` may be told them during play: a solo run's other seat (a run played earlier,
 * or nobody) is left out until the result (solo.ts: the friend learns nothing of the
 * challenger's run before finishing their own).
 */
export function scoresFor(state: BattleState, viewer: PlayerState): Record<string, number> {
  // A loop, not Object.fromEntries: built for every message a battle sends, the dictionary-mode
  // object fromEntries makes was 2 % of a busy server's main thread (bench/RESULTS.md, issue 36).
  const scores: Record<string, number> = {};
  for (const p of state.players) if (p.username === viewer.username || !isHidden(p)) scores[p.username] = p.score;
  return scores;
}

/**
 * Scores as one player may see them: while a round is open and they have not answered, the
 * opponent's points for it stay hidden (they would tell whether the opponent was right).
 */
export function visibleScores(state: BattleState, viewer: PlayerState): Record<string, number> {
  const { phase } = state;
  const scores = scoresFor(state, viewer);
  if (phase.name !== 'question' || viewer.answers[phase.index] !== undefined) return scores;
  return Object.fromEntries(
    Object.entries(scores).map(([name, score]) => {
      const p = state.players.find((q) => q.username === name);
      return [name, score - (name === viewer.username ? 0 : (p?.answers[phase.index]?.points ?? 0))];
    }),
  );
}

export function avatarsOf(state: BattleState): Record<string, string> {
  return Object.fromEntries(state.players.map((p) => [p.username, p.avatar]));
}

/** The opponent (2v2: the other team's first player, the name a 1v1 client shows). */
export function opponentOf(state: BattleState, username: string): PlayerState {
  return teamOf(state, username) === 0 ? state.players[1] : state.players[0];
}

/** 2v2's additions for one receiver (mode, teams, team totals of `scores`); nothing in 1v1. */
function teamFields(state: BattleState, player: PlayerState, scores: Readonly<Record<string, number>>) {
  if (!isTeamBattle(state)) return {};
  return { mode: '2v2' as const, teams: teamsFor(state, player.username), team_scores: teamScoresFor(state, player.username, scores) };
}

function teamScoresField(state: BattleState, player: PlayerState, scores: Readonly<Record<string, number>>) {
  return isTeamBattle(state) ? { team_scores: teamScoresFor(state, player.username, scores) } : {};
}

export function findPlayer(state: BattleState, username: string): PlayerState | undefined {
  return state.players.find((p) => p.username === username);
}

export function correctText(question: EngineQuestion, player: PlayerState): string {
  return question.served[player.language].answers[question.correctIndex]?.text ?? '';
}

/** A friend challenge's challenger, played earlier (solo.ts): the live player is told only that. */
const playedEarlier = (opponent: PlayerState) => (participantOf(opponent).kind === 'deferred' ? { opponent_played: true } : {});

const left = (until: number, now: number) => Math.max(0, Math.round(until - now));

export function quizReady(state: BattleState, player: PlayerState, now: number, startsAt: number): BattleServerMessageOf<'quiz_ready'> {
  const opponent = opponentOf(state, player.username);
  return {
    type: 'quiz_ready',
    battle_id: state.battleId,
    sport: state.sport,
    level: state.level,
    total: state.questions.length,
    players: state.players.map((p) => p.username),
    opponent: opponent.username,
    opponent_avatar: opponent.avatar,
    opponent_kind: opponentKindOf(opponent),
    ...playedEarlier(opponent),
    avatars: avatarsOf(state),
    scores: scoresFor(state, player),
    countdown_ms: left(startsAt, now),
    starts_at: startsAt,
    question_ms: state.config.questionMs,
    pause_ms: state.config.pauseMs,
    server_time: now,
    ...teamFields(state, player, scoresFor(state, player)),
  };
}

export function nextQuestion(
  state: BattleState,
  player: PlayerState,
  index: number,
  deadline: number,
  now: number,
): BattleServerMessageOf<'next_question'> | null {
  const question = state.questions[index];
  if (!question) return null;
  return {
    type: 'next_question',
    question_index: index,
    total: state.questions.length,
    question: question.served[player.language],
    deadline,
    server_time: now,
    time_left_ms: left(deadline, now),
    question_ms: state.config.questionMs,
    scores: scoresFor(state, player),
    timestamp: now,
    ...teamScoresField(state, player, scoresFor(state, player)),
  };
}

export function roundResult(
  state: BattleState,
  player: PlayerState,
  index: number,
  nextAt: number | null,
): BattleServerMessageOf<'round_result'> {
  const question = state.questions[index];
  return {
    type: 'round_result',
    question_index: index,
    total: state.questions.length,
    correct_answer: question ? correctText(question, player) : '',
    scores: scoresFor(state, player),
    answers: Object.fromEntries(
      state.players
        .filter((p) => p.username === player.username || !isHidden(p))
        .map((p) => {
          const a = p.answers[index];
          return [p.username, { answer: a?.answer ?? null, correct: a?.correct ?? false, points: a?.points ?? 0 }];
        }),
    ),
    start_countdown: nextAt !== null,
    pause_ms: nextAt === null ? 0 : state.config.pauseMs,
    next_question_at: nextAt,
    ...teamScoresField(state, player, scoresFor(state, player)),
  };
}

/** The whole picture for one player; the correct answer only if they answered or the round closed. */
export function snapshot(state: BattleState, player: PlayerState, now: number): BattleServerMessageOf<'battle_state'> {
  const { phase } = state;
  const opponent = opponentOf(state, player.username);
  const index =
    phase.name === 'question' || phase.name === 'pause'
      ? phase.index
      : phase.name === 'lobby' || phase.name === 'countdown'
        ? -1
        : state.questions.length - 1;
  const question = index >= 0 ? state.questions[index] : undefined;
  const showQuestion = question && (phase.name === 'question' || phase.name === 'pause');
  const mine = index >= 0 ? player.answers[index] : undefined;
  const deadline = phase.name === 'question' ? phase.deadline : null;
  const scores = visibleScores(state, player);
  return {
    type: 'battle_state',
    battle_id: state.battleId,
    status: phase.name,
    sport: state.sport,
    level: state.level,
    total: state.questions.length,
    question_index: index,
    question: showQuestion ? question.served[player.language] : null,
    deadline,
    time_left_ms: deadline === null ? 0 : left(deadline, now),
    starts_at: phase.name === 'countdown' ? phase.endsAt : null,
    next_question_at: phase.name === 'pause' ? phase.endsAt : null,
    server_time: now,
    scores,
    players: state.players.map((p) => ({ username: p.username, avatar: p.avatar, connected: p.connected })),
    opponent: opponent.username,
    opponent_avatar: opponent.avatar,
    opponent_kind: opponentKindOf(opponent),
    ...playedEarlier(opponent),
    avatars: avatarsOf(state),
    my_answer:
      mine && question
        ? { answer: mine.answer, correct: mine.correct, correct_answer: correctText(question, player), points: mine.points }
        : null,
    correct_answer: question && (mine || phase.name === 'pause') ? correctText(question, player) : null,
    opponent_answered: index >= 0 && !isHidden(opponent) && opponent.answers[index] !== undefined,
    ...teamFields(state, player, scores),
    ...(isTeamBattle(state)
      ? { answered: Object.fromEntries(state.players.map((p) => [p.username, index >= 0 && p.answers[index] !== undefined])) }
      : {}),
  };
}

export function battleEnd(
  state: BattleState,
  reason: BattleServerMessageOf<'battle_end'>['reason'],
  message: string,
): BattleServerMessageOf<'battle_end'> {
  return { type: 'battle_end', battle_id: state.battleId, reason, message };
}

export function errorMessage(code: string, message: string): BattleServerMessageOf<'error'> {
  return { type: 'error', code, message };
}
