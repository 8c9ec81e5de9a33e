import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { battles } from '../../platform/db/schema.js';
import { displayName } from '../users/dto.js';

/** What a shared result shows: both names, both scores, sport, level and when it finished. */
export interface SharedResult {
  readonly id: string;
  readonly first: string;
  readonly second: string;
  readonly firstScore: number;
  readonly secondScore: number;
  readonly sport: string;
  readonly level: string;
  readonly finishedAt: Date;
  /** Who won: the scores decide, except a forfeit (recorded winner with equal scores). */
  readonly winner: 'first' | 'second' | null;
}

export function createShareStore(db: Database) {
  return {
    /** A finished battle; undefined for any other id (unknown, waiting, running, cancelled). */
    async finished(id: string): Promise<SharedResult | undefined> {
      const [row] = await db
        .select()
        .from(battles)
        .where(and(eq(battles.id, id), eq(battles.status, 'finished')))
        .limit(1);
      if (!row) return undefined;
      return {
        id: row.id,
        first: displayName(row.firstOpponent, row.firstOpponentId),
        second: displayName(row.secondOpponent, row.secondOpponentId),
        firstScore: row.firstScore,
        secondScore: row.secondScore,
        sport: row.sport,
        level: row.level,
        finishedAt: row.finishedAt ?? row.createdAt,
        winner:
          row.winner === null || row.winner === ''
            ? null
            : row.winner === row.firstOpponent
              ? 'first'
              : row.winner === row.secondOpponent
                ? 'second'
                : null,
      };
    },
  };
}
