import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTransientMessage, MESSAGE_DURATIONS } from './transientMessage';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A message with one listener, as a mounted component holds it; `renders` counts the updates it would see. */
function shown<T>(ms: number, initial: T | null = null) {
  const message = createTransientMessage<T>(ms, initial);
  const seen = { renders: 0 };
  const unsubscribe = message.subscribe(() => (seen.renders += 1));
  return { message, seen, unsubscribe };
}

describe('transient success messages (spec section 9)', () => {
  it('the profile says "saved" for 3 s, then the message goes', () => {
    expect(MESSAGE_DURATIONS.profileSaved).toBe(3_000);
    const { message, seen } = shown<true>(MESSAGE_DURATIONS.profileSaved);
    message.set(true);
    vi.advanceTimersByTime(2_999);
    expect(message.get()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(message.get()).toBeNull();
    expect(seen.renders).toBe(2);
  });

  it('the reset confirmation stays 5 s', () => {
    expect(MESSAGE_DURATIONS.statsReset).toBe(5_000);
    const { message } = shown<true>(MESSAGE_DURATIONS.statsReset);
    message.set(true);
    vi.advanceTimersByTime(4_999);
    expect(message.get()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(message.get()).toBeNull();
  });

  it('a second save restarts the clock, even with the same message', () => {
    const { message } = shown<true>(3_000);
    message.set(true);
    vi.advanceTimersByTime(2_000);
    message.set(true);
    vi.advanceTimersByTime(2_999);
    expect(message.get()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(message.get()).toBeNull();
  });

  it('clearing it (a new save starting) stops the clock', () => {
    const { message, seen } = shown<string>(3_000);
    message.set('saved');
    message.set(null);
    expect(message.get()).toBeNull();
    vi.advanceTimersByTime(10_000);
    expect(seen.renders).toBe(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a message handed over by a rename (initial value) also goes after 3 s', () => {
    const { message } = shown<true>(MESSAGE_DURATIONS.profileSaved, true);
    expect(message.get()).toBe(true);
    vi.advanceTimersByTime(3_000);
    expect(message.get()).toBeNull();
  });

  it('keeps its deadline when the component unsubscribes and subscribes again (strict mode)', () => {
    const { message, unsubscribe } = shown<true>(3_000);
    message.set(true);
    vi.advanceTimersByTime(1_000);
    unsubscribe();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(1_000);
    message.subscribe(() => undefined);
    vi.advanceTimersByTime(999);
    expect(message.get()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(message.get()).toBeNull();
  });
});
