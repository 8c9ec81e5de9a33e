import { BATTLE_MESSAGES, ERROR_CODES, type InvitationView, type UserServerMessage } from '@fanclash/protocol';
import { z } from 'zod';
import type { Platform } from '../../platform/platform.js';
import { durationMinutes } from '../battles/dto.js';
import type { BattleService, LobbyRefusal } from '../battles/service.js';
import { createBattleStore } from '../battles/store.js';
import type { UserRow } from '../users/store.js';
import { createInvitationStore, type InvitationDetail, type InvitationRow } from './invitation-store.js';
import { Refusal, refuse } from './refusal.js';
import { areFriends } from './store.js';

type EndReason = 'cancelled' | 'accepted' | 'rejected' | 'battle_started' | 'battle_cancelled' | 'inactive' | 'unfriended';

/** battle_removed as every instance hears it (battles/service.ts and sweep.ts broadcast it). */
const battleRemovedSchema = z.object({
  type: z.literal('battle_removed'),
  data: z.object({ battle_id: z.string(), reason: z.enum(['joined', 'cancelled', 'inactive']) }),
});
const END_FOR_REMOVAL = { joined: 'battle_started', cancelled: 'battle_cancelled', inactive: 'inactive' } as const;

/** How a refused join reads as an invitation_error. */
function joinRefusal(reason: LobbyRefusal): Refusal {
  switch (reason) {
    case 'not_found':
    case 'taken':
    case 'not_waiting':
      return refuse(ERROR_CODES.battleNotWaiting);
    case 'in_battle':
      return new Refusal('already_in_battle', BATTLE_MESSAGES.inBattle);
    case 'creator_in_battle':
      return new Refusal('creator_in_battle', BATTLE_MESSAGES.creatorInBattle);
    default:
      return new Refusal(ERROR_CODES.invitationNotFound);
  }
}

/**
 * Battle invitations: only the creator of a waiting battle invites, only a friend, one pending
 * invitation per battle. Accepting joins exactly as join_battle does (BattleService.join:
 * battle_started to both, one battle at a time). Whatever ends a pending invitation (cancel,
 * answer, the battle starting with someone else, cancelled, timed out) deletes its row, and the
 * instance whose delete returned it tells both players.
 */
