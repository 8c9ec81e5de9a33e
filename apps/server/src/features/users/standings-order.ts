import type { Standing, StandingRow } from './standings-index.js';

/**
 * The leaderboard order of ranked players, in memory: a rank is a binary search, a change an
 * insertion into one short block. The players are cut into sorted blocks of at most
 * 2 x BLOCK; a rank finds the block by its last player (log of the block count), counts the
 * players of the blocks before it from running totals (kept lazily: a change invalidates those
 * after its block, the next rank adds them up again) and searches the block. A single sorted
 * array moved every later player on each change: at a million players, megabytes a change.
 *
 * Usernames are unique (case-insensitively) in the table, but an order fed change by change may
 * hold two equal entries for a moment (a name given up and taken, one of them not read yet), so
 * an entry is removed by identity, not by comparison.
 */
export interface StandingsOrder {
  /** Puts this player at their place (moving them if held); an unranked row (no battle) is taken out. */
  put(row: StandingRow): void;
  remove(id: string): void;
  /** Every player afresh (a rebuild). */
  replace(rows: readonly StandingRow[]): void;
  /** How many players come strictly before `standing`. */
  ahead(standing: Standing): number;
  get(id: string): StandingRow | undefined;
  readonly size: number;
}

/** Players per block after a rebuild; a block splits in two past twice this. */
const BLOCK = 512;

export function createStandingsOrder(compare: (a: Standing, b: Standing) => number): StandingsOrder {
  let blocks: StandingRow[][] = [];
  const byId = new Map<string, StandingRow>();
  /** starts[i]: players in the blocks before block i, valid for i <= validUpTo. */
  const starts: number[] = [0];
  let validUpTo = 0;

  const touched = (block: number) => {
    validUpTo = Math.min(validUpTo, block);
  };
  const start = (block: number): number => {
    while (validUpTo < block) {
      starts[validUpTo + 1] = (starts[validUpTo] as number) + (blocks[validUpTo] as StandingRow[]).length;
      validUpTo += 1;
    }
    return starts[block] as number;
  };
  /** The first block whose last player is not before `standing` (blocks.length when none). */
  const blockOf = (standing: Standing): number => {
    let low = 0;
    let high = blocks.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const block = blocks[middle] as StandingRow[];
      if (compare(block[block.length - 1] as StandingRow, standing) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  /** Players of `block` strictly before `standing`. */
  const within = (block: readonly StandingRow[], standing: Standing): number => {
    let low = 0;
    let high = block.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(block[middle] as StandingRow, standing) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  };

  const takeOut = (entry: StandingRow) => {
    byId.delete(entry.id);
    // Equal entries may sit side by side, even across blocks: walk them to this one.
    const first = blockOf(entry);
    for (let b = first; b < blocks.length; b += 1) {
      const block = blocks[b] as StandingRow[];
      const at = block.indexOf(entry, b === first ? within(block, entry) : 0);
      if (at < 0) continue;
      block.splice(at, 1);
      if (block.length === 0) blocks.splice(b, 1);
      touched(b);
      return;
    }
  };

  const putIn = (entry: StandingRow) => {
    byId.set(entry.id, entry);
    if (blocks.length === 0) {
      blocks.push([entry]);
      touched(0);
      return;
    }
    const b = Math.min(blockOf(entry), blocks.length - 1);
    const block = blocks[b] as StandingRow[];
    block.splice(within(block, entry), 0, entry);
    if (block.length > 2 * BLOCK) blocks.splice(b + 1, 0, block.splice(BLOCK));
    touched(b);
  };

  return {
    put(row) {
      const held = byId.get(row.id);
      if (held) takeOut(held);
      if (row.totalBattle <= 0) return;
      const { id, winBattle, winRate, streak, username, totalBattle } = row;
      putIn({ id, winBattle, winRate, streak, username, totalBattle });
    },
    remove(id) {
      const held = byId.get(id);
      if (held) takeOut(held);
    },
    replace(rows) {
      const entries = rows
        .filter((row) => row.totalBattle > 0)
        .map(({ id, winBattle, winRate, streak, username, totalBattle }) => ({ id, winBattle, winRate, streak, username, totalBattle }))
        .sort(compare);
      blocks = [];
      for (let from = 0; from < entries.length; from += BLOCK) blocks.push(entries.slice(from, from + BLOCK));
      byId.clear();
      for (const entry of entries) byId.set(entry.id, entry);
      touched(0);
    },
    ahead(standing) {
      const b = blockOf(standing);
      if (b === blocks.length) return byId.size;
      return start(b) + within(blocks[b] as StandingRow[], standing);
    },
    get: (id) => byId.get(id),
    get size() {
      return byId.size;
    },
  };
}
