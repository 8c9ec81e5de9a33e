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
): T[] {
  // A Set iterates in insertion order: the server lists the most recently seen ids first.
  const recency = new Map<string, number>();
  for (const id of avoid) recency.set(id, recency.size);
  const remaining = pool.map((item) => ({ item, form: formOf(item.id), seen: avoid.has(item.id), age: recency.get(item.id) ?? 0 }));
  const perForm = new Map<string, number>();
  const picked: T[] = [];
  const size = Math.min(count, pool.length);
  while (picked.length < size) {
    const cap = formCap(picked.length + 1);
    let best = Number.POSITIVE_INFINITY;
    let candidates: number[] = [];
    remaining.forEach((entry, index) => {
      const tier = ((perForm.get(entry.form) ?? 0) >= cap ? 2 : 0) + (entry.seen ? 1 : 0);
      if (tier < best) {
        best = tier;
        candidates = [index];
      } else if (tier === best) candidates.push(index);
    });
    if (best % 2 === 1) candidates = oldestHalf(candidates, (i) => remaining[i]?.age ?? 0);
    const index = candidates[Math.floor(random() * candidates.length)] as number;
    const [entry] = remaining.splice(index, 1) as [(typeof remaining)[number]];
    picked.push(entry.item);
    perForm.set(entry.form, (perForm.get(entry.form) ?? 0) + 1);
  }
  const out: T[] = [];
  for (let start = 0; start < picked.length; start += BLOCK) out.push(...shuffled(picked.slice(start, start + BLOCK), random));
  return out;
}

/** The older half (rounded up) of seen candidates, by their place in the avoid list. */
function oldestHalf(candidates: readonly number[], age: (index: number) => number): number[] {
  const sorted = [...candidates].sort((a, b) => age(b) - age(a));
  return sorted.slice(0, Math.ceil(sorted.length / 2));
}
