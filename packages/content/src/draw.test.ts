/**
 * Unit tests of the form-spreading draw on made-up pools: the spread, its fallbacks (a small
 * pool, a pool of one form) and the avoid rule. The real bank's targets are in variety.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { drawSpread, formCap, formOf } from './draw.js';
import { seededRandom } from './random.js';

interface Item {
  readonly id: string;
}

/** `size` questions of the form `t.form`, ids `t:form:0`...; `hand` adds hand-written ids. */
function pool(forms: Readonly<Record<string, number>>, hand = 0): Item[] {
  const items = Object.entries(forms).flatMap(([form, size]) => Array.from({ length: size }, (_, i) => ({ id: `t:${form}:${i}` })));
  return [...items, ...Array.from({ length: hand }, (_, i) => ({ id: `sport.hand-${i}` }))];
}

const perForm = (items: readonly Item[]) => {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(formOf(item.id), (counts.get(formOf(item.id)) ?? 0) + 1);
  return counts;
};
const most = (items: readonly Item[]) => Math.max(...perForm(items).values());
const ids = (items: readonly Item[]) => items.map((item) => item.id);

describe('formOf and formCap', () => {
  it('names a form by table and template; a hand-written question is its own form', () => {
    expect(formOf('golf.major-winners:winner:masters-2019')).toBe('golf.major-winners:winner');
    expect(formOf('golf.rules.stroke-and-distance')).toBe('golf.rules.stroke-and-distance');
  });

  it('allows two of one form per ten questions, and never fewer than two', () => {
    expect([1, 3, 10, 11, 20, 30].map(formCap)).toEqual([2, 2, 2, 3, 4, 6]);
  });
});

