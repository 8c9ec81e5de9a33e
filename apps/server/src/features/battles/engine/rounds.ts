import { BATTLE_ERROR_CODES, ERROR_CODES } from '@fanclash/protocol';
import { finish, currentScores } from './ending.js';
import { correctText, errorMessage, findPlayer, nextQuestion, roundResult, scoresFor } from './messages.js';
import { pointsFor } from './scoring.js';
import { decideByScore, isTeamBattle, mapSeats, othersOf, teamScoresFor } from './teams.js';
import { planOf } from './participants.js';
import { applyDeferred, seatDone } from './solo.js';
import type { BattleState, Effect, PlayerState, RecordedAnswer, Transition } from './types.js';

/** Questions and answers: asking, accepting or refusing an answer, closing a round. */

export function withPlayer(state: BattleState, username: string, change: (p: PlayerState) => PlayerState): BattleState {
  return { ...state, players: mapSeats(state.players, (p) => (p.username === username ? change(p) : p)) };
}

/**
 * Whether `other` keeps the round open for question `index`: they may still answer. An absent
 * seat or a run played earlier never does (solo.ts); in 2v2 nor does a player who is not here.
 */
function stillAnswering(state: BattleState, other: PlayerState, index: number): boolean {
  if (seatDone(other, index)) return false;
  return !isTeamBattle(state) || other.connected;
}

/** 2v2: the round closes at once when everyone still here has answered (someone left or dropped). */
export function closeIfAllAnswered(state: BattleState, now: number): Transition | null {
  const { phase } = state;
  if (phase.name !== 'question') return null;
  if (state.players.some((p) => stillAnswering(state, p, phase.index))) return null;
  return closeRound(state, phase.index, now);
}

/** Both players get the same question at the same moment, each in their own language. */
export function askQuestion(state: BattleState, index: number, now: number): Transition {
  const deadline = now + state.config.questionMs;
  // A run played earlier (a challenge's first run) answers as the question is asked, unseen (solo.ts).
  const next: BattleState = applyDeferred({ ...state, phase: { name: 'question', index, startedAt: now, deadline } }, index, now);
  const effects: Effect[] = [];
  for (const player of next.players) {
    const message = nextQuestion(next, player, index, deadline, now);
    if (message) effects.push({ kind: 'send', to: player.username, message });
  }
  const question = next.questions[index];
  if (question) effects.push({ kind: 'question_served', bankId: question.bankId });
  // A replayed or scripted participant answers at its planned time after the question is sent.
  for (const player of next.players) {
    const planned = planOf(player)?.[index];
    if (!planned || planned.answerIndex === null || planned.elapsedMs > state.config.questionMs + state.config.answerGraceMs) continue;
    effects.push({
      kind: 'schedule',
      key: `answer:${player.username}`,
      at: now + planned.elapsedMs,
      event: { type: 'planned_answer', username: player.username, index },
    });
  }
  // The round closes after the grace, so an answer sent just before the deadline still counts.
  effects.push({ kind: 'schedule', key: 'phase', at: deadline + state.config.answerGraceMs, event: { type: 'round_deadline', index } });
  return { state: next, effects };
}

/** Reveals the round to both, then pauses before the next question or ends the battle. */
export function closeRound(state: BattleState, index: number, now: number): Transition {
  const hasNext = index + 1 < state.questions.length;
  const nextAt = hasNext ? now + state.config.pauseMs : null;
  const effects: Effect[] = state.players.map((player) => ({
    kind: 'send',
    to: player.username,
    message: roundResult(state, player, index, nextAt),
  }));
  if (nextAt === null) {
    const ended = finish(state, decideByScore(state, currentScores(state)));
    return { state: ended.state, effects: [...effects, ...ended.effects] };
  }
  const next: BattleState = { ...state, phase: { name: 'pause', index, endsAt: nextAt } };
  effects.push({ kind: 'schedule', key: 'phase', at: nextAt, event: { type: 'pause_elapsed', index } });
  return { state: next, effects };
}

type Refusal = { code: string; message: string };

/** Why an answer cannot count, or null when it can. Order matters: the most specific reason wins. */
function refusal(state: BattleState, player: PlayerState, index: number, now: number): Refusal | null {
  const { phase } = state;
  if (phase.name === 'finishing' || phase.name === 'finished' || phase.name === 'cancelled') {
    return { code: BATTLE_ERROR_CODES.battleOver, message: 'The battle is over' };
  }
  if (!Number.isInteger(index) || index < 0 || index >= state.questions.length) {
    return { code: ERROR_CODES.answerOutOfRange, message: `There is no question ${index}` };
  }
  if (player.answers[index] !== undefined) return { code: ERROR_CODES.answerRepeated, message: 'You already answered this question' };
  const current = phase.name === 'question' || phase.name === 'pause' ? phase.index : -1;
  if (index > current) return { code: ERROR_CODES.answerOutOfRange, message: 'That question has not been asked yet' };
  const open = phase.name === 'question' && index === phase.index && now <= phase.deadline + state.config.answerGraceMs;
  if (!open) return { code: ERROR_CODES.answerLate, message: 'Time is up for this question' };
  return null;
}

