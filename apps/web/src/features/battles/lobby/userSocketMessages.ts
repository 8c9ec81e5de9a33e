import { liveErrorSchema } from '@fanclash/protocol';
import { z } from 'zod';

/**
 * The user socket's `error` ({type, data: {message, code}}). The protocol describes the
 * error's fields once (liveErrorSchema); the user socket wraps them in `data` like every
 * other server message there.
 */
export const userSocketErrorSchema = z.object({
  type: z.literal('error'),
  data: liveErrorSchema.pick({ message: true, code: true }),
});
export type UserSocketError = z.infer<typeof userSocketErrorSchema>['data'];

/** Spec section 8: a user-socket error whose message contains this refreshes the waiting list. */
export const BATTLE_NOT_FOUND_TEXT = 'Battle not found';
