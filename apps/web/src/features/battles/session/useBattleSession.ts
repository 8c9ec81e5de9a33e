import { use, useEffect, useRef, useSyncExternalStore } from 'react';
import type { LiveError } from '@fanclash/protocol';
import type { BattleSession, BattleSessionSnapshot } from './BattleSession';
import { BattleSessionContext } from './battleSessionContext';

function useSessionInstance(): BattleSession {
  const session = use(BattleSessionContext);
  if (!session) throw new Error('useBattleSession needs BattleSessionLayout around the page');
  return session;
}

/** The current battle's state and connection, and the session to act on it. */
export function useBattleSession(): BattleSessionSnapshot & { session: BattleSession } {
  const session = useSessionInstance();
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
  return { ...snapshot, session };
}

/** Runs `handler` for each `error` the battle socket reports. */
export function useBattleErrors(handler: (error: LiveError) => void): void {
  const session = useSessionInstance();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  }, [handler]);
  useEffect(() => session.onError((error) => latest.current(error)), [session]);
}
