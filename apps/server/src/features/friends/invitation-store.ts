import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { battleInvitations, battles, users } from '../../platform/db/schema.js';
import { isBattleId } from '../battles/store.js';

export type InvitationRow = typeof battleInvitations.$inferSelect;

/** One pending invitation with the names and battle facts the views need. */
export interface InvitationDetail {
  readonly battleId: string;
  readonly fromId: string;
  readonly toId: string;
  readonly from: string;
  readonly fromAvatar: string;
  readonly to: string;
  readonly sport: string;
  readonly level: string;
  readonly createdAt: Date;
}

/**
 * Pending battle invitations. A row exists only while the invitation is pending: answering,
 * withdrawing or the battle leaving the waiting list deletes it, with RETURNING, so whichever
 * instance deletes it is the one that tells the players (never twice).
 */
export function createInvitationStore(db: Database) {
  return {
    /** The battle's one pending invitation; false when the battle already has one. */
    async create(battleId: string, fromId: string, toId: string, now: Date): Promise<boolean> {
      const rows = await db
        .insert(battleInvitations)
        .values({ battleId, fromId, toId, createdAt: now })
        .onConflictDoNothing()
        .returning({ battleId: battleInvitations.battleId });
      return rows.length > 0;
    },

    /** Deletes the battle's invitation if it matches; the deleted row or undefined. */
    async take(battleId: string, match: { fromId?: string; toId?: string } = {}): Promise<InvitationRow | undefined> {
      if (!isBattleId(battleId)) return undefined;
      const conditions = [eq(battleInvitations.battleId, battleId)];
      if (match.fromId) conditions.push(eq(battleInvitations.fromId, match.fromId));
      if (match.toId) conditions.push(eq(battleInvitations.toId, match.toId));
      const [row] = await db
        .delete(battleInvitations)
        .where(and(...conditions))
        .returning();
      return row;
    },

    /** Deletes every invitation between two players (either way): unfriended or blocked. */
    async takeBetween(a: string, b: string): Promise<InvitationRow[]> {
      return db
        .delete(battleInvitations)
        .where(
          or(
            and(eq(battleInvitations.fromId, a), eq(battleInvitations.toId, b)),
            and(eq(battleInvitations.fromId, b), eq(battleInvitations.toId, a)),
          ),
        )
        .returning();
    },

    /** Pending invitations sent to `userId`, newest first, with their battle and sender. */
    async forInvitee(userId: string): Promise<InvitationDetail[]> {
      return this.details(eq(battleInvitations.toId, userId));
    },

    /** The pending invitation of a battle (the waiting room shows it after a reload). */
    async forBattle(battleId: string): Promise<InvitationDetail | undefined> {
      if (!isBattleId(battleId)) return undefined;
      const [row] = await this.details(eq(battleInvitations.battleId, battleId));
      return row;
    },

    async details(where: ReturnType<typeof eq>): Promise<InvitationDetail[]> {
      const rows = await db
        .select({
          battleId: battleInvitations.battleId,
          fromId: battleInvitations.fromId,
          toId: battleInvitations.toId,
          from: users.username,
          fromAvatar: users.avatar,
          to: sql<string>`(select u.username from ${users} u where u.id = ${battleInvitations.toId})`,
          sport: battles.sport,
          level: battles.level,
          createdAt: battleInvitations.createdAt,
        })
        .from(battleInvitations)
        .innerJoin(battles, eq(battles.id, battleInvitations.battleId))
        .innerJoin(users, eq(users.id, battleInvitations.fromId))
        .where(and(where, eq(battles.status, 'waiting')))
        .orderBy(sql`${battleInvitations.createdAt} desc`);
      return rows;
    },
  };
}

export type InvitationStore = ReturnType<typeof createInvitationStore>;
