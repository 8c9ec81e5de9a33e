import { useEffect, useRef } from 'react';
import { useUserSocket } from '../../../live/useUserSocket';

/** The spec's signs of presence in the waiting room (section 4). */
const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart', 'click'] as const;
/** At most one report per 5 s: the server needs a sign of life within 10 minutes, not every mouse move. */
export const ACTIVITY_REPORT_EVERY_MS = 5_000;

/**
 * Tells the server the creator is still here (waiting_room_activity), so the battle is not
 * auto-cancelled for inactivity while they watch the waiting room. Reports on arrival, after
 * the live connection (re)opens, then on activity, throttled.
 */
export function useActivityReporter(battleId: string, enabled: boolean): void {
  const { send, status } = useUserSocket();
  const lastSentAt = useRef(Number.NEGATIVE_INFINITY);

  useEffect(() => {
    if (!enabled || status !== 'open') return undefined;
    const report = (force = false) => {
      const now = Date.now();
      if (!force && now - lastSentAt.current < ACTIVITY_REPORT_EVERY_MS) return;
      if (send({ type: 'waiting_room_activity', battle_id: battleId })) lastSentAt.current = now;
    };
    const handleActivity = () => report();
    report(true);
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, handleActivity, { passive: true, capture: true });
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, handleActivity, { capture: true });
    };
  }, [battleId, enabled, send, status]);
}
