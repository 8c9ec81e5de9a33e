import { LIMITS } from '@fanclash/protocol';

/**
 * Spec section 4: after an unclean close the battle connection retries up to 3 times, waiting
 * 1 s times the attempt number. Returns the wait before `attempt` (1-based), or null when
 * the attempts are used up.
 */
export function reconnectDelayMs(
  attempt: number,
  maxAttempts: number = LIMITS.battleReconnectAttempts,
  baseMs: number = LIMITS.battleReconnectDelayMs,
): number | null {
  if (!Number.isInteger(attempt) || attempt < 1 || attempt > maxAttempts) return null;
  return baseMs * attempt;
}
