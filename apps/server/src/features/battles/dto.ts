import type { BattleHistoryRow, BattleStatus, BattleSummary, UserBattleFeedItem, WaitingBattle } from '@fanclash/protocol';
import { TEAM_BOT_NAMES, TEAM_BOT_PARTNER_NAME, battleStatusSchema, opponentKindSchema, type OpponentKind } from '@fanclash/protocol';
import type { Config } from '../../config.js';
import { displayName } from '../users/dto.js';
import { onFirstSide, resultForSide } from './stats.js';
import { seatsOf, type BattleRow } from './store.js';

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

/** The 2v2 bots' fixed names (issue 32; usernames cannot contain their space, so no person matches). */
const TEAM_BOTS: readonly string[] = [...TEAM_BOT_NAMES, TEAM_BOT_PARTNER_NAME];

/** A 2v2 seat's name: a bot (no account in the seat) as stored, a deleted person as 'deleted player'. */
const seatName = (name: string, id: string | null) => (name === '' ? '' : TEAM_BOTS.includes(name) ? name : displayName(name, id));

/** 2v2's names: each team's second player ('' in 1v1 and before a team joins). */
const partners = (row: BattleRow) => ({
  first: seatName(row.firstPartner, row.firstPartnerId),
  second: seatName(row.secondPartner, row.secondPartnerId),
});

const isTeam = (row: BattleRow) => row.mode === '2v2';

/** 2v2's fields on a battle item; a 1v1 item stays as it was (absent mode reads as 1v1). */
const modeFields = (row: BattleRow) => {
  if (!isTeam(row)) return {};
  const p = partners(row);
  return { mode: '2v2' as const, first_partner: p.first, second_partner: p.second };
};

export function toWaitingBattle(row: BattleRow, creatorAvatar: string, partnerAvatar = ''): WaitingBattle {
  return {
    ...modeFields(row),
    // 2v2: the creator's teammate's avatar, and the seats left (a whole team, until one joins).
    ...(isTeam(row) ? { first_partner_avatar: partnerAvatar, free_seats: row.status === 'waiting' ? 2 : 0 } : {}),
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
  const firstSide = onFirstSide(row, viewerId);
  const p = partners(row);
  const viewerName = [
    [row.firstOpponentId, first],
    [row.secondOpponentId, second],
    [row.firstPartnerId, p.first],
    [row.secondPartnerId, p.second],
  ].find(([id]) => id === viewerId)?.[1];
  const mySide = firstSide ? [first, p.first] : [second, p.second];
  const otherSide = firstSide ? [second, p.second] : [first, p.first];
  return {
    ...modeFields(row),
    ...(isTeam(row)
      ? { teammate: mySide.find((name) => name !== viewerName && name !== '') ?? null, opponents: otherSide.filter((name) => name !== '') }
      : {}),
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
    result: resultForSide(row, firstSide),
    score: `${row.firstScore} : ${row.secondScore}`,
    opponent_kind: opponentKindOfRow(row),
  };
}

export function toFeedItem(row: BattleRow): UserBattleFeedItem {
  const { first, second } = names(row);
  return {
    ...modeFields(row),
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
  const player = seatsOf(row).some((seat) => seat.id === viewerId);
  const total = row.questionIds.length > 0 ? row.questionIds.length : battle.questions;
  const { first, second } = names(row);
  return {
    ...modeFields(row),
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
