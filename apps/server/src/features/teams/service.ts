import { randomUUID } from 'node:crypto';
import {
  BATTLE_ERROR_CODES,
  BATTLE_MESSAGES,
  ERROR_CODES,
  TEAM_MESSAGES,
  type Team,
  type TeamInvite,
  type TeamState,
} from '@fanclash/protocol';
import type { Platform } from '../../platform/platform.js';
import type { UserRow } from '../users/store.js';
import { areFriends } from '../friends/store.js';
import type { InviteRow, PartyRow, TeamStore } from './store.js';

/** A party action refused; nothing changed. The live handler answers `error` with its code. */
export class TeamRefusal extends Error {
  constructor(
    readonly code: string,
    message?: string,
  ) {
    super(message ?? TEAM_MESSAGES[code as keyof typeof TEAM_MESSAGES] ?? 'Team action refused');
  }
}

const refuse = (code: string, message?: string) => new TeamRefusal(code, message);

export const toTeam = (party: PartyRow): Team => ({
  id: party.teamId,
  leader: party.members[0].username,
  members: [
    { username: party.members[0].username, avatar: party.members[0].avatar },
    { username: party.members[1].username, avatar: party.members[1].avatar },
  ],
  created_at: party.members[0].joinedAt.toISOString(),
});

const toInvite = (row: InviteRow): TeamInvite => ({
  from: row.from,
  from_avatar: row.fromAvatar,
  to: row.to,
  to_avatar: row.toAvatar,
  created_at: row.createdAt.toISOString(),
});

/**
 * Parties for 2v2 (issue 32): two friends, a player in at most one. Everything is in the
 * database (team_members, team_invites), so every instance sees the same parties, and every
 * message goes to both players' tabs through the live hub (the bus). An invitation is tied to
 * the instance of the inviter's tab and ends when the inviter's last tab there closes.
 */
