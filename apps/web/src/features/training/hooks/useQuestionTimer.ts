import { useEffect, useRef, useState } from 'react';

const TICK_MS = 200;

/**
 * Milliseconds left on one question. The clock runs only while `running` (the question is
 * unanswered) and calls `onExpire` once at zero. Mount it per question (a `key`) to restart.
 */
export function useQuestionTimer(durationMs: number, running: boolean, onExpire: () => void): number {
  const [left, setLeft] = useState(durationMs);
  const leftRef = useRef(durationMs);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    if (!running || leftRef.current <= 0) return undefined;
    const endsAt = Date.now() + leftRef.current;
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, endsAt - Date.now());
      leftRef.current = remaining;
      setLeft(remaining);
      if (remaining === 0) {
        window.clearInterval(timer);
        expire.current();
      }
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [running]);

  return left;
}
