import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { passwordResets, refreshTokens, users } from '../../platform/db/schema.js';
import type { UserRow } from '../users/store.js';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

/** The auth feature's queries: accounts, refresh tokens and password resets. */
export function createAuthStore(db: Database) {
  return {
    /** Inserts a user; returns undefined when the username or e-mail is already taken. */
    async insertUser(values: { username: string; email: string; passwordHash: string; language: string }): Promise<UserRow | undefined> {
      const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
      return row;
    },

    /**
     * Stores a refresh token. A successor handed out twice (two requests replaying its
     * predecessor within the grace window) is stored once: the second insert does nothing.
     */
    async insertRefreshToken(values: { userId: string; tokenHash: string; family: string; expiresAt: Date }): Promise<void> {
      await db.insert(refreshTokens).values(values).onConflictDoNothing({ target: refreshTokens.tokenHash });
    },

    async findRefreshToken(tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
      return row;
    },

    /**
     * Marks a token rotated and keeps its successor (sealed) in the same write; false when
     * another request rotated it first (a race or a replay), whose successor then stands.
     */
    async markRotated(id: string, at: Date, successorSealed: string): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ rotatedAt: at, successorSealed })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },

    async revokeFamily(family: string, at: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revokedAt)));
    },

    async revokeAllForUser(userId: string, at: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: at })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    },

    /** Revokes every access token of the user at once. */
    async bumpTokenVersion(userId: string): Promise<void> {
      await db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },

    async insertPasswordReset(values: { tokenHash: string; userId: string; expiresAt: Date }): Promise<void> {
      await db.insert(passwordResets).values(values);
    },

    /** Uses a reset token once: returns its user id if it was valid, unused and unexpired. */
    async consumePasswordReset(tokenHash: string, at: Date): Promise<string | undefined> {
      const [row] = await db
        .update(passwordResets)
        .set({ usedAt: at })
        .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, at)))
        .returning({ userId: passwordResets.userId });
      return row?.userId;
    },

    async setPassword(userId: string, passwordHash: string): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },
  };
}

export type AuthStore = ReturnType<typeof createAuthStore>;