export function createInvitationService(platform: Platform, battles: BattleService) {
  const store = createInvitationStore(platform.db);
  const battleStore = createBattleStore(platform.db);
  const now = () => new Date(platform.clock.now());
  const duration = () => durationMinutes(platform.config.battle, platform.config.battle.questions);

  const view = (d: InvitationDetail): InvitationView => ({
    battle_id: d.battleId,
    sport: d.sport,
    level: d.level,
    duration: duration(),
    from: d.from,
    from_avatar: d.fromAvatar,
    status: 'pending',
    created_at: d.createdAt.toISOString(),
  });

  async function tellEnded(row: InvitationRow, reason: EndReason): Promise<void> {
    const [from, to] = await Promise.all([platform.users.findById(row.fromId), platform.users.findById(row.toId)]);
    const message: UserServerMessage = {
      type: 'invitation_cancelled',
      data: { battle_id: row.battleId, from: from?.username ?? '', to: to?.username ?? '', reason },
    };
    await Promise.all([platform.live.sendToUser(row.fromId, message), platform.live.sendToUser(row.toId, message)]);
  }

  async function inviter(me: UserRow, name: string): Promise<UserRow> {
    const row = await platform.users.findByUsername(name);
    if (!row || row.id === me.id) throw refuse(ERROR_CODES.invitationNotFound);
    return row;
  }

  return {
    async invite(me: UserRow, friendUsername: string, battleId: string): Promise<void> {
      // Inviting is the creator being active in the waiting room.
      await battles.touch(me);
      const battle = await battleStore.findById(battleId);
      if (!battle || battle.status === 'cancelled') throw refuse(ERROR_CODES.battleNotFound);
      if (battle.firstOpponentId !== me.id) throw refuse(ERROR_CODES.notBattleCreator);
      if (battle.status !== 'waiting') throw refuse(ERROR_CODES.battleNotWaiting);
      if (friendUsername.trim().toLowerCase() === me.username.toLowerCase()) throw refuse(ERROR_CODES.friendSelf);
      const friend = await platform.users.findByUsername(friendUsername);
      if (!friend) throw refuse(ERROR_CODES.userNotFound);
      if (!(await areFriends(platform.db, me.id, friend.id))) throw refuse(ERROR_CODES.notFriends);
      if (!(await store.create(battle.id, me.id, friend.id, now()))) throw refuse(ERROR_CODES.invitationPending);
      const detail = await store.forBattle(battle.id);
      if (!detail) {
        // The battle left the waiting list between the check and the insert.
        await store.take(battle.id);
        throw refuse(ERROR_CODES.battleNotWaiting);
      }
      await platform.live.sendToUser(friend.id, { type: 'invitation_received', data: view(detail) });
      await platform.live.sendToUser(me.id, { type: 'invitation_sent', data: { battle_id: battle.id, friend_username: friend.username } });
    },

    async cancel(me: UserRow, friendUsername: string, battleId: string): Promise<void> {
      await battles.touch(me);
      const friend = await platform.users.findByUsername(friendUsername);
      const row = friend ? await store.take(battleId, { fromId: me.id, toId: friend.id }) : undefined;
      if (!row) throw refuse(ERROR_CODES.invitationNotFound);
      await tellEnded(row, 'cancelled');
    },

    async accept(me: UserRow, inviterName: string, battleId: string): Promise<void> {
      const from = await inviter(me, inviterName);
      // Taken first, so the battle_removed of the join below finds nothing left to withdraw.
      const row = await store.take(battleId, { fromId: from.id, toId: me.id });
      if (!row) throw refuse(ERROR_CODES.invitationNotFound);
      const joined = await battles.join(me, battleId);
      if (!joined.ok) {
        // The creator's waiting room must not keep showing it as pending.
        await platform.live.sendToUser(from.id, {
          type: 'invitation_rejected',
          data: { battle_id: battleId, rejected_by: me.username, reason: 'failed' },
        });
        throw joinRefusal(joined.refused);
      }
      await platform.live.sendToUser(me.id, {
        type: 'invitation_cancelled',
        data: { battle_id: battleId, from: from.username, to: me.username, reason: 'accepted' },
      });
    },

    async reject(me: UserRow, inviterName: string, battleId: string): Promise<void> {
      const from = await inviter(me, inviterName);
      const row = await store.take(battleId, { fromId: from.id, toId: me.id });
      if (!row) throw refuse(ERROR_CODES.invitationNotFound);
      await platform.live.sendToUser(from.id, {
        type: 'invitation_rejected',
        data: { battle_id: battleId, rejected_by: me.username, reason: 'rejected' },
      });
      // The invitee's other tabs drop it from their notifications.
      await platform.live.sendToUser(me.id, {
        type: 'invitation_cancelled',
        data: { battle_id: battleId, from: from.username, to: me.username, reason: 'rejected' },
      });
    },

    /** Wired to LiveHub.onBroadcast: a battle left the waiting list, so its invitation ends. */
    async battleRemoved(message: UserServerMessage): Promise<void> {
      const parsed = battleRemovedSchema.safeParse(message);
      if (!parsed.success) return;
      const row = await store.take(parsed.data.data.battle_id);
      if (row) await tellEnded(row, END_FOR_REMOVAL[parsed.data.data.reason]);
    },

    /** Two players are no longer friends: invitations between them end. */
    async withdrawBetween(a: string, b: string, reason: EndReason): Promise<void> {
      for (const row of await store.takeBetween(a, b)) await tellEnded(row, reason);
    },

    async viewsFor(me: UserRow): Promise<InvitationView[]> {
      return (await store.forInvitee(me.id)).map(view);
    },

    /** The pending invitation of the creator's battle, for a waiting room opened again. */
    async pendingOf(me: UserRow, battleId: string): Promise<{ battle_id: string; friend_username: string } | null> {
      const detail = await store.forBattle(battleId);
      if (!detail || detail.fromId !== me.id) return null;
      return { battle_id: detail.battleId, friend_username: detail.to };
    },
  };
}

export type InvitationService = ReturnType<typeof createInvitationService>;
