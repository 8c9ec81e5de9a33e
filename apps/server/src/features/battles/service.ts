import {
  BATTLE_ERROR_CODES,
  BATTLE_MESSAGES,
  ERROR_CODES,
  LIMITS,
  TEAM_MESSAGES,
  battleLevelInputSchema,
  battleSportInputSchema,
  languageSchema,
  type CreateBattleQuery,
  type WaitingBattle,
} from '@fanclash/protocol';
import { AppError } from '../../lib/errors.js';
import type { Platform } from '../../platform/platform.js';
import type { UserRow } from '../users/store.js';
import { toWaitingBattle } from './dto.js';
import type { PlayerInit } from './engine/types.js';
import { hasQuestions } from './questions.js';
import { drawQuestionsFor } from './draw.js';
import { announceStarted, joinedData } from './joined.js';
import { readJoinContext } from './join-context-procedure.js';
import { createWaitingBattle } from './create-procedure.js';
import type { BattleRegistry } from './registry.js';
import type { BattleRow, BattleStore, CancelledBattle } from './store.js';
import { ARENA_TOPIC } from './channels.js';
import { joinTeamBattle, type PartyLookup } from './team-join.js';

/** How far back a player's seen questions are avoided. */
const SEEN_WINDOW_MS = 90 * 86_400_000;
const SEEN_LIMIT = 5_000;
const WAITING_LIST_LIMIT = 100;

export type LobbyRefusal =
  | 'not_found'
  | 'taken'
  | 'own'
  | 'not_creator'
  | 'not_waiting'
  | 'not_started'
  | 'not_player'
  | 'over'
  | 'no_questions'
  | 'in_battle'
  | 'creator_in_battle'
  /** 2v2 (issue 32): a team battle joined without a party; a teammate playing another battle. */
  | 'team_required'
  | 'teammate_in_battle';
export type LobbyResult = { ok: true } | { ok: false; refused: LobbyRefusal };

const refused = (reason: LobbyRefusal): LobbyResult => ({ ok: false, refused: reason });
const fill = (text: string, sport: string, level: string) => text.replace('{sport}', sport).replace('{level}', level);

/**
 * The waiting room's rules: create, list, join, cancel, start, activity. No HTTP or socket
 * types here; results say what happened and the callers phrase the answer.
 */