export function createTeamService(platform: Platform, store: TeamStore) {
  const now = () => new Date(platform.clock.now());
  const tell = (userIds: readonly string[], message: Parameters<Platform['live']['sendToUser']>[1]) =>
    Promise.all(userIds.map((id) => platform.live.sendToUser(id, message)));

  async function friendNamed(me: UserRow, name: string): Promise<UserRow> {
    const friend = await platform.users.findByUsername(name.trim());
    if (!friend) throw refuse(ERROR_CODES.userNotFound);
    if (friend.id === me.id) throw refuse(ERROR_CODES.friendSelf);
    return friend;
  }

  /** Tells both players that an invitation ended without a party. */
  async function ended(fromId: string, toId: string, reason: 'declined' | 'cancelled' | 'expired' | 'superseded'): Promise<void> {
    const [from, to] = await Promise.all([platform.users.findById(fromId), platform.users.findById(toId)]);
    await tell([fromId, toId], { type: 'team_invite_declined', data: { from: from?.username ?? '', to: to?.username ?? '', reason } });
  }

  // An invitation lives while the inviter has a tab open (on the instance it was sent from).
  // Invitations are sent from a tab (live.ts), so an inviter is listed here until their last tab
  // here closes; every other player's close skips the delete, which found nothing nearly every
  // time (a statement for each player of every battle: bench/RESULTS.md, issue 36). The id is
  // this process's own (app.ts): no other instance writes it.
  const invitedFromHere = new Set<string>();
  platform.live.onTabsChanged((userId, _username, tabs) => {
    if (tabs > 0 || !invitedFromHere.delete(userId)) return;
    void store
      .expireFrom(userId, platform.instanceId)
      .then((rows) => Promise.all(rows.map((row) => ended(row.fromId, row.toId, 'expired'))))
      .catch((err: unknown) => platform.log.warn({ err }, 'team invitations: expiry failed'));
  });

  /**
   * A party is two friends: when one removes or blocks the other, the party ends (team_left,
   * reason unfriended). Heard from the friends feature's own message on the instance that sent
   * it (onSentToUser), so the friends feature needs to know nothing of parties; the conditional
   * delete makes one of the copies act.
   */
  async function friendshipChanged(userId: string, message: Parameters<Parameters<Platform['live']['onSentToUser']>[0]>[1]): Promise<void> {
    if (message.type !== 'friend_request_updated') return;
    const data = message.data as { from?: unknown; to?: unknown; response_value?: unknown };
    if (data.response_value !== 'removed' && data.response_value !== 'blocked') return;
    const party = await store.partyOf(userId);
    if (!party) return;
    const names = party.members.map((m) => m.username);
    if (!names.includes(String(data.from)) || !names.includes(String(data.to))) return;
    const left = await store.leave(userId);
    if (left)
      await tell(left.userIds, { type: 'team_left', data: { team_id: left.teamId, left_by: String(data.from), reason: 'unfriended' } });
  }
  // An account deleted (its party rows went with it): the teammate left behind hears the party is over.
  platform.live.onUserClosed(() => {
    void store
      .dissolveOrphans()
      .then((rows) =>
        Promise.all(
          rows.map((row) =>
            tell([row.userId], { type: 'team_left', data: { team_id: row.teamId, left_by: '', reason: 'account_deleted' } }),
          ),
        ),
      )
      .catch((err: unknown) => platform.log.warn({ err }, 'team: dissolving parties of a deleted account failed'));
  });

  platform.live.onSentToUser((userId, message) => {
    // Every user-socket message passes here: only a friend change costs anything.
    if (message.type !== 'friend_request_updated') return;
    void friendshipChanged(userId, message).catch((err: unknown) => platform.log.warn({ err }, 'team: unfriend check failed'));
  });

  return {
    async state(me: UserRow): Promise<TeamState> {
      const [party, invites] = await Promise.all([store.partyOf(me.id), store.invitesOf(me.id)]);
      return {
        team: party ? toTeam(party) : null,
        invites_received: invites.received.map(toInvite),
        invites_sent: invites.sent.map(toInvite),
      };
    },

    /** The player's party, or undefined (battles use it for 2v2). */
    partyOf: (userId: string) => store.partyOf(userId),

    async invite(me: UserRow, friendUsername: string): Promise<void> {
      const friend = await friendNamed(me, friendUsername);
      if (!(await areFriends(platform.db, me.id, friend.id))) throw refuse(ERROR_CODES.notFriends);
      const [mine, theirs] = await Promise.all([store.partyOf(me.id), store.partyOf(friend.id)]);
      if (mine) throw refuse(ERROR_CODES.alreadyInTeam);
      if (theirs) throw refuse(ERROR_CODES.friendInTeam);
      if ((await store.inBattle([me.id])).size > 0) throw refuse(BATTLE_ERROR_CODES.inBattle, BATTLE_MESSAGES.inBattle);
      invitedFromHere.add(me.id);
      await store.invite(me.id, friend.id, platform.instanceId, now());
      const row = await store.findInvite(me.id, friend.id);
      if (!row) return;
      const invite = toInvite(row);
      await tell([me.id], { type: 'team_invite_sent', data: invite });
      await tell([friend.id], { type: 'team_invite_received', data: invite });
    },

    async accept(me: UserRow, fromUsername: string): Promise<void> {
      const leader = await friendNamed(me, fromUsername);
      if (!(await store.findInvite(leader.id, me.id))) throw refuse(ERROR_CODES.teamInviteNotFound);
      // Friends still (a removal or block since the invitation ends it).
      if (!(await areFriends(platform.db, me.id, leader.id))) {
        if (await store.deleteInvite(leader.id, me.id)) await ended(leader.id, me.id, 'declined');
        throw refuse(ERROR_CODES.notFriends);
      }
      if (await store.partyOf(me.id)) throw refuse(ERROR_CODES.alreadyInTeam);
      if (await store.partyOf(leader.id)) throw refuse(ERROR_CODES.friendInTeam);
      if ((await store.inBattle([me.id])).size > 0) throw refuse(BATTLE_ERROR_CODES.inBattle, BATTLE_MESSAGES.inBattle);
      const formed = await store.form(leader.id, me.id, randomUUID(), now());
      if ('refused' in formed) throw refuse(formed.refused === 'no_invite' ? ERROR_CODES.teamInviteNotFound : ERROR_CODES.alreadyInTeam);
      const party = await store.partyOf(me.id);
      if (party) await tell([leader.id, me.id], { type: 'team_formed', data: toTeam(party) });
      // Their other invitations, both ways, are over: a player is in at most one party.
      for (const row of formed.ended) await ended(row.fromId, row.toId, 'superseded');
    },

    async decline(me: UserRow, fromUsername: string): Promise<void> {
      const leader = await friendNamed(me, fromUsername);
      if (!(await store.deleteInvite(leader.id, me.id))) throw refuse(ERROR_CODES.teamInviteNotFound);
      await ended(leader.id, me.id, 'declined');
    },

    async cancelInvite(me: UserRow, friendUsername: string): Promise<void> {
      const friend = await friendNamed(me, friendUsername);
      if (!(await store.deleteInvite(me.id, friend.id))) throw refuse(ERROR_CODES.teamInviteNotFound);
      await ended(me.id, friend.id, 'cancelled');
    },

    async leave(me: UserRow): Promise<void> {
      const party = await store.partyOf(me.id);
      if (!party) throw refuse(ERROR_CODES.notInTeam);
      // The seats of a battle being played are fixed: the party stays until it is over.
      if (await store.inTeamBattle(me.id)) throw refuse(ERROR_CODES.teamBattleInProgress);
      const left = await store.leave(me.id);
      if (!left) throw refuse(ERROR_CODES.notInTeam);
      await tell(left.userIds, { type: 'team_left', data: { team_id: left.teamId, left_by: me.username, reason: 'left' } });
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
