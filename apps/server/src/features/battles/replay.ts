import { languageSchema, type BattleServerMessageOf, type UserStats } from '@fanclash/protocol';
import type { Platform } from '../../platform/platform.js';
import type { UserRow } from '../users/store.js';
import { CORRECT_POINTS, explain, SPEED_BONUS_MAX } from './engine/scoring.js';
import type { BattleOutcome } from './engine/types.js';
import { onFirstSide, resultForSide } from './stats.js';
import type { BattleRow } from './store.js';

/**
 * battle_finished rebuilt from the database, for a player whose socket opens after the end
 * (a reload on the result page, or a drop during the last round). The row keeps no reason:
 * a winner without the higher score can only have won by forfeit, so that case is told as
 * one; a forfeit by the player who was behind reads as an ordinary win.
 */
export async function finishedReplay(
  platform: Platform,
  row: BattleRow,
  viewer: UserRow,
): Promise<BattleServerMessageOf<'battle_finished'>> {
  const first = row.firstOpponent;
  const second = row.secondOpponent;
  const finalScores = { [first]: row.firstScore, [second]: row.secondScore };
  const loser = row.winner === null ? null : row.winner === first ? second : first;
  const forfeit = row.winner !== null && loser !== null && (finalScores[row.winner] ?? 0) <= (finalScores[loser] ?? 0);
  const outcome: BattleOutcome = {
    reason: forfeit ? 'forfeit' : 'completed',
    finalScores,
    winner: row.winner,
    loser,
    forfeitedBy: forfeit ? loser : null,
  };

  const updatedUsers: Record<string, UserStats> = {};
  for (const [id, name] of [
    [row.firstOpponentId, first],
    [row.secondOpponentId, second],
  ] as const) {
    const user = id ? await platform.users.findById(id) : undefined;
    if (!user) continue;
    const { totalBattle, winBattle, winRate, streak } = user;
    updatedUsers[name] = { totalBattle, winBattle, winRate, streak, ranking: await platform.users.ranking(user) };
  }
  const language = languageSchema.safeParse(viewer.language);
  const questionMs = platform.config.battle.questionMs;
  return {
    type: 'battle_finished',
    battle_id: row.id,
    final_scores: finalScores,
    winner: row.winner,
    loser,
    result: resultForSide(row, onFirstSide(row, viewer.id)),
    updated_users: updatedUsers,
    explanation: explain(outcome, [first, second], questionMs, language.success ? language.data : 'en'),
    reason: outcome.reason,
    forfeited_by: outcome.forfeitedBy,
    scoring: { correct_points: CORRECT_POINTS, speed_bonus_max: SPEED_BONUS_MAX, question_ms: questionMs },
    timestamp: row.finishedAt?.getTime() ?? platform.clock.now(),
    processing_status: 'completed',
    ...teamFields(row, viewer),
  };
}

/** 2v2 (issue 32): the teams from the viewer's side, mine first starting with me, and the team totals. */
function teamFields(row: BattleRow, viewer: UserRow) {
  if (row.mode !== '2v2') return {};
  const first = [row.firstOpponent, row.firstPartner];
  const second = [row.secondOpponent, row.secondPartner];
  const mineFirst = onFirstSide(row, viewer.id);
  const [mine, theirs] = mineFirst ? [first, second] : [second, first];
  const me = mine.find((name) => name === viewer.username) ?? mine[0] ?? '';
  return {
    mode: '2v2' as const,
    teams: [[me, ...mine.filter((name) => name !== me)], theirs],
    team_scores: mineFirst ? [row.firstScore, row.secondScore] : [row.secondScore, row.firstScore],
  };
}
