import { describe, expect, it } from 'vitest';
import { missAgain, newMissCard, review } from './schedule.js';

const DAY = 86_400_000;
const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms);

describe('FSRS scheduling of misses', () => {
  it('a new miss is due at once', () => {
    const card = newMissCard(at(0));
    expect(new Date(card.due).getTime()).toBe(at(0).getTime());
    expect(card.reps).toBe(0);
  });

  it("'need review' brings the card back within minutes", () => {
    const card = review(newMissCard(at(0)), 'need_review', at(0));
    const wait = new Date(card.due).getTime() - at(0).getTime();
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(10 * 60_000);
  });

  it("'got it' several times pushes the card days, then further, ahead", () => {
    let now = at(0);
    let card = newMissCard(now);
    const waits: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      card = review(card, 'got_it', now);
      const due = new Date(card.due);
      waits.push(due.getTime() - now.getTime());
      now = due;
    }
    expect(waits[waits.length - 1]).toBeGreaterThan(3 * DAY);
    // Each successful review waits longer than the one before.
    for (let i = 1; i < waits.length; i += 1) expect(waits[i]).toBeGreaterThan(waits[i - 1] ?? 0);
  });

  it('missing a learnt card again makes it due at once and counts a lapse', () => {
    let now = at(0);
    let card = newMissCard(now);
    for (let i = 0; i < 3; i += 1) {
      card = review(card, 'got_it', now);
      now = new Date(card.due);
    }
    const stability = card.stability;
    const missed = missAgain(card, now);
    expect(new Date(missed.due).getTime()).toBe(now.getTime());
    expect(missed.lapses).toBe(card.lapses + 1);
    expect(missed.stability).toBeLessThan(stability);
  });

  it('survives a JSON round trip (the card is stored as jsonb)', () => {
    const card = review(newMissCard(at(0)), 'got_it', at(0));
    const back = JSON.parse(JSON.stringify(card)) as typeof card;
    expect(review(back, 'got_it', new Date(card.due))).toEqual(review(card, 'got_it', new Date(card.due)));
  });
});
