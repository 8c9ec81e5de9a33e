/**
 * User rows by id, kept in memory while the database says they have not changed. Every socket
 * checks its token against the user row when it opens and before each message, and joins and
 * replays read the players again: on the embedded database that was seven reads of the same
 * row per battle, the most frequent statement on its single thread (bench/RESULTS.md).
 *
 * Only sound where this process sees every change to the table, told at commit (the embedded
 * database: one process, migrations 0010_user_changes and 0011_user_inserts). A row read while a change to it was
 * being committed is not kept, so a slow read can never put an old row back after the change
 * forgot it.
 */
export interface RowCache<Row> {
  /** The row from memory, or read (and kept) when absent. Rows are frozen: they are shared. */
  get(id: string): Promise<Row | undefined>;
  /** A committed change: forget the row, and do not keep any read of it already under way. */
  changed(id: string): void;
  readonly size: number;
}

/** Rows kept; beyond it the oldest kept row goes (a Map iterates in insertion order). */
const DEFAULT_CAPACITY = 50_000;

export function createRowCache<Row extends object>(
  read: (id: string) => Promise<Row | undefined>,
  { capacity = DEFAULT_CAPACITY } = {},
): RowCache<Row> {
  const rows = new Map<string, Row>();
  /** Ticks once per change; a read remembers the tick it started at. */
  let tick = 0;
  /** The tick of each id's last change, kept only while reads are under way. */
  const changedAt = new Map<string, number>();
  /** Reads that started before this tick are not kept (changedAt was emptied since). */
  let forgottenBefore = 0;
  let reading = 0;

  const keep = (id: string, row: Row) => {
    rows.set(id, Object.freeze(row));
    if (rows.size > capacity) rows.delete(rows.keys().next().value as string);
  };

  return {
    async get(id) {
      const known = rows.get(id);
      if (known) return known;
      const startedAt = tick;
      reading += 1;
      let row: Row | undefined;
      try {
        row = await read(id);
      } finally {
        reading -= 1;
      }
      const unchanged = startedAt >= forgottenBefore && (changedAt.get(id) ?? -1) <= startedAt;
      if (row && unchanged) keep(id, row);
      if (reading === 0) changedAt.clear();
      return row;
    },
    changed(id) {
      tick += 1;
      rows.delete(id);
      if (reading === 0) return;
      changedAt.set(id, tick);
      // Under a steady stream of reads the ledger is never empty at a quiet moment: start afresh,
      // and let none of the reads under way keep what they find.
      if (changedAt.size > capacity) {
        changedAt.clear();
        forgottenBefore = tick;
      }
    },
    get size() {
      return rows.size;
    },
  };
}
