import type { UserMessageHandlers } from '../../../realtime/user-handlers.js';
import type { QuickMatch } from './service.js';

export type QuickMatchHandlers = Pick<UserMessageHandlers, 'quick_match' | 'cancel_quick_match'>;

/** Play now on the user socket: queue (or join an open battle), and leave the queue. */
export function quickMatchHandlers(quickMatch: QuickMatch): QuickMatchHandlers {
  return {
    quick_match: async (context, message) => {
      const result = await quickMatch.queue(context.user, message.sport, message.level, message.mode);
      if (!result.ok) context.sendError(result.refusal.code, result.refusal.message);
    },
    cancel_quick_match: async (context) => {
      await quickMatch.cancel(context.user);
    },
  };
}
