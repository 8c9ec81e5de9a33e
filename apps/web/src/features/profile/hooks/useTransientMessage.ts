import { useCallback, useEffect, useState } from 'react';

/**
 * A message that clears itself `ms` after it was set (spec section 9: the profile's success
 * message after 3 s, the reset message after 5 s). Setting it again restarts the clock.
 */
export function useTransientMessage<T>(ms: number, initial: T | null = null): [T | null, (value: T | null) => void] {
  const [message, setMessage] = useState<{ value: T } | null>(() => (initial === null ? null : { value: initial }));
  useEffect(() => {
    if (message === null) return undefined;
    const timer = window.setTimeout(() => setMessage(null), ms);
    return () => window.clearTimeout(timer);
  }, [message, ms]);
  // Wrapped, so setting the same text twice is still a new message with a fresh clock.
  const set = useCallback((value: T | null) => setMessage(value === null ? null : { value }), []);
  return [message?.value ?? null, set];
}
