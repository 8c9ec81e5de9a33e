import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { secondsLeft } from '../format';
import { useNow } from './useNow';

/** The server's clock as this page sees it: local time plus the offset learned from its messages. */
export function useServerNow(clockOffsetMs: number, intervalMs: number, enabled = true): number {
  return useNow(intervalMs, enabled) + clockOffsetMs;
}

/** Server times a page draws from: whole seconds left until some, only whether others have passed. */
export interface ServerClockTargets {
  /** Shown as whole seconds left (`secondsLeft(target - serverNow)`): a tick when that number changes. */
  readonly seconds?: readonly (number | null | undefined)[];
  /** Only compared with the clock (passed or not): a tick when one is reached. */
  readonly moments?: readonly (number | null | undefined)[];
}

/** A few milliseconds past the change, so the redraw never lands just before it. */
const SLACK_MS = 5;

/**
 * How long until what the page shows from `targets` changes at `serverNow`: until one of the
 * `seconds` shows one second less, or one of the `moments` is reached. Null when nothing is left
 * to change.
 */
export function nextClockChange(targets: ServerClockTargets, serverNow: number): number | null {
  let next = Infinity;
  for (const target of targets.seconds ?? []) {
    if (target === null || target === undefined) continue;
    const left = target - serverNow;
    // secondsLeft(left) drops by one once `left` falls to the next lower whole second.
    if (left > 0) next = Math.min(next, left - (secondsLeft(left) - 1) * 1000);
  }
  for (const target of targets.moments ?? []) {
    if (target === null || target === undefined) continue;
    const left = target - serverNow;
    if (left > 0) next = Math.min(next, left);
  }
  return Number.isFinite(next) ? next : null;
}

/**
 * The server's clock, redrawn only when something drawn from it changes (`targets`), not
 * several times a second: a second less on a countdown, a deadline passed. The page's other
 * parts are not rendered again in between (on a slow phone each redraw of the quiz was a
 * long task). While `enabled` is false the clock stands still.
 */
export function useServerClock(clockOffsetMs: number, targets: ServerClockTargets, enabled = true): number {
  const [now, setNow] = useState(() => Date.now());
  const key = `${(targets.seconds ?? []).join(',')}|${(targets.moments ?? []).join(',')}|${clockOffsetMs}|${String(enabled)}`;
  // New targets (the next question, a pause) are drawn from the clock as it is now, not as it
  // was at the last tick, before the browser paints.
  const drawnFor = useRef(key);
  useLayoutEffect(() => {
    if (drawnFor.current === key) return;
    drawnFor.current = key;
    setNow(Date.now());
  }, [key]);
  useEffect(() => {
    if (!enabled) return undefined;
    const wait = nextClockChange(targets, now + clockOffsetMs);
    if (wait === null) return undefined;
    const timer = window.setTimeout(() => setNow(Date.now()), wait + SLACK_MS);
    return () => window.clearTimeout(timer);
    // `key` stands for `targets`, which callers build anew on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [now, key]);
  return now + clockOffsetMs;
}
