import { type SQL, and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, not, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { BattleResult } from '@fanclash/protocol';
import type { Database } from '../../platform/db/client.js';
import { battles } from '../../platform/db/schema.js';
import { plays, type BattleRow } from './store.js';

export interface HistoryFilter {
  readonly sport?: string | undefined;
  readonly result?: BattleResult | undefined;
}

/** Reading a player's past battles: history rows, the dashboard feed, and the records for repair. */
export function createHistoryStore(db: Database) {
  // Any seat: 2v2's partners too (issue 32).
  const played = (userId: string) => plays(userId) as SQL;

  /** The winner column decides (a forfeit can go to the lower score); in 2v2 it names the winning team's first player. */
  // coalesce: a 1v1 row's partner ids are NULL, and NOT(NULL) would drop the row from 'lose'.
  const won = (userId: string) =>
    sql`coalesce(${and(
      isNotNull(battles.winner),
      or(
        and(or(eq(battles.firstOpponentId, userId), eq(battles.firstPartnerId, userId)), eq(battles.winner, battles.firstOpponent)),
        and(or(eq(battles.secondOpponentId, userId), eq(battles.secondPartnerId, userId)), eq(battles.winner, battles.secondOpponent)),
      ),
    )}, false)`;

  const resultIs = (userId: string, result: BattleResult): SQL => {
    if (result === 'draw') return isNull(battles.winner);
    if (result === 'win') return won(userId);
    return and(isNotNull(battles.winner), not(won(userId))) as SQL;
  };

  return {
    /**
     * Finished battles, newest first; `limit`/`offset` page them and `total` counts every match.
     * `since` is the viewer's last stats reset: a reset clears the player's battles (spec
     * section 4), so earlier ones leave this player's lists; the opponent's lists keep them.
     */
    async history(
      userId: string,
      filter: HistoryFilter,
      page: { limit: number; offset: number },
      since: Date | null = null,
    ): Promise<{ rows: BattleRow[]; total: number }> {
      const where = and(
        played(userId),
        eq(battles.status, 'finished'),
        since ? gt(battles.finishedAt, since) : undefined,
        filter.sport ? eq(battles.sport, filter.sport) : undefined,
        filter.result ? resultIs(userId, filter.result) : undefined,
      );
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(battles)
          .where(where)
          .orderBy(desc(battles.finishedAt), desc(battles.createdAt))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(battles).where(where),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },

    /**
     * The dashboard feed: battles being played and finished ones, newest first. Finished ones
     * from before `since` (the viewer's last stats reset) are left out, as in history().
     */
    async feed(userId: string, limit: number, since: Date | null = null): Promise<BattleRow[]> {
      const current = since
        ? or(eq(battles.status, 'active'), and(eq(battles.status, 'finished'), gt(battles.finishedAt, since)))
        : inArray(battles.status, ['active', 'finished']);
      return db
        .select()
        .from(battles)
        .where(and(played(userId), current))
        .orderBy(desc(battles.createdAt))
        .limit(limit);
    },

    /**
     * Ids of the player's newest finished battles since `since` (the last stats reset), newest
     * (by start) first, at most `limit`: the own record's `battles` list. One statement, two
     * index walks: each seat's branch reads battles_first_idx / battles_second_idx backwards by
     * created_at and stops after `limit` matches, so a player with thousands of battles costs
     * no more than one with a hundred (an OR over both seats would fetch and sort them all).
     */
    async recentFinishedIds(userId: string, since: Date | null, limit: number): Promise<string[]> {
      const seat = (
        column:
          typeof battles.firstOpponentId | typeof battles.secondOpponentId | typeof battles.firstPartnerId | typeof battles.secondPartnerId,
      ) =>
        db
          .select({ id: battles.id, createdAt: battles.createdAt })
          .from(battles)
          .where(and(eq(column, userId), eq(battles.status, 'finished'), since ? gt(battles.finishedAt, since) : undefined))
          .orderBy(desc(battles.createdAt))
          .limit(limit);
      const rows = await unionAll(
        seat(battles.firstOpponentId),
        seat(battles.secondOpponentId),
        seat(battles.firstPartnerId),
        seat(battles.secondPartnerId),
      )
        .orderBy(desc(battles.createdAt))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** Every finished battle against a person of the player in the order they finished (streaks depend on it); `since` (the last stats reset) leaves earlier ones out. */
    async finishedInOrder(userId: string, since: Date | null = null): Promise<BattleRow[]> {
      return db
        .select()
        .from(battles)
        .where(
          and(
            played(userId),
            eq(battles.status, 'finished'),
            // Stats come from battles against people only (modes.ts): a recorded run or the bot never counted.
            eq(battles.opponentKind, 'player'),
            since ? gt(battles.finishedAt, since) : undefined,
          ),
        )
        .orderBy(asc(battles.finishedAt), asc(battles.createdAt));
    },
  };
}

export type HistoryStore = ReturnType<typeof createHistoryStore>;