describe('drawSpread', () => {
  // One form holds 90% of the pool: the shape golf had before issue #17.
  const lopsided = pool({ major: 90, venue: 3, nation: 3, nickname: 2, ryder: 2 }, 6);

  it('holds at most two of one form in a battle of ten, however lopsided the pool', () => {
    for (let seed = 1; seed <= 50; seed += 1) {
      const drawn = drawSpread(lopsided, 10, new Set(), seededRandom(seed));
      expect(drawn).toHaveLength(10);
      expect(new Set(ids(drawn)).size).toBe(10);
      expect(most(drawn), `seed ${seed}`).toBeLessThanOrEqual(2);
    }
  });

  it('still gives every question a chance: over many draws each form turns up', () => {
    const met = new Set<string>();
    for (let seed = 1; seed <= 50; seed += 1)
      for (const item of drawSpread(lopsided, 10, new Set(), seededRandom(seed))) met.add(formOf(item.id));
    expect(met.size).toBe(5 + 6);
  });

  it('is reproducible with a seeded random source', () => {
    const draw = () => ids(drawSpread(lopsided, 10, new Set(['t:major:1']), seededRandom(7)));
    expect(draw()).toEqual(draw());
    expect(draw()).not.toEqual(ids(drawSpread(lopsided, 10, new Set(['t:major:1']), seededRandom(8))));
  });

  it('avoids seen questions while unseen ones of enough forms remain', () => {
    const items = pool({ a: 6, b: 6, c: 6, d: 6, e: 6, f: 6 });
    // Half of every form was seen: the unseen half (18 of 6 forms) fills a battle on its own.
    const avoid = new Set(items.filter((_, i) => i % 2 === 0).map((item) => item.id));
    for (let seed = 1; seed <= 20; seed += 1) {
      const drawn = drawSpread(items, 10, avoid, seededRandom(seed));
      expect(drawn.filter((item) => avoid.has(item.id))).toEqual([]);
      expect(most(drawn)).toBeLessThanOrEqual(2);
    }
  });

  it('takes every unseen question before any seen one when the forms allow', () => {
    const items = pool({ a: 4, b: 4, c: 4, d: 4, e: 4 });
    const fresh = ['t:a:0', 't:b:0', 't:c:0', 't:d:0'];
    const avoid = new Set(ids(items).filter((id) => !fresh.includes(id)));
    const drawn = ids(drawSpread(items, 10, avoid, seededRandom(3)));
    expect(drawn.filter((id) => fresh.includes(id)).sort()).toEqual([...fresh].sort());
    expect(new Set(drawn).size).toBe(10);
  });

  it('serves a seen question rather than a third of one form when the unseen ones are all of one form', () => {
    const items = pool({ major: 20, venue: 4, nation: 4, ryder: 4, nickname: 4 });
    // Everything but the majors was seen: the battle takes two majors and fills up with seen questions.
    const avoid = new Set(ids(items).filter((id) => formOf(id) !== 't:major'));
    const drawn = drawSpread(items, 10, avoid, seededRandom(5));
    expect(drawn).toHaveLength(10);
    expect(perForm(drawn).get('t:major')).toBe(2);
    expect(most(drawn)).toBeLessThanOrEqual(2);
  });

  it('brings back the longest-seen questions first, by their order in the avoid list', () => {
    const items = pool({ a: 10, b: 10, c: 10, d: 10, e: 10 });
    // Everything was seen; the avoid list runs from the most recent (0-4 of every form) to the oldest.
    const isOlder = (id: string) => Number(id.split(':')[2]) >= 5;
    const avoid = new Set([...ids(items).filter((id) => !isOlder(id)), ...ids(items).filter(isOlder)]);
    let older = 0;
    for (let seed = 1; seed <= 20; seed += 1) older += ids(drawSpread(items, 10, avoid, seededRandom(seed))).filter(isOlder).length;
    // A uniform draw would give about 100 of 200; the first picks always come from the older half.
    expect(older).toBeGreaterThanOrEqual(160);
  });

  it('returns the whole pool, without repeats, when it is smaller than the draw', () => {
    const items = pool({ a: 3, b: 2 }, 1);
    const drawn = drawSpread(items, 10, new Set(['t:a:0']), seededRandom(9));
    expect(ids(drawn).sort()).toEqual(ids(items).sort());
  });

  it('fills a battle from a pool of one form, unseen questions first', () => {
    const items = pool({ only: 14 });
    const avoid = new Set(ids(items).slice(0, 10));
    const drawn = ids(drawSpread(items, 10, avoid, seededRandom(11)));
    expect(drawn).toHaveLength(10);
    expect(new Set(drawn).size).toBe(10);
    expect(drawn.filter((id) => !avoid.has(id)).sort()).toEqual(ids(items).slice(10).sort());
  });

  it('takes a third of one form only once every form of a small pool holds two', () => {
    for (let seed = 1; seed <= 20; seed += 1) {
      const drawn = drawSpread(pool({ a: 10, b: 10, c: 10 }), 10, new Set(), seededRandom(seed));
      expect(drawn).toHaveLength(10);
      expect(new Set(ids(drawn)).size).toBe(10);
      expect(Math.min(...perForm(drawn).values())).toBeGreaterThanOrEqual(2);
    }
  });

  it('spreads the opening ten of a long draw as much as a battle', () => {
    const drawn = drawSpread(lopsided, lopsided.length, new Set(), seededRandom(17));
    expect(new Set(ids(drawn)).size).toBe(lopsided.length);
    expect(most(drawn.slice(0, 10))).toBeLessThanOrEqual(2);
    expect(most(drawn.slice(0, 3))).toBeLessThanOrEqual(2);
  });

  it('draws the same from one pool however often it is drawn from, and avoids a repeated id everywhere', () => {
    // The pool's layout is worked out once and kept: a second draw with another avoid list
    // must not see the first one's marks.
    const items = pool({ a: 6, b: 1, c: 1, d: 1, e: 1, f: 1, g: 1 });
    const first = ids(drawSpread(items, 6, new Set(ids(items).slice(0, 6)), seededRandom(4)));
    expect(first.filter((id) => id.startsWith('t:a:'))).toEqual([]);
    for (let seed = 1; seed <= 10; seed += 1) {
      // The same pool again, and a copy of it (laid out afresh), draw alike.
      expect(ids(drawSpread(items, 6, new Set(), seededRandom(seed)))).toEqual(
        ids(drawSpread([...items], 6, new Set(), seededRandom(seed))),
      );
    }

    const repeated = [{ id: 't:x:0' }, { id: 't:y:0' }, { id: 't:x:0' }, { id: 't:z:0' }];
    for (let seed = 1; seed <= 10; seed += 1) {
      expect(ids(drawSpread(repeated, 2, new Set(['t:x:0']), seededRandom(seed))).sort()).toEqual(['t:y:0', 't:z:0']);
    }
  });

  it('draws nothing for an empty pool or a zero count', () => {
    expect(drawSpread([], 10, new Set(), seededRandom(1))).toEqual([]);
    expect(drawSpread(lopsided, 0, new Set(), seededRandom(1))).toEqual([]);
  });
});

describe('drawSpread with excluded ids (reported questions, issue 33)', () => {
  // Six forms of two: every question is needed to keep a draw of twelve spread, so an excluded
  // one would come back before a third of a form if it ranked only as "seen".
  const even = pool({ a: 2, b: 2, c: 2, d: 2, e: 2, f: 2 });

  it('never draws an excluded id while the rest of the pool can fill the draw, even beyond the form cap', () => {
    const exclude = new Set(['t:a:0', 't:b:1']);
    for (let seed = 1; seed <= 50; seed += 1) {
      const drawn = ids(drawSpread(even, 10, new Set(['t:c:0']), seededRandom(seed), exclude));
      expect(drawn).toHaveLength(10);
      expect(
        drawn.filter((id) => exclude.has(id)),
        `seed ${seed}`,
      ).toEqual([]);
    }
  });

  it('serves excluded ids last, only to fill a draw the pool cannot fill otherwise', () => {
    const drawn = ids(drawSpread(even, 12, new Set(), seededRandom(3), new Set(['t:a:0'])));
    expect(drawn).toHaveLength(12);
    expect(drawn).toContain('t:a:0');
  });
});