export function createBattleService(platform: Platform, store: BattleStore, registry: BattleRegistry, parties?: PartyLookup) {
  const now = () => new Date(platform.clock.now());
  // Activity is written at most this often per player: a chatty waiting room costs no more.
  const touchEveryMs = Math.min(5_000, Math.floor(platform.config.battle.waitingRoomTimeoutMs / 10));
  const touchedAt = new Map<string, number>();
  // A drain (SIGTERM) waits for joins under way: each may start a battle this instance then runs.
  let joinsInFlight = 0;
  platform.drain.hold('joins', () => joinsInFlight);

  /** A waiting battle was cancelled: its creator's tabs are told, and it leaves every arena list. */
  async function announceCancelled(row: CancelledBattle, reason: 'creator' | 'another_battle'): Promise<void> {
    // 2v2: the creator's teammate waits in the waiting room too.
    for (const userId of [row.firstOpponentId, row.firstPartnerId]) {
      if (userId) await platform.live.sendToUser(userId, { type: 'battle_cancelled', data: { id: row.id, battle_id: row.id, reason } });
    }
    await platform.live.broadcast({ type: 'battle_removed', data: { id: row.id, battle_id: row.id, reason: 'cancelled' } }, ARENA_TOPIC);
  }

  /** The join itself; `join` below counts it while it runs (a drain waits for it). */
  async function joinBattle(user: UserRow, battleId: string): Promise<LobbyResult> {
    const startedAt = performance.now();
    // The battle and both players' recently served questions in one trip (join-context-procedure.ts).
    const { battle, seen } = await platform.procedure(readJoinContext, {
      battleId,
      joinerId: user.id,
      seenSince: new Date(platform.clock.now() - SEEN_WINDOW_MS),
      seenLimit: SEEN_LIMIT,
    });
    if (!battle || battle.status === 'cancelled') return refused('not_found');
    if (battle.firstOpponentId === user.id) return refused('own');
    if (battle.status !== 'waiting') return refused('taken');
    if (battle.mode === '2v2') {
      return joinTeamBattle({ platform, store, registry, parties, announceCancelled, now }, user, battle, seen, startedAt);
    }
    // A rematch does not exist for anyone but the player it was offered to.
    if (battle.reservedForId !== null && battle.reservedForId !== user.id) return refused('not_found');
    const creator = battle.firstOpponentId ? await platform.users.findById(battle.firstOpponentId) : undefined;
    if (!creator) return refused('not_found');

    const questions = drawQuestionsFor(platform, battle, seen);
    if (questions.length === 0) return refused('no_questions');

    const joined = await store.activate(
      battle,
      { id: user.id, username: user.username },
      questions.map((q) => q.bankId),
      now(),
      platform.instanceId,
    );
    if ('refused' in joined) {
      if (joined.refused === 'joiner_in_battle') return refused('in_battle');
      return refused(joined.refused);
    }
    const active = joined.row;
    for (const row of joined.cancelled) await announceCancelled(row, 'another_battle');
    try {
      await registry.start({
        battleId: active.id,
        sport: active.sport,
        level: active.level,
        config: platform.config.battle,
        questions,
        players: [player(creator), player(user)],
      });
    } catch (err) {
      platform.log.error({ err, battleId: active.id }, 'battle could not start');
      await store.cancelActive(active.id, now());
      throw err;
    }
    for (const [me, other] of [
      [creator, user],
      [user, creator],
    ] as const) {
      await platform.live.sendToUser(me.id, { type: 'battle_joined', data: joinedData(active, other) });
    }
    await announceStarted(platform, active, [creator, user], startedAt);
    return { ok: true };
  }

  return {
    /** `reservedFor`: a rematch, offered to that one player and kept out of the arena. */
    async create(user: UserRow, query: CreateBattleQuery, reservedFor?: UserRow): Promise<WaitingBattle> {
      if (!query.sport?.trim())
        throw new AppError(422, ERROR_CODES.sportRequired, BATTLE_MESSAGES.sportRequired, { sport: ERROR_CODES.sportRequired });
      if (!query.level?.trim())
        throw new AppError(422, ERROR_CODES.levelRequired, BATTLE_MESSAGES.levelRequired, { level: ERROR_CODES.levelRequired });
      const sport = battleSportInputSchema.safeParse(query.sport);
      if (!sport.success)
        throw new AppError(422, BATTLE_ERROR_CODES.invalidSport, `Unknown sport: ${query.sport.slice(0, 40)}`, {
          sport: BATTLE_ERROR_CODES.invalidSport,
        });
      const level = battleLevelInputSchema.safeParse(query.level);
      if (!level.success)
        throw new AppError(422, BATTLE_ERROR_CODES.invalidLevel, `Unknown level: ${query.level.slice(0, 20)}`, {
          level: BATTLE_ERROR_CODES.invalidLevel,
        });
      if (!hasQuestions(sport.data, level.data)) {
        throw new AppError(422, BATTLE_ERROR_CODES.noQuestions, fill(BATTLE_MESSAGES.noQuestions, sport.data, level.data));
      }
      // 2v2 (issue 32): the caller's party creates it; the teammate takes the first team's second seat.
      const party = query.mode === '2v2' && !reservedFor ? await parties?.partyOf(user.id) : undefined;
      if (query.mode === '2v2' && !reservedFor && !party) throw new AppError(409, ERROR_CODES.teamRequired, TEAM_MESSAGES.team_required);
      const partner = party?.members.find((m) => m.userId !== user.id);
      const created = await platform.procedure(createWaitingBattle, {
        userId: user.id,
        username: user.username,
        sport: sport.data,
        level: level.data,
        now: now(),
        limit: LIMITS.waitingBattlesPerUser,
        ...(reservedFor ? { reservedForId: reservedFor.id } : {}),
        ...(partner ? { partner: { id: partner.userId, username: partner.username } } : {}),
      });
      if ('refused' in created) {
        if (created.refused === 'partner_in_battle')
          throw new AppError(409, ERROR_CODES.teammateInBattle, TEAM_MESSAGES.teammate_in_battle);
        if (created.refused === 'in_battle') throw new AppError(409, BATTLE_ERROR_CODES.inBattle, BATTLE_MESSAGES.inBattle);
        if (created.refused === 'limit') throw new AppError(409, ERROR_CODES.battleLimit, BATTLE_MESSAGES.battleLimit);
        throw new AppError(409, ERROR_CODES.battleDuplicate, fill(BATTLE_MESSAGES.battleDuplicate, sport.data, level.data));
      }
      const battle = toWaitingBattle(created.row, user.avatar, partner?.avatar ?? '');
      if (!reservedFor) await platform.live.broadcast({ type: 'battle_created', data: battle }, ARENA_TOPIC);
      // 2v2: the teammate hears it on any page (not only on the arena), with the way to its waiting room.
      if (partner) await platform.live.sendToUser(partner.userId, { type: 'battle_created', data: battle });
      return battle;
    },

    async waitingList(): Promise<WaitingBattle[]> {
      const rows = await store.listWaiting(WAITING_LIST_LIMIT);
      return rows.map((row) => toWaitingBattle(row, row.creatorAvatar, row.partnerAvatar));
    },

    /** Any sign of life from a creator keeps their waiting battles open. */
    async touch(user: UserRow): Promise<void> {
      const at = platform.clock.now();
      if (at - (touchedAt.get(user.id) ?? -Infinity) < touchEveryMs) return;
      if (touchedAt.size > 10_000) touchedAt.clear();
      touchedAt.set(user.id, at);
      await store.touchWaiting(user.id, new Date(at));
    },

    /**
     * The joiner takes the battle with one conditional UPDATE; this instance then owns it. A
     * player plays one battle at a time: a joiner or creator already in a battle is refused,
     * and the join cancels every other waiting battle of both (store.activate).
     * Those cancellations are announced first (their creator's tabs battle_cancelled, everyone
     * battle_removed), so a waiting room of one of them has left before the start arrives. Then
     * both players get battle_joined and battle_started, then everyone battle_removed for this
     * battle (in that order, so a waiting room never reads the removal before the start).
     */
    async join(user: UserRow, battleId: string): Promise<LobbyResult> {
      joinsInFlight += 1;
      try {
        return await joinBattle(user, battleId);
      } finally {
        joinsInFlight -= 1;
      }
    },

    async cancel(user: UserRow, battleId: string): Promise<LobbyResult> {
      const battle = await store.findById(battleId);
      if (!battle || battle.status === 'cancelled') return refused('not_found');
      // 2v2: either player of the creating party may call it off.
      if (battle.firstOpponentId !== user.id && battle.firstPartnerId !== user.id) return refused('not_creator');
      if (battle.status !== 'waiting' || !battle.firstOpponentId) return refused('not_waiting');
      const row = await store.cancelWaiting(battle.id, battle.firstOpponentId, now());
      // Someone joined (or the sweep cancelled it) between the read and the update.
      if (!row) return refused('not_waiting');
      await announceCancelled(row, 'creator');
      return { ok: true };
    },

    /** start_battle: the battle already started on join; this re-confirms it to a player who asks. */
    async start(user: UserRow, battleId: string): Promise<LobbyResult & { battle?: BattleRow }> {
      const battle = await store.findById(battleId);
      if (!battle || battle.status === 'cancelled') return refused('not_found');
      const seats = [battle.firstOpponentId, battle.secondOpponentId, battle.firstPartnerId, battle.secondPartnerId];
      if (!seats.includes(user.id)) return refused('not_player');
      if (battle.status === 'waiting') return refused('not_started');
      if (battle.status === 'finished') return refused('over');
      return { ok: true, battle };
    },
  };
}

export type BattleService = ReturnType<typeof createBattleService>;

export function player(user: UserRow): PlayerInit {
  const language = languageSchema.safeParse(user.language);
  return { username: user.username, userId: user.id, language: language.success ? language.data : 'en', avatar: user.avatar };
}
