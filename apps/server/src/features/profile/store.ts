import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { battleAnswers, battles, users } from '../../platform/db/schema.js';
import type { UserRow } from '../users/store.js';
import { clearTraining } from '../training/store.js';
import { endChallengesOf } from '../challenges/store.js';
import { plays } from '../battles/store.js';

/** The fields a player may change on the profile. */
export interface ProfileChanges {
  username?: string;
  favourite?: string;
  language?: string;
  avatar?: string;
}

export type ApplyResult = { ok: true; row: UserRow } | { ok: false; reason: 'gone' | 'username_taken' };

/** Profile writes: the user row, and the battle rows that carry the player's name as text. */
export function createProfileStore(db: Database) {
  return {
    /**
     * Applies the changes in one transaction. Battles keep player names as text (so finished
     * ones stay readable after a deletion); a rename rewrites them here too, or the player's
     * history would name someone who no longer exists.
     */
    async applyChanges(userId: string, previousUsername: string, changes: ProfileChanges): Promise<ApplyResult> {
      try {
        return await db.transaction(async (tx): Promise<ApplyResult> => {
          const [row] = await tx
            .update(users)
            .set({ ...changes, updatedAt: new Date() })
            .where(eq(users.id, userId))
            .returning();
          if (!row) return { ok: false, reason: 'gone' };
          const renamed = changes.username;
          if (renamed !== undefined && renamed !== previousUsername) {
            // Any of a battle's seats: a 2v2 partner's name is kept as text too (0023_team_battles).
            const played = plays(userId);
            await tx.update(battles).set({ firstOpponent: renamed }).where(eq(battles.firstOpponentId, userId));
            await tx.update(battles).set({ secondOpponent: renamed }).where(eq(battles.secondOpponentId, userId));
            await tx.update(battles).set({ firstPartner: renamed }).where(eq(battles.firstPartnerId, userId));
            await tx.update(battles).set({ secondPartner: renamed }).where(eq(battles.secondPartnerId, userId));
            await tx
              .update(battles)
              .set({ winner: renamed })
              .where(and(eq(battles.winner, previousUsername), played));
            // A battle's answers are one jsonb list (0028_battle_answer_lists): the player's entries take the new name.
            const theirs = sql`${battleAnswers.answers} @> ${JSON.stringify([{ username: previousUsername }])}::jsonb`;
            await tx
              .update(battleAnswers)
              .set({
                answers: sql`(select jsonb_agg(case when a->>'username' = ${previousUsername}
                    then jsonb_set(a, '{username}', to_jsonb(${renamed}::text)) else a end order by i)
                  from jsonb_array_elements(${battleAnswers.answers}) with ordinality as x(a, i))`,
              })
              .where(and(theirs, inArray(battleAnswers.battleId, tx.select({ id: battles.id }).from(battles).where(played))));
          }
          return { ok: true, row };
        });
      } catch (error) {
        // users_username_lower_idx: someone took the name between our check and this write.
        if (isUniqueViolation(error)) return { ok: false, reason: 'username_taken' };
        throw error;
      }
    },

    async resetStats(userId: string): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ totalBattle: 0, winBattle: 0, winRate: 0, streak: 0, statsResetAt: new Date(), updatedAt: new Date() })
          .where(eq(users.id, userId))
          .returning();
        // The reset starts training over too: misses (review cards), answers and sessions.
        if (row) await clearTraining(tx, userId);
        return row;
      });
    },

    /**
     * Deletes the account. Refresh tokens, password resets and seen questions go with it
     * (ON DELETE CASCADE); played battles stay for the opponent with the id set to null. A
     * waiting battle nobody joined belongs to this player alone, so it goes too. Open friend
     * challenges end (cancelled, counted for nobody); their other players are answered to be told.
     */
    async deleteAccount(
      userId: string,
      now: Date,
    ): Promise<{ user: UserRow; removedBattleIds: string[]; endedChallenges: Array<{ battleId: string; otherId: string }> } | undefined> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(battles)
          .where(and(eq(battles.firstOpponentId, userId), eq(battles.status, 'waiting'), isNull(battles.secondOpponentId)))
          .returning({ id: battles.id });
        const endedChallenges = await endChallengesOf(tx, userId, now);
        const [row] = await tx.delete(users).where(eq(users.id, userId)).returning();
        return row ? { user: row, removedBattleIds: removed.map((b) => b.id), endedChallenges } : undefined;
      });
    },
  };
}

export type ProfileStore = ReturnType<typeof createProfileStore>;

/** PostgreSQL's unique_violation, whichever driver reports it (drizzle wraps it as the cause). */
function isUniqueViolation(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  if ('code' in error && error.code === '23505') return true;
  return 'cause' in error && isUniqueViolation(error.cause, depth + 1);
}
