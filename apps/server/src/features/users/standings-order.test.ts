import { describe, expect, it } from 'vitest';
import { compareStandings, type StandingRow } from './standings-index.js';
import { createStandingsOrder } from './standings-order.js';
import { standingRow } from './standings-fixtures.js';

const player = standingRow;

/** The slow way: 1 + the ranked rows strictly before it. */
const slowAhead = (rows: Iterable<StandingRow>, standing: StandingRow) =>
  [...rows].filter((row) => row.totalBattle > 0 && compareStandings(row, standing) < 0).length;

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % n;
  };
}

describe('createStandingsOrder', () => {
  it('ranks by wins, win rate, streak, then name, ties on everything but the name included', () => {
    const order = createStandingsOrder(compareStandings);
    order.replace([
      player('1', 'carol', 3, 75, 2),
      player('2', 'Alice', 0, 0, 0, 2),
      player('3', 'bob', 0, 0, 0, 1),
      player('4', 'dan', 3, 75, 2),
    ]);
    expect(order.ahead(player('x', 'carol', 3, 75, 2))).toBe(0);
    expect(order.ahead(player('x', 'dan', 3, 75, 2))).toBe(1);
    // 'Alice' sorts before 'bob' by code unit (capitals first), as the C collation does.
    expect(order.ahead(player('x', 'Alice', 0, 0, 0, 2))).toBe(2);
    expect(order.ahead(player('x', 'bob', 0, 0, 0, 1))).toBe(3);
    // A standing nobody holds: where it would go.
    expect(order.ahead(player('x', 'cz', 3, 75, 2))).toBe(1);
    expect(order.ahead(player('x', 'zz', 0, 0, 0, 1))).toBe(4);
    expect(order.size).toBe(4);
  });

  it('moves a player on an update, takes out a deleted account and a player whose statistics were reset', () => {
    const order = createStandingsOrder(compareStandings);
    order.replace([player('1', 'ann', 1, 100, 1), player('2', 'ben', 2, 100, 2), player('3', 'cat', 0, 0, 0, 4)]);
    expect(order.ahead(player('3', 'cat', 0, 0, 0, 4))).toBe(2);
    // Cat wins three in a row: first now.
    order.put(player('3', 'cat', 3, 43, 3, 7));
    expect(order.ahead(player('3', 'cat', 3, 43, 3, 7))).toBe(0);
    expect(order.ahead(player('1', 'ann', 1, 100, 1))).toBe(2);
    // Ben deletes his account.
    order.remove('2');
    expect(order.ahead(player('1', 'ann', 1, 100, 1))).toBe(1);
    expect(order.get('2')).toBeUndefined();
    // Cat resets her statistics: unranked, out of the order, behind nobody and ahead of nobody.
    order.put(player('3', 'cat', 0, 0, 0, 0));
    expect(order.ahead(player('1', 'ann', 1, 100, 1))).toBe(0);
    expect(order.size).toBe(1);
    // A newcomer's sign-up (no battle) adds nobody.
    order.put(player('4', 'dee', 0, 0, 0, 0));
    expect(order.size).toBe(1);
    order.remove('unknown');
    expect(order.size).toBe(1);
  });

  it('removes its own entry when another holds an equal standing (a name changing hands before the rename is heard)', () => {
    const order = createStandingsOrder(compareStandings);
    order.replace([player('1', 'ann', 1, 100, 1), player('2', 'bob', 1, 100, 1)]);
    order.put(player('3', 'ann', 1, 100, 1));
    expect(order.size).toBe(3);
    order.put(player('1', 'zed', 1, 100, 1));
    expect(order.get('3')?.username).toBe('ann');
    expect([
      order.ahead(player('3', 'ann', 1, 100, 1)),
      order.ahead(player('2', 'bob', 1, 100, 1)),
      order.ahead(player('1', 'zed', 1, 100, 1)),
    ]).toEqual([0, 1, 2]);
  });

  it('agrees with a count of the players ahead through thousands of random changes, across block splits and empty blocks', () => {
    const next = random(36);
    const order = createStandingsOrder(compareStandings);
    const table = new Map<string, StandingRow>();
    const initial = Array.from({ length: 1_500 }, (_, i) =>
      player(`p${i}`, `fan${next(3_000)}_${i}`, next(6), next(101), next(4), next(8)),
    );
    for (const row of initial) table.set(row.id, row);
    order.replace(initial);
    for (let step = 0; step < 6_000; step += 1) {
      const id = `p${next(3_000)}`;
      const kind = next(10);
      if (kind === 0) {
        table.delete(id);
        order.remove(id);
      } else {
        // Few distinct figures: many players tie on everything but the name.
        const row = player(id, `fan${next(3_000)}_${id}`, next(6), next(3) * 50, next(3), kind === 1 ? 0 : 1 + next(8));
        table.set(id, row);
        order.put(row);
      }
      if (step % 500 === 0) {
        for (const row of [...table.values()].slice(0, 200)) expect(order.ahead(row)).toBe(slowAhead(table.values(), row));
      }
    }
    expect(order.size).toBe([...table.values()].filter((row) => row.totalBattle > 0).length);
    // Everyone's rank at the end is their place in the sorted table.
    const ranked = [...table.values()].filter((row) => row.totalBattle > 0).sort(compareStandings);
    expect(ranked.map((row) => order.ahead(row))).toEqual(ranked.map((_, i) => i));
  });
});
