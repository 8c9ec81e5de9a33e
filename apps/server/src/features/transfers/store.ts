import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { TransferType } from '@fanclash/protocol';
import type { Database } from '../../platform/db/client.js';
import { jobLocks, transfers } from '../../platform/db/schema.js';

export type TransferOrigin = 'provider' | 'archive';

export interface TransferRecord {
  readonly id: string;
  readonly playerId: string;
  readonly playerName: string;
  readonly fromTeam: string;
  readonly toTeam: string;
  readonly fee: string | null;
  readonly feeValue: number | null;
  readonly currency: string | null;
  readonly transferDate: string;
  readonly transferType: TransferType;
  readonly sourceUrl: string | null;
}

/** The most transfers one provider answer may replace the list with. */
export const MAX_PROVIDER_TRANSFERS = 5_000;

/** The only place that touches the transfers table. */
export function createTransferStore(db: Database) {
  return {
    /** Inserts the archive rows that are missing (several instances may start together). */
    async seedArchive(records: readonly TransferRecord[]): Promise<void> {
      if (records.length === 0) return;
      await db
        .insert(transfers)
        .values(records.map((r) => ({ ...r, origin: 'archive' })))
        .onConflictDoNothing();
    },

    /** The provider's list replaces the previous one in one transaction: readers never see half of it. */
    async replaceProvider(records: readonly TransferRecord[]): Promise<number> {
      const unique = [...new Map(records.map((r) => [r.id, r])).values()]
        .sort((a, b) => b.transferDate.localeCompare(a.transferDate))
        .slice(0, MAX_PROVIDER_TRANSFERS);
      await db.transaction(async (tx) => {
        await tx.delete(transfers).where(eq(transfers.origin, 'provider'));
        for (let i = 0; i < unique.length; i += 500) {
          await tx
            .insert(transfers)
            .values(unique.slice(i, i + 500).map((r) => ({ ...r, origin: 'provider' })))
            .onConflictDoNothing();
        }
      });
      return unique.length;
    },

    async count(origin: TransferOrigin): Promise<number> {
      const [row] = await db.select({ n: count() }).from(transfers).where(eq(transfers.origin, origin));
      return Number(row?.n ?? 0);
    },

    async page(origin: TransferOrigin, limit: number, offset: number): Promise<TransferRecord[]> {
      const rows = await db
        .select()
        .from(transfers)
        .where(eq(transfers.origin, origin))
        .orderBy(desc(transfers.transferDate), transfers.playerName, transfers.id)
        .limit(limit)
        .offset(offset);
      return rows.map((row) => ({ ...row, transferType: row.transferType as TransferType }));
    },

    /** Whether some instance holds the refresh lease right now. */
    async leaseHeld(name: string, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ name: jobLocks.name })
        .from(jobLocks)
        .where(and(eq(jobLocks.name, name), gt(jobLocks.lockedUntil, now)))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type TransferStore = ReturnType<typeof createTransferStore>;