/** The first answer per question counts; late, repeated and unknown answers get an `error`. */
export function submitAnswer(state: BattleState, username: string, index: number, answer: string, now: number): Transition {
  const player = findPlayer(state, username);
  if (!player) return { state, effects: [] };
  const refuse = (r: Refusal): Transition => ({
    state,
    effects: [{ kind: 'send', to: username, message: errorMessage(r.code, r.message) }],
  });
  const problem = refusal(state, player, index, now);
  if (problem) return refuse(problem);
  const { phase } = state;
  const question = state.questions[index];
  if (phase.name !== 'question' || !question) return { state, effects: [] };

  const text = answer.trim();
  // The other language's text is accepted too: a player may switch language mid-battle.
  const own = question.served[player.language].answers.findIndex((a) => a.text === text);
  const chosen =
    own >= 0
      ? own
      : Object.values(question.served).reduce((found, q) => (found >= 0 ? found : q.answers.findIndex((a) => a.text === text)), -1);
  if (chosen < 0) return refuse({ code: ERROR_CODES.answerOutOfRange, message: 'That is not one of the four answers' });

  const correct = chosen === question.correctIndex;
  const recorded: RecordedAnswer = {
    answerIndex: chosen,
    answer: question.served[player.language].answers[chosen]?.text ?? text,
    correct,
    points: pointsFor(correct, now, phase.deadline, state.config.questionMs),
    elapsedMs: Math.max(0, now - phase.startedAt),
  };
  const next = withPlayer(state, username, (p) => {
    const answers = [...p.answers];
    answers[index] = recorded;
    return { ...p, answers, score: p.score + recorded.points };
  });
  const others = othersOf(next, username);
  // An absent seat or a run played earlier never keeps the live player waiting (solo.ts).
  const waitingFor = others.filter((p) => stillAnswering(next, p, index));
  const roundDone = waitingFor.length === 0;
  const scores = scoresFor(next, player);
  const effects: Effect[] = [
    {
      kind: 'send',
      to: username,
      message: {
        type: 'answer_submitted',
        question_index: index,
        answer: recorded.answer,
        correct,
        correct_answer: correctText(question, player),
        points: recorded.points,
        scores,
        start_countdown: roundDone && index + 1 < next.questions.length,
        time_left_ms: Math.max(0, Math.round(phase.deadline - now)),
        ...(isTeamBattle(next) ? { team_scores: teamScoresFor(next, username, scores) } : {}),
      },
    },
    // Everyone else hears that (not what) this player answered: in 2v2 the teammate and both opponents.
    ...others.map((other): Effect => ({
      kind: 'send',
      to: other.username,
      message: { type: 'opponent_answered', question_index: index, username },
    })),
  ];
  const [first] = waitingFor;
  if (first) {
    const last = index + 1 >= next.questions.length;
    effects.push({
      kind: 'send',
      to: username,
      message: {
        type: 'waiting_for_opponent',
        question_index: index,
        opponent: first.username,
        last,
        ...(isTeamBattle(next) ? { waiting_for: waitingFor.map((p) => p.username) } : {}),
      },
    });
    return { state: next, effects };
  }
  const closed = closeRound(next, index, now);
  return { state: closed.state, effects: [...effects, ...closed.effects] };
}

/**
 * A replayed or scripted participant's answer falls due. It counts as given at its planned time
 * after the question was sent (a timer firing a few milliseconds late changes nothing), so a
 * replayed run scores exactly what it scored when it was played.
 */
export function plannedAnswer(state: BattleState, username: string, index: number): Transition {
  const { phase } = state;
  const player = state.players.find((p) => p.username === username);
  const planned = player ? planOf(player)?.[index] : undefined;
  const question = state.questions[index];
  if (phase.name !== 'question' || phase.index !== index || !player || !planned || planned.answerIndex === null || !question)
    return { state, effects: [] };
  const text = question.served[player.language].answers[planned.answerIndex]?.text;
  if (text === undefined || player.answers[index] !== undefined) return { state, effects: [] };
  return submitAnswer(state, username, index, text, phase.startedAt + planned.elapsedMs);
}
