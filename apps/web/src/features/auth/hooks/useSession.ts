import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type Session } from '../session';

/** The stored session; re-renders when it changes (sign-in, renewal, sign-out, another tab). */
export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
