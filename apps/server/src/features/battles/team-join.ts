import type { Platform } from '../../platform/platform.js';
import type { UserRow } from '../users/store.js';
import { drawQuestionsFor } from './draw.js';
import { announceStarted, joinedData } from './joined.js';
import type { BattleRegistry } from './registry.js';
import { player, type LobbyResult } from './service.js';
import type { BattleRow, BattleStore, CancelledBattle } from './store.js';

/** A player's party as the battles feature needs it (features/teams provides it). */
export interface PartyLookup {
  partyOf(userId: string): Promise<{ readonly teamId: string; readonly members: readonly [PartyMember, PartyMember] } | undefined>;
}
export interface PartyMember {
  readonly userId: string;
  readonly username: string;
  readonly avatar: string;
}

export interface TeamJoinDeps {
  readonly platform: Platform;
  readonly store: BattleStore;
  readonly registry: BattleRegistry;
  readonly parties: PartyLookup | undefined;
  announceCancelled(row: CancelledBattle, reason: 'another_battle'): Promise<void>;
  now(): Date;
}

/**
 * The seats of a 2v2 battle in the engine's order (engine/teams.ts): first team's first, second
 * team's first, first team's second, second team's second.
 */
export function teamSeats<T>(first: readonly [T, T], second: readonly [T, T]): [T, T, T, T] {
  return [first[0], second[0], first[1], second[1]];
}

/**
 * A party joins a waiting 2v2 battle (issue 32): the joiner's party takes the free team slot.
 * Same steps as a 1v1 join (service.ts): draw, one transaction deciding the race and the one
 * battle at a time rule for all four (store.activateTeam), run the battle here, then
 * battle_joined and battle_started to all four and battle_removed to the arena.
 */
export async function joinTeamBattle(
  deps: TeamJoinDeps,
  user: UserRow,
  battle: BattleRow,
  seen: string[],
  startedAt: number,
): Promise<LobbyResult> {
  const { platform, store, registry } = deps;
  const refused = (reason: Extract<LobbyResult, { ok: false }>['refused']): LobbyResult => ({ ok: false, refused: reason });
  const party = await deps.parties?.partyOf(user.id);
  if (!party) return refused('team_required');
  const partnerId = party.members.find((m) => m.userId !== user.id)?.userId;
  if (partnerId === battle.firstOpponentId || partnerId === battle.firstPartnerId || user.id === battle.firstPartnerId)
    return refused('own');
  const ids = [battle.firstOpponentId, battle.firstPartnerId, user.id, partnerId];
  const rows = await Promise.all(ids.map((id) => (id ? platform.users.findById(id) : undefined)));
  const [creator, creatorPartner, joiner, partner] = rows;
  if (!creator || !creatorPartner || !joiner || !partner) return refused('not_found');

  const questions = drawQuestionsFor(platform, battle, seen);
  if (questions.length === 0) return refused('no_questions');

  const joined = await store.activateTeam(
    battle,
    { id: joiner.id, username: joiner.username },
    { id: partner.id, username: partner.username },
    questions.map((q) => q.bankId),
    deps.now(),
    platform.instanceId,
  );
  if ('refused' in joined) {
    if (joined.refused === 'joiner_in_battle') return refused('in_battle');
    return refused(joined.refused);
  }
  const active = joined.row;
  for (const row of joined.cancelled) await deps.announceCancelled(row, 'another_battle');
  const seats = teamSeats([creator, creatorPartner], [joiner, partner]);
  try {
    await registry.start({
      battleId: active.id,
      sport: active.sport,
      level: active.level,
      config: platform.config.battle,
      questions,
      players: [player(seats[0]), player(seats[1]), player(seats[2]), player(seats[3])],
    });
  } catch (err) {
    platform.log.error({ err, battleId: active.id }, 'team battle could not start');
    await store.cancelActive(active.id, deps.now());
    throw err;
  }
  const firstTeam = [creator.username, creatorPartner.username];
  const secondTeam = [joiner.username, partner.username];
  for (const [i, me] of seats.entries()) {
    const mine = i % 2 === 0 ? firstTeam : secondTeam;
    const theirs = i % 2 === 0 ? secondTeam : firstTeam;
    const opponent = i % 2 === 0 ? joiner : creator;
    await platform.live.sendToUser(me.id, {
      type: 'battle_joined',
      data: {
        ...joinedData(active, opponent),
        mode: '2v2',
        first_partner: active.firstPartner,
        second_partner: active.secondPartner,
        teams: [[me.username, ...mine.filter((n) => n !== me.username)], theirs],
      },
    });
  }
  await announceStarted(platform, active, seats, startedAt);
  return { ok: true };
}
