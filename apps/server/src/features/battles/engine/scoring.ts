import type { Language } from '@fanclash/protocol';
import type { BattleOutcome } from './types.js';

/**
 * The scoring rule, in one place:
 *
 *   a correct answer scores CORRECT_POINTS (100) plus a speed bonus of
 *   round(SPEED_BONUS_MAX * timeLeft / questionMs), i.e. up to 100 more,
 *   where timeLeft = max(0, deadline - the moment the server received the answer).
 *   A wrong answer, or none, scores 0. An answer that arrives within the grace after the
 *   deadline still counts, with no speed bonus.
 *
 * So a question is worth 100..200 points and a 10-question battle at most 2000. Time is
 * measured on the server: a slow connection costs bonus, a fast clock gains nothing.
 */
export const CORRECT_POINTS = 100;
export const SPEED_BONUS_MAX = 100;

export function pointsFor(correct: boolean, receivedAt: number, deadline: number, questionMs: number): number {
  if (!correct) return 0;
  if (questionMs <= 0) return CORRECT_POINTS;
  const timeLeft = Math.min(questionMs, Math.max(0, deadline - receivedAt));
  return CORRECT_POINTS + Math.round((SPEED_BONUS_MAX * timeLeft) / questionMs);
}

/** The winner has more points; equal points are a draw (a forfeit decides on its own). */
export function outcomeByScore(scores: Readonly<Record<string, number>>, players: readonly [string, string]): BattleOutcome {
  const [a, b] = players;
  const sa = scores[a] ?? 0;
  const sb = scores[b] ?? 0;
  const finalScores = { [a]: sa, [b]: sb };
  if (sa === sb) return { reason: 'completed', finalScores, winner: null, loser: null, forfeitedBy: null };
  const [winner, loser] = sa > sb ? [a, b] : [b, a];
  return { reason: 'completed', finalScores, winner, loser, forfeitedBy: null };
}

export function forfeitOutcome(
  scores: Readonly<Record<string, number>>,
  players: readonly [string, string],
  quitter: string,
): BattleOutcome {
  const winner = players[0] === quitter ? players[1] : players[0];
  const finalScores = { [players[0]]: scores[players[0]] ?? 0, [players[1]]: scores[players[1]] ?? 0 };
  return { reason: 'forfeit', finalScores, winner, loser: quitter, forfeitedBy: quitter };
}

/** 2v2: both teams (first team first) with their totals, for the explanation. */
export type ExplainedTeams = readonly [{ names: readonly string[]; total: number }, { names: readonly string[]; total: number }];

/**
 * battle_finished.explanation: the rule and why this result, in the reader's language. In 2v2
 * (`teams`) the score is the teams' totals and the sides are named by their players.
 */
export function explain(
  outcome: BattleOutcome,
  players: readonly [string, string],
  questionMs: number,
  language: Language,
  teams?: ExplainedTeams,
): string {
  if (teams) return explainTeams(outcome, teams, questionMs, language);
  const seconds = Math.round(questionMs / 100) / 10;
  const [a, b] = players;
  const score = `${a} ${outcome.finalScores[a] ?? 0} : ${outcome.finalScores[b] ?? 0} ${b}`;
  if (language === 'ru') {
    const rule =
      `Правильный ответ приносит ${CORRECT_POINTS} очков и бонус за скорость до ${SPEED_BONUS_MAX}: ` +
      `доля оставшихся из ${seconds} с в момент, когда сервер получил ответ. Неверный ответ или его отсутствие — 0.`;
    if (outcome.reason === 'forfeit')
      return `${rule} ${score}. ${outcome.forfeitedBy} покинул(а) бой — победа присуждается ${outcome.winner}.`;
    if (outcome.winner === null) return `${rule} ${score}. Ничья: бой засчитан обоим, серии побед не прерываются.`;
    return `${rule} ${score}. Побеждает ${outcome.winner}.`;
  }
  const rule =
    `A correct answer scores ${CORRECT_POINTS} points plus a speed bonus of up to ${SPEED_BONUS_MAX}: ` +
    `the share of the ${seconds} s left when the server received it. A wrong or missing answer scores 0.`;
  if (outcome.reason === 'forfeit')
    return `${rule} ${score}. ${outcome.forfeitedBy} left the battle, so ${outcome.winner} wins by forfeit.`;
  if (outcome.winner === null)
    return `${rule} ${score}. Equal scores: a draw. It counts as a battle played and leaves both streaks unchanged.`;
  return `${rule} ${score}. ${outcome.winner} wins.`;
}

function explainTeams(outcome: BattleOutcome, teams: ExplainedTeams, questionMs: number, language: Language): string {
  const seconds = Math.round(questionMs / 100) / 10;
  const [first, second] = teams;
  const and = language === 'ru' ? ' и ' : ' & ';
  const score = `${first.names.join(and)} ${first.total} : ${second.total} ${second.names.join(and)}`;
  const winners = (outcome.winners ?? []).join(and);
  const losers = (outcome.losers ?? []).join(and);
  if (language === 'ru') {
    const rule =
      `Каждый отвечает сам: правильный ответ приносит ${CORRECT_POINTS} очков и бонус за скорость до ${SPEED_BONUS_MAX} ` +
      `(доля оставшихся из ${seconds} с), неверный или пропущенный — 0. Счёт команды — сумма очков её игроков.`;
    if (outcome.reason === 'forfeit') return `${rule} ${score}. ${losers} покинули бой — победа присуждается команде ${winners}.`;
    if (outcome.winner === null) return `${rule} ${score}. Ничья: бой засчитан всем четверым, серии побед не прерываются.`;
    return `${rule} ${score}. Побеждает команда ${winners}.`;
  }
  const rule =
    `Each player answers alone: a correct answer scores ${CORRECT_POINTS} points plus a speed bonus of up to ${SPEED_BONUS_MAX} ` +
    `(the share of the ${seconds} s left), a wrong or missing one 0. A team's score is the sum of its players' scores.`;
  if (outcome.reason === 'forfeit') return `${rule} ${score}. ${losers} left the battle, so ${winners} win by forfeit.`;
  if (outcome.winner === null)
    return `${rule} ${score}. Equal totals: a draw. It counts as a battle played for all four and leaves streaks unchanged.`;
  return `${rule} ${score}. ${winners} win.`;
}
