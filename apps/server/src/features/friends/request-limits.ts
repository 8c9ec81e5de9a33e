import { ERROR_CODES, FRIEND_MESSAGES, FRIEND_REQUEST_LIMITS } from '@fanclash/protocol';
import type { RateLimiter } from '../../platform/ratelimit/limiter.js';
import { Refusal } from './refusal.js';

/**
 * Sends and cancels of friend requests are counted per sender and per pair (issue 29, item 4):
 * each one is an event on the other player's screen, and alternating the two used to put 200
 * of them on one victim's in six seconds. The counters live in the platform's rate limiter, so
 * on Redis they hold across instances.
 */
export function createRequestLimits(limiter: RateLimiter) {
  const tooFast = (retryAfterMs: number) => {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    return new Refusal(
      ERROR_CODES.friendRequestRateLimited,
      `${FRIEND_MESSAGES[ERROR_CODES.friendRequestRateLimited]}. Please try again in ${seconds} s.`,
      retryAfterMs,
    );
  };
  return {
    /** Counts one send or cancel by `senderId`, before anything else is looked up. */
    async bySender(senderId: string): Promise<void> {
      const hit = await limiter.hit(
        `friends.requests:${senderId}`,
        FRIEND_REQUEST_LIMITS.perSender,
        FRIEND_REQUEST_LIMITS.perSenderWindowMs,
      );
      if (!hit.allowed) throw tooFast(hit.retryAfterMs);
    },
    /** Counts one send or cancel from `senderId` to `targetId`. */
    async byPair(senderId: string, targetId: string): Promise<void> {
      const hit = await limiter.hit(
        `friends.pair:${senderId}:${targetId}`,
        FRIEND_REQUEST_LIMITS.perPair,
        FRIEND_REQUEST_LIMITS.perPairWindowMs,
      );
      if (!hit.allowed) throw tooFast(hit.retryAfterMs);
    },
  };
}
