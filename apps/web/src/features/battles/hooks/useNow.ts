import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every `intervalMs` while `enabled`: for clocks drawn from
 * timestamps (a deadline, a creation time) rather than from counting ticks, so a slow or
 * throttled tab never drifts.
 */
export function useNow(intervalMs: number, enabled = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!enabled) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, enabled]);
  return now;
}
