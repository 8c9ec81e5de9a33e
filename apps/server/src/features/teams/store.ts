import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/client.js';
import { battleSeats, battles, users } from '../../platform/db/schema.js';
import { seatedAmong } from '../battles/store.js';
import { teamInvites, teamMembers } from './schema.js';

/** A party member as the service needs them. */
export interface MemberRow {
  readonly userId: string;
  readonly username: string;
  readonly avatar: string;
  readonly leader: boolean;
  readonly joinedAt: Date;
}

export interface PartyRow {
  readonly teamId: string;
  /** Leader first. */
  readonly members: readonly [MemberRow, MemberRow];
}

export interface InviteRow {
  readonly fromId: string;
  readonly toId: string;
  readonly from: string;
  readonly fromAvatar: string;
  readonly to: string;
  readonly toAvatar: string;
  readonly createdAt: Date;
}

/** Why forming a party failed (nothing written). */
export type FormRefusal = 'no_invite' | 'in_team';

const fromUsers = alias(users, 'from_users');
const toUsers = alias(users, 'to_users');

/** Every query on team_members and team_invites. */
export function createTeamStore(db: Database) {
  const inviteColumns = {
    fromId: teamInvites.fromId,
    toId: teamInvites.toId,
    from: fromUsers.username,
    fromAvatar: fromUsers.avatar,
    to: toUsers.username,
    toAvatar: toUsers.avatar,
    createdAt: teamInvites.createdAt,
  };
  const invites = () =>
    db
      .select(inviteColumns)
      .from(teamInvites)
      .innerJoin(fromUsers, eq(fromUsers.id, teamInvites.fromId))
      .innerJoin(toUsers, eq(toUsers.id, teamInvites.toId));

  return {
    /**
     * The player's party, leader first; undefined when none. A party left with one member (the
     * other's account was deleted, which cascades) is no party: its row is removed here.
     */
    async partyOf(userId: string): Promise<PartyRow | undefined> {
      const mine = db.select({ teamId: teamMembers.teamId }).from(teamMembers).where(eq(teamMembers.userId, userId));
      const rows = await db
        .select({
          teamId: teamMembers.teamId,
          userId: teamMembers.userId,
          leader: teamMembers.leader,
          joinedAt: teamMembers.joinedAt,
          username: users.username,
          avatar: users.avatar,
        })
        .from(teamMembers)
        .innerJoin(users, eq(users.id, teamMembers.userId))
        .where(inArray(teamMembers.teamId, mine));
      const [a, b] = [...rows].sort((x, y) => Number(y.leader) - Number(x.leader));
      if (!a) return undefined;
      if (!b) {
        await db.delete(teamMembers).where(eq(teamMembers.userId, userId));
        return undefined;
      }
      return { teamId: a.teamId, members: [a, b] };
    },

    /** Records (or renews) an invitation from `fromId` to `toId`, tied to the instance of the inviter's tab. */
    async invite(fromId: string, toId: string, instanceId: string, now: Date): Promise<void> {
      await db
        .insert(teamInvites)
        .values({ fromId, toId, instanceId, createdAt: now })
        .onConflictDoUpdate({ target: [teamInvites.fromId, teamInvites.toId], set: { instanceId, createdAt: now } });
    },

    async findInvite(fromId: string, toId: string): Promise<InviteRow | undefined> {
      const [row] = await invites()
        .where(and(eq(teamInvites.fromId, fromId), eq(teamInvites.toId, toId)))
        .limit(1);
      return row;
    },

    /** Deletes one invitation; true for the one caller whose delete found it. */
    async deleteInvite(fromId: string, toId: string): Promise<boolean> {
      const rows = await db
        .delete(teamInvites)
        .where(and(eq(teamInvites.fromId, fromId), eq(teamInvites.toId, toId)))
        .returning({ fromId: teamInvites.fromId });
      return rows.length > 0;
    },

    /** The player's pending invitations, both ways. */
    async invitesOf(userId: string): Promise<{ received: InviteRow[]; sent: InviteRow[] }> {
      const rows = await invites().where(or(eq(teamInvites.toId, userId), eq(teamInvites.fromId, userId)));
      return { received: rows.filter((r) => r.toId === userId), sent: rows.filter((r) => r.fromId === userId) };
    },

    /**
     * The party forms from `leaderId`'s invitation to `memberId`, in one transaction: the
     * invitation must still exist (deleted here, so two accepts cannot both form), neither may be
     * in a party (team_members' primary key decides a race), and every other invitation of either
     * ends (returned, to be announced).
     */
    async form(
      leaderId: string,
      memberId: string,
      teamId: string,
      now: Date,
    ): Promise<{ ended: Array<{ fromId: string; toId: string }> } | { refused: FormRefusal }> {
      return db.transaction(async (tx) => {
        const taken = await tx
          .delete(teamInvites)
          .where(and(eq(teamInvites.fromId, leaderId), eq(teamInvites.toId, memberId)))
          .returning({ fromId: teamInvites.fromId });
        if (taken.length === 0) return { refused: 'no_invite' as const };
        const inserted = await tx
          .insert(teamMembers)
          .values([
            { userId: leaderId, teamId, leader: true, joinedAt: now },
            { userId: memberId, teamId, leader: false, joinedAt: now },
          ])
          .onConflictDoNothing()
          .returning({ userId: teamMembers.userId });
        if (inserted.length < 2) {
          // One of them is in a party already: undo everything (the invitation stays deleted: it cannot be accepted).
          if (inserted.length > 0) await tx.delete(teamMembers).where(eq(teamMembers.teamId, teamId));
          return { refused: 'in_team' as const };
        }
        const ended = await tx
          .delete(teamInvites)
          .where(or(inArray(teamInvites.fromId, [leaderId, memberId]), inArray(teamInvites.toId, [leaderId, memberId])))
          .returning({ fromId: teamInvites.fromId, toId: teamInvites.toId });
        return { ended };
      });
    },

    /** Dissolves the player's party; answers its two members' ids (empty when there was none). */
    async leave(userId: string): Promise<{ teamId: string; userIds: string[] } | undefined> {
      const mine = db.select({ teamId: teamMembers.teamId }).from(teamMembers).where(eq(teamMembers.userId, userId));
      const rows = await db
        .delete(teamMembers)
        .where(inArray(teamMembers.teamId, mine))
        .returning({ teamId: teamMembers.teamId, userId: teamMembers.userId });
      const [first] = rows;
      return first ? { teamId: first.teamId, userIds: rows.map((r) => r.userId) } : undefined;
    },

    /**
     * Parties left with one member (the other's account was deleted: its row went with it). Deleted
     * here and answered, so the member left behind can be told; of two callers at once one gets them.
     */
    async dissolveOrphans(): Promise<Array<{ teamId: string; userId: string }>> {
      const lone = db
        .select({ teamId: teamMembers.teamId })
        .from(teamMembers)
        .groupBy(teamMembers.teamId)
        .having(sql`count(*) = 1`);
      return db
        .delete(teamMembers)
        .where(inArray(teamMembers.teamId, lone))
        .returning({ teamId: teamMembers.teamId, userId: teamMembers.userId });
    },

    /** The invitations `fromId` sent from this instance: they expire with the inviter's last tab here. */
    async expireFrom(fromId: string, instanceId: string): Promise<Array<{ fromId: string; toId: string }>> {
      return db
        .delete(teamInvites)
        .where(and(eq(teamInvites.fromId, fromId), eq(teamInvites.instanceId, instanceId)))
        .returning({ fromId: teamInvites.fromId, toId: teamInvites.toId });
    },

    /** Whether any of these players is in a battle being played (2v2 in any seat). */
    async inBattle(userIds: string[]): Promise<Set<string>> {
      return seatedAmong(db, userIds);
    },

    /** Whether the party plays a 2v2 battle now (then it cannot be left or changed). */
    async inTeamBattle(userId: string): Promise<boolean> {
      // From the player's seats to their battles by key: never a scan of the battles in play.
      const [row] = await db
        .select({ id: battles.id })
        .from(battleSeats)
        .innerJoin(battles, eq(battles.id, battleSeats.battleId))
        .where(and(eq(battleSeats.playerId, userId), eq(battles.mode, '2v2')))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type TeamStore = ReturnType<typeof createTeamStore>;
