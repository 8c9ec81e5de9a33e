import { LIMITS } from '@fanclash/protocol';

/** How long the profile's success messages stay (spec section 9). */
export const MESSAGE_DURATIONS = {
  /** "Profile updated successfully" after a save (with or without a new picture). */
  profileSaved: LIMITS.avatarSuccessMessageMs,
  /** "Your statistics have been reset". */
  statsReset: LIMITS.resetStatsMessageMs,
} as const;

export interface TransientMessage<T> {
  get(): T | null;
  /** Shows `value` for the duration (restarting the clock, even for the same value); null clears it. */
  set(value: T | null): void;
  /** The clock only runs while someone listens; a listener that comes back resumes it. */
  subscribe(listener: () => void): () => void;
}

/**
 * A message that clears itself `ms` after it was set. Outside React so its clock is
 * unit-tested with fake timers; useTransientMessage binds it to a component. It keeps the
 * deadline rather than a running timer, so a component that unsubscribes and subscribes
 * again (React's strict mode does) still clears the message on time.
 */
export function createTransientMessage<T>(ms: number, initial: T | null = null, now: () => number = Date.now): TransientMessage<T> {
  let value = initial;
  let deadline = initial === null ? null : now() + ms;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const listeners = new Set<() => void>();

  const disarm = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const expire = () => {
    timer = null;
    deadline = null;
    value = null;
    for (const listener of listeners) listener();
  };
  const arm = () => {
    disarm();
    if (deadline === null || listeners.size === 0) return;
    timer = setTimeout(expire, Math.max(0, deadline - now()));
  };

  return {
    get: () => value,
    set(next) {
      value = next;
      deadline = next === null ? null : now() + ms;
      arm();
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      arm();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) disarm();
      };
    },
  };
}
