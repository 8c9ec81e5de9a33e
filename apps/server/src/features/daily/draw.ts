import { createHash } from 'node:crypto';
import { drawQuestions } from '@fanclash/content';
import type { BattleSport, Level } from '@fanclash/protocol';

/** The UTC day of a moment, as 'YYYY-MM-DD'. */
export const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The next UTC midnight after a moment (when the next daily challenge starts). */
export function nextDayAt(ms: number): number {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1);
}

/** A random source seeded by a text (mulberry32 over the text's hash): the same text, the same draw. */
export function seededRandom(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * The day's questions of a sport: drawn from the date and the sport alone (the same list for
 * everyone, on every instance), with the bank's variety rules (drawSpread: spread over forms,
 * never a repeat), easy first then medium then hard. Reported questions are left out.
 */
export function drawDaily(day: string, sport: BattleSport, count: number, excludeIds: Iterable<string> = []): string[] {
  const random = seededRandom(`daily:${day}:${sport}`);
  const easy = Math.round(count * 0.3);
  const hard = Math.round(count * 0.3);
  const plan: Array<[Level, number]> = [
    ['easy', easy],
    ['medium', count - easy - hard],
    ['hard', hard],
  ];
  const exclude = new Set(excludeIds);
  const ids: string[] = [];
  for (const [level, n] of plan) {
    if (n <= 0) continue;
    for (const q of drawQuestions({ sport, level, count: n, lang: 'en', random, excludeIds: exclude, avoidIds: ids })) {
      if (!ids.includes(q.id)) ids.push(q.id);
    }
  }
  return ids;
}
