/**
 * How a battle's questions are drawn from a pool: at random, but spread over the pool's forms
 * (issue #17), so ten golf questions are never nine "Who won the [year] [major]?".
 */
import { shuffled } from './random.js';

/**
 * A question's form: its table and template, the first two parts of a `table:template:key`
 * id. A hand-written question (an id without a key) is a form of its own.
 */
export function formOf(id: string): string {
  const parts = id.split(':');
  return parts.length >= 3 ? `${parts[0]}:${parts[1]}` : id;
}

/** The most questions of one form a draw of `size` may hold where the pool allows: two per ten. */
export function formCap(size: number): number {
  return Math.max(2, Math.ceil(size / 5));
}

/** Questions are grouped in tens when a draw is reordered: every battle-sized block stays spread. */
const BLOCK = 10;

/**
 * Draws up to `count` distinct items of `pool`, one at a time, each uniformly among the
 * candidates of the best tier left:
 *
 * 1. unseen (not in `avoid`) and of a form still under the cap;
 * 2. seen, of a form under the cap;
 * 3. unseen, of a form at the cap; 4. seen, of a form at the cap.
 *
 * So recently seen questions are avoided while unseen ones of enough forms remain; once the
 * unseen ones left belong to one or two forms, a question seen before (weeks ago, usually)
 * beats a third question of one form in the same battle. Seen questions come from the older
 * half of the candidates, by their place in `avoid` (most recent first, as the server lists
 * them), so the last battle's questions come back last. The cap grows with the draw
 * (`formCap(picked + 1)`), so the opening ten of a long draw (training, a whole pool) are as
 * spread as a battle. The picks are then shuffled within each block of ten, so the seen
 * questions are not always the last of a battle. Reproducible for a seeded `random`.
 */
export function drawSpread<T extends { readonly id: string }>(
  pool: readonly T[],
  count: number,
  avoid: ReadonlySet<string>,
  random: () => number,
  exclude: ReadonlySet<string> = new Set(),
): T[] {
  const { formIds, formTotal, indexOf } = layoutOf(pool);
  // Excluded items (reported questions) rank below every other tier: drawn only to fill a draw
  // the rest of the pool cannot.
  const excluded = new Uint8Array(pool.length);
  for (const id of exclude) for (const index of indexOf.get(id) ?? []) excluded[index] = 1;
  // Per item, as flat arrays: every battle's join draws, and a Map and an object per item of an
  // 800-question pool was half a millisecond of the server's main thread per draw.
  const seen = new Uint8Array(pool.length);
  const age = new Int32Array(pool.length);
  // A Set iterates in insertion order: the server lists the most recently seen ids first.
  let recency = 0;
  for (const id of avoid) {
    for (const index of indexOf.get(id) ?? []) {
      seen[index] = 1;
      age[index] = recency;
    }
    recency += 1;
  }
  const taken = new Uint8Array(pool.length);
  const perForm = new Int32Array(formTotal);
  const picked: T[] = [];
  const size = Math.min(count, pool.length);
  const candidates: number[] = [];
  while (picked.length < size) {
    const cap = formCap(picked.length + 1);
    let best = Number.POSITIVE_INFINITY;
    candidates.length = 0;
    // In pool order, as the candidates always were: a seeded draw picks the same questions.
    for (let index = 0; index < pool.length; index += 1) {
      if (taken[index]) continue;
      const tier =
        ((perForm[formIds[index] as number] as number) >= cap ? 2 : 0) + (seen[index] as number) + (excluded[index] as number) * 4;
      if (tier < best) {
        best = tier;
        candidates.length = 0;
        candidates.push(index);
      } else if (tier === best) candidates.push(index);
    }
    const among = best % 2 === 1 ? oldestHalf(candidates, (i) => age[i] as number) : candidates;
    const index = among[Math.floor(random() * among.length)] as number;
    const form = formIds[index] as number;
    taken[index] = 1;
    picked.push(pool[index] as T);
    perForm[form] = (perForm[form] as number) + 1;
  }
  const out: T[] = [];
  for (let start = 0; start < picked.length; start += BLOCK) out.push(...shuffled(picked.slice(start, start + BLOCK), random));
  return out;
}

interface PoolLayout {
  /** Each item's form, numbered 0..formTotal-1. */
  readonly formIds: Int32Array;
  readonly formTotal: number;
  /** Where each id stands in the pool (the bank's ids are unique; a repeated one is marked everywhere). */
  readonly indexOf: ReadonlyMap<string, readonly number[]>;
}

/** Worked out once per pool: the bank's pools are built once and drawn from at every join. */
const layouts = new WeakMap<readonly { readonly id: string }[], PoolLayout>();

function layoutOf(pool: readonly { readonly id: string }[]): PoolLayout {
  const known = layouts.get(pool);
  if (known) return known;
  const numbers = new Map<string, number>();
  const formIds = Int32Array.from(pool, (item) => {
    const form = formOf(item.id);
    const number = numbers.get(form) ?? numbers.size;
    numbers.set(form, number);
    return number;
  });
  const indexOf = new Map<string, number[]>();
  pool.forEach((item, index) => {
    const at = indexOf.get(item.id);
    if (at) at.push(index);
    else indexOf.set(item.id, [index]);
  });
  const layout = { formIds, formTotal: numbers.size, indexOf };
  layouts.set(pool, layout);
  return layout;
}

/** The older half (rounded up) of seen candidates, by their place in the avoid list. */
function oldestHalf(candidates: readonly number[], age: (index: number) => number): number[] {
  const sorted = [...candidates].sort((a, b) => age(b) - age(a));
  return sorted.slice(0, Math.ceil(sorted.length / 2));
}
