import type { BattleHistoryRow, BattleStatus, BattleSummary, UserBattleFeedItem, WaitingBattle } from '@fanclash/protocol';
import { battleStatusSchema, opponentKindSchema, type OpponentKind } from '@fanclash/protocol';
import type { Config } from '../../config.js';
import { displayName } from '../users/dto.js';
import { resultForSide } from './stats.js';
import type { BattleRow } from './store.js';

/** Battle rows as the protocol shows them. Names of deleted players read 'deleted player'. */

const status = (row: BattleRow): BattleStatus => {
  const parsed = battleStatusSchema.safeParse(row.status);
  return parsed.success ? parsed.data : 'cancelled';
};

/** Who the first player faced; an unknown value reads as a person (the column's default). */
export const opponentKindOfRow = (row: BattleRow): OpponentKind => {
  const parsed = opponentKindSchema.safeParse(row.opponentKind);
  return parsed.success ? parsed.data : 'player';
};

const names = (row: BattleRow) => ({
  first: displayName(row.firstOpponent, row.firstOpponentId),
  // A recorded run or the bot has no account in the seat: its name is shown as stored.
  second: opponentKindOfRow(row) === 'player' ? displayName(row.secondOpponent, row.secondOpponentId) : row.secondOpponent,
});

/** The winner as shown: the same display rule as the player it names. */
function winnerName(row: BattleRow): string | null {
  if (row.winner === null) return null;
  if (row.winner === row.firstOpponent) return names(row).first;
  if (row.winner === row.secondOpponent) return names(row).second;
  return row.winner;
}

export function toWaitingBattle(row: BattleRow, creatorAvatar: string): WaitingBattle {
  return {
    id: row.id,
    first_opponent: names(row).first,
    second_opponent: names(row).second,
    sport: row.sport,
    level: row.level,
    creator_avatar: creatorAvatar,
    created_at: row.createdAt.toISOString(),
    status: status(row),
  };
}

export function toHistoryRow(row: BattleRow, viewerId: string): BattleHistoryRow {
  const { first, second } = names(row);
  return {
    id: row.id,
    first_opponent: first,
    second_opponent: second,
    first_opponent_score: row.firstScore,
    second_opponent_score: row.secondScore,
    sport: row.sport,
    level: row.level,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    status: status(row),
    winner: winnerName(row),
    result: resultForSide(row, row.firstOpponentId === viewerId),
    score: `${row.firstScore} : ${row.secondScore}`,
    opponent_kind: opponentKindOfRow(row),
  };
}

export function toFeedItem(row: BattleRow): UserBattleFeedItem {
  const { first, second } = names(row);
  return {
    id: row.id,
    first_opponent: first,
    second_opponent: second,
    status: status(row),
    winner: winnerName(row),
    first_score: row.firstScore,
    second_score: row.secondScore,
    sport: row.sport,
    level: row.level,
    created_at: row.createdAt.toISOString(),
  };
}

/** Expected length in whole minutes: countdown, every question, the pauses between them. */
export function durationMinutes(battle: Config['battle'], questions: number): number {
  const ms = battle.countdownMs + questions * (battle.questionMs + battle.answerGraceMs) + Math.max(0, questions - 1) * battle.pauseMs;
  return Math.max(1, Math.ceil(ms / 60_000));
}

export function toSummary(row: BattleRow, battle: Config['battle'], viewerId: string): BattleSummary {
  const player = row.firstOpponentId === viewerId || row.secondOpponentId === viewerId;
  const total = row.questionIds.length > 0 ? row.questionIds.length : battle.questions;
  const { first, second } = names(row);
  return {
    id: row.id,
    sport: row.sport,
    level: row.level,
    duration: durationMinutes(battle, total),
    status: status(row),
    first_opponent: first,
    second_opponent: second,
    total_questions: total,
    created_at: row.createdAt.toISOString(),
    started_at: row.startedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
    first_score: player ? row.firstScore : null,
    second_score: player ? row.secondScore : null,
    winner: player ? winnerName(row) : null,
  };
}
