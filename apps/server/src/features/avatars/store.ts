import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { users } from '../../platform/db/schema.js';
import type { UserRow } from '../users/store.js';

/** The avatar feature's one write: users.avatar. */
export function createAvatarStore(db: Database) {
  return {
    /**
     * Points the user at a new picture and returns the one it replaces. The row lock makes two
     * simultaneous uploads each see the other's picture as "previous", so neither file leaks.
     */
    async replaceAvatar(userId: string, avatar: string): Promise<{ row: UserRow; previous: string } | undefined> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select({ avatar: users.avatar }).from(users).where(eq(users.id, userId)).for('update');
        if (!current) return undefined;
        const [row] = await tx.update(users).set({ avatar, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
        return row ? { row, previous: current.avatar } : undefined;
      });
    },
  };
}

export type AvatarStore = ReturnType<typeof createAvatarStore>;
