import { and, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { users } from '../../platform/db/schema.js';

export type UserRow = typeof users.$inferSelect;

/** Queries on the users table shared by every feature. */
export function createUserStore(db: Database) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async findByUsername(username: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = ${username.trim().toLowerCase()}`)
        .limit(1);
      return row;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
        .limit(1);
      return row;
    },

    async usernameTaken(username: string): Promise<boolean> {
      return (await this.findByUsername(username)) !== undefined;
    },

    /**
     * Leaderboard position: 1 + the players ahead in the order wins desc, win rate desc,
     * streak desc, username asc. Served by users_leaderboard_idx.
     */
    async ranking(user: Pick<UserRow, 'winBattle' | 'winRate' | 'streak' | 'username'>): Promise<number> {
      const [row] = await db
        .select({ ahead: sql<number>`count(*)::int` })
        .from(users)
        .where(aheadOf(user));
      return (row?.ahead ?? 0) + 1;
    },
  };
}

export type UserStore = ReturnType<typeof createUserStore>;

/** Rows ranked above `user` (the leaderboard rule, written once). */
export function aheadOf(user: Pick<UserRow, 'winBattle' | 'winRate' | 'streak' | 'username'>): SQL {
  return or(
    gt(users.winBattle, user.winBattle),
    and(eq(users.winBattle, user.winBattle), gt(users.winRate, user.winRate)),
    and(eq(users.winBattle, user.winBattle), eq(users.winRate, user.winRate), gt(users.streak, user.streak)),
    and(
      eq(users.winBattle, user.winBattle),
      eq(users.winRate, user.winRate),
      eq(users.streak, user.streak),
      sql`${users.username} < ${user.username}`,
    ),
  ) as SQL;
}
