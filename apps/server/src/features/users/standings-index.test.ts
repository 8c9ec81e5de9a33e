import { describe, expect, it, vi } from 'vitest';
import { compareStandings, createStandingsIndex, type StandingRow, type StandingsSource } from './standings-index.js';
import { standingRow } from './standings-fixtures.js';

/** A table the test edits; the index reads it only through the source, as from the database. */
function table(rows: StandingRow[]) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  let reads = 0;
  const source: StandingsSource = {
    all: () => Promise.resolve([...byId.values()]),
    some: (ids) => {
      reads += 1;
      return Promise.resolve(ids.flatMap((id) => byId.get(id) ?? []));
    },
  };
  return {
    source,
    set: (row: StandingRow) => byId.set(row.id, row),
    remove: (id: string) => byId.delete(id),
    /** Every row's rank the slow way: 1 + the rows strictly before it. */
    ranks: () => [...byId.values()].map((row) => 1 + [...byId.values()].filter((other) => compareStandings(other, row) < 0).length),
    rows: () => [...byId.values()],
    get reads() {
      return reads;
    },
  };
}

const player = standingRow;

describe('compareStandings', () => {
  it('orders by wins, win rate and streak, descending, then by name as the C collation does', () => {
    const names = ['b_', 'Z', '_z', 'a', '1x', 'B', 'ba'].map((name, i) => player(String(i), name));
    // PostgreSQL's C collation (PGlite's) orders these: 1 B Z _z a b_ ba.
    expect([...names].sort(compareStandings).map((p) => p.username)).toEqual(['1x', 'B', 'Z', '_z', 'a', 'b_', 'ba']);
    const ranked = [player('1', 'a', 1, 50, 0), player('2', 'b', 2, 10, 0), player('3', 'c', 1, 50, 3), player('4', 'd', 1, 60, 0)];
    expect([...ranked].sort(compareStandings).map((p) => p.username)).toEqual(['b', 'd', 'c', 'a']);
  });
});

