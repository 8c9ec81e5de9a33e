/** Time source injected into rules so tests can drive it. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
