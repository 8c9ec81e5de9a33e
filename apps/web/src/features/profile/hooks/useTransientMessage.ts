import { useState, useSyncExternalStore } from 'react';
import { createTransientMessage } from '../transientMessage';

/**
 * A message that clears itself `ms` after it was set (spec section 9: the profile's success
 * message after 3 s, the reset message after 5 s; see MESSAGE_DURATIONS). Setting it again
 * restarts the clock.
 */
export function useTransientMessage<T>(ms: number, initial: T | null = null): [T | null, (value: T | null) => void] {
  const [message] = useState(() => createTransientMessage<T>(ms, initial));
  const value = useSyncExternalStore(message.subscribe, message.get, message.get);
  return [value, message.set];
}