describe('createStandingsIndex', () => {
  it('leaves unranked players (no battle) out: a player who lost every battle is not behind newcomers', async () => {
    const players = table([
      player('1', 'aaron', 0, 0, 0, 0),
      player('2', 'carol', 2, 100, 2),
      player('3', 'dora', 0, 0, 0, 3),
      player('4', 'abby', 0, 0, 0, 0),
    ]);
    const index = createStandingsIndex(players.source);
    // carol first, dora (three losses) second: aaron and abby sort before her by name but have no battle.
    expect(await index.rankings([player('2', 'carol', 2, 100, 2), player('3', 'dora', 0, 0, 0, 3)])).toEqual([1, 2]);
    // abby plays her first battle and loses: ranked now, ahead of dora by name.
    players.set(player('4', 'abby', 0, 0, 0, 1));
    index.changed('4');
    expect(await index.rankings([player('3', 'dora', 0, 0, 0, 3)])).toEqual([3]);
    // dora resets her statistics: unranked, she no longer counts for anyone.
    players.set(player('3', 'dora', 0, 0, 0, 0));
    index.changed('3');
    expect(await index.rankings([player('4', 'abby', 0, 0, 0, 1)])).toEqual([2]);
  });

  it('ranks every player as the count of those ahead, ties on everything but the name included', async () => {
    const players = table([
      player('1', 'carol', 3, 75, 2),
      player('2', 'Alice'),
      player('3', 'bob'),
      player('4', 'dan', 3, 75, 2),
      player('5', 'eve', 9, 90, 9),
    ]);
    const index = createStandingsIndex(players.source);
    expect(await index.rankings(players.rows())).toEqual(players.ranks());
    expect(await index.rankings(players.rows())).toEqual([2, 4, 5, 3, 1]);
    // A standing nobody holds yet: where it would go.
    expect(await index.rankings([player('x', 'zed', 3, 75, 2)])).toEqual([4]);
  });

  it('reads changed, new and deleted players again before the next rank, and only those', async () => {
    const players = table([player('1', 'ann'), player('2', 'ben'), player('3', 'cat', 1, 100, 1)]);
    const index = createStandingsIndex(players.source);
    await index.rankings([]);
    expect(players.reads).toBe(0);

    players.set(player('2', 'ben', 2, 100, 2));
    index.changed('2');
    players.set(player('4', 'abe'));
    index.changed('4');
    players.remove('3');
    index.changed('3');
    // A rename: the old name is given up and another player takes it at once.
    players.set(player('1', 'zoe'));
    index.changed('1');
    players.set(player('5', 'ann'));
    index.changed('5');

    expect(await index.rankings(players.rows())).toEqual(players.ranks());
    expect(players.reads).toBe(1);
    await index.rankings(players.rows());
    expect(players.reads).toBe(1);
  });

  it('reads every player again after a bulk change, instead of thousands one by one', async () => {
    const players = table([player('1', 'ann', 1, 100, 1)]);
    const index = createStandingsIndex(players.source);
    await index.rankings([]);
    for (let i = 0; i < 2_500; i += 1) {
      players.set(player(`n${i}`, `fan${i}`, i % 7, (i * 13) % 101, i % 3));
      index.changed(`n${i}`);
    }
    expect(await index.rankings(players.rows())).toEqual(players.ranks());
    expect(players.reads).toBe(0);
  });

  it('finds its own entry when a name changes hands between two reads', async () => {
    const players = table([player('1', 'ann'), player('2', 'bob')]);
    const index = createStandingsIndex(players.source);
    await index.rankings([]);
    players.set(player('3', 'ann'));
    index.changed('3');
    // The new 'ann' is read while the old one still holds the name in the index.
    await index.rankings([]);
    players.set(player('1', 'zed'));
    index.changed('1');
    expect(await index.rankings(players.rows())).toEqual(players.ranks());
    expect(await index.rankings(players.rows())).toEqual([3, 2, 1]);
  });

  it('counts a change told while a read is under way, and does not wait for changes told after it was asked', async () => {
    const rows = new Map([
      ['1', player('1', 'ann')],
      ['2', player('2', 'bob')],
    ]);
    const pending: Array<() => void> = [];
    const source: StandingsSource = {
      all: () => Promise.resolve([...rows.values()]),
      some: (ids) => new Promise((resolve) => pending.push(() => resolve(ids.flatMap((id) => rows.get(id) ?? [])))),
    };
    const index = createStandingsIndex(source);
    await index.rankings([]);

    rows.set('1', player('1', 'ann', 1, 100, 1));
    index.changed('1');
    const first = index.rankings([player('2', 'bob')]);
    await vi.waitFor(() => expect(pending).toHaveLength(1));
    // Bob's win is committed and told while the read of Ann is under way.
    rows.set('2', player('2', 'bob', 2, 100, 2));
    index.changed('2');
    const second = index.rankings([player('1', 'ann', 1, 100, 1)]);
    pending.shift()?.();
    // The first rank was asked before Bob's change: it does not wait for it.
    expect(await first).toEqual([2]);
    await vi.waitFor(() => expect(pending).toHaveLength(1));
    pending.shift()?.();
    expect(await second).toEqual([2]);
  });

  it('keeps a player stale when reading them fails, and reads them on the next rank', async () => {
    const rows = new Map([['1', player('1', 'ann')]]);
    let failNext = false;
    const source: StandingsSource = {
      all: () => Promise.resolve([...rows.values()]),
      some: (ids) => (failNext ? Promise.reject(new Error('database gone')) : Promise.resolve(ids.flatMap((id) => rows.get(id) ?? []))),
    };
    const index = createStandingsIndex(source);
    await index.rankings([]);
    rows.set('2', player('2', 'abe', 5, 100, 5));
    index.changed('2');
    failNext = true;
    await expect(index.rankings([player('1', 'ann')])).rejects.toThrow('database gone');
    failNext = false;
    expect(await index.rankings([player('1', 'ann')])).toEqual([2]);
  });

  it('loads again after a failed first load', async () => {
    let fail = true;
    const source: StandingsSource = {
      all: () => (fail ? Promise.reject(new Error('not yet')) : Promise.resolve([player('1', 'ann', 1, 100, 1)])),
      some: () => Promise.resolve([]),
    };
    const index = createStandingsIndex(source);
    await expect(index.rankings([])).rejects.toThrow('not yet');
    fail = false;
    expect(await index.rankings([player('2', 'bob')])).toEqual([2]);
  });
});
