import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a join or cancel may wait for the server's answer before it counts as failed. */
export const LIVE_ANSWER_TIMEOUT_MS = 10_000;

/**
 * One live request at a time, identified by a battle id, waiting for its answer message.
 * `settle(id)` ends it (answered); after `timeoutMs` without an answer `onTimeout` runs.
 */
export function usePendingRequest(onTimeout: (id: string) => void, timeoutMs = LIVE_ANSWER_TIMEOUT_MS) {
  const [pendingId, setPendingId] = useState<string | null>(null);
  const latestTimeout = useRef(onTimeout);
  useEffect(() => {
    latestTimeout.current = onTimeout;
  }, [onTimeout]);

  useEffect(() => {
    if (pendingId === null) return undefined;
    const timer = window.setTimeout(() => {
      setPendingId(null);
      latestTimeout.current(pendingId);
    }, timeoutMs);
    return () => window.clearTimeout(timer);
  }, [pendingId, timeoutMs]);

  const settle = useCallback((id?: string) => setPendingId((current) => (id === undefined || current === id ? null : current)), []);
  return { pendingId, begin: setPendingId, settle };
}
