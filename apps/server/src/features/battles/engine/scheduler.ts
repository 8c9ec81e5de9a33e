import type { Clock } from '../../../lib/clock.js';

/**
 * Runs a callback at an absolute time on the injected clock. The runner is the only user;
 * tests swap in a fake that fires due callbacks when the fake clock is advanced.
 */
export interface Scheduler {
  /** Returns the function that cancels it. The callback never runs synchronously. */
  at(time: number, run: () => void): () => void;
}

export function timerScheduler(clock: Clock): Scheduler {
  return {
    at(time, run) {
      const timer = setTimeout(run, Math.max(0, time - clock.now()));
      return () => clearTimeout(timer);
    },
  };
}

/** A clock and scheduler for tests: time moves only when `advance` is called. */
export class FakeTime implements Clock, Scheduler {
  private current: number;
  private pending: Array<{ time: number; seq: number; run: () => void }> = [];
  private seq = 0;

  constructor(start = 1_000_000) {
    this.current = start;
  }

  now(): number {
    return this.current;
  }

  at(time: number, run: () => void): () => void {
    const entry = { time, seq: (this.seq += 1), run };
    this.pending.push(entry);
    return () => {
      this.pending = this.pending.filter((p) => p !== entry);
    };
  }

  /** Moves time forward, firing every callback that falls due, in time order. */
  advance(ms: number): void {
    const target = this.current + ms;
    for (;;) {
      const due = this.pending.filter((p) => p.time <= target).sort((a, b) => a.time - b.time || a.seq - b.seq)[0];
      if (!due) break;
      this.pending = this.pending.filter((p) => p !== due);
      this.current = Math.max(this.current, due.time);
      due.run();
    }
    this.current = target;
  }

  get timers(): number {
    return this.pending.length;
  }
}
