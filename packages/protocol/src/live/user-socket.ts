import { z } from 'zod';
import { liveErrorSchema, pingMessageSchema } from './common.js';
import { battleUserClientMessageSchemas } from '../battles.js';
import { deleteUserMessageSchema, userUpdateMessageSchema } from '../profile.js';
import { friendClientMessageSchemas } from '../friends.js';
import { chatUserEventSchemas } from '../chat.js';
import { rematchUserClientMessageSchemas } from '../rematch.js';
import { challengeUserClientMessageSchemas, challengeUserEventSchemas } from '../challenges.js';
import { debateUserClientMessageSchemas, debateUserEventSchemas } from '../debates-live.js';
import { notificationUserEventSchemas } from '../notifications.js';
import { contentHiddenEventSchema } from '../moderation.js';
import { teamUserClientMessageSchemas, teamUserEventSchemas } from '../teams.js';
import { lazySchema } from '../lazy-schema.js';

/**
 * Messages on the user socket `/ws?username&token` (spec section 7). Server -> client
 * messages are `{ type, data }`. Each feature adds its messages here; the gateway's switch
 * over `type` is checked for completeness by the compiler.
 */

const testConnection = lazySchema(() => z.object({ type: z.literal('test_connection') }));
const getEmail = lazySchema(() => z.object({ type: z.literal('get_email'), token: z.string().optional() }));

export const userClientMessageSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    pingMessageSchema,
    testConnection,
    getEmail,
    ...battleUserClientMessageSchemas,
    userUpdateMessageSchema,
    deleteUserMessageSchema,
    ...friendClientMessageSchemas,
    ...rematchUserClientMessageSchemas,
    ...debateUserClientMessageSchemas,
    ...challengeUserClientMessageSchemas,
    ...teamUserClientMessageSchemas,
  ]),
);
export type UserClientMessage = z.infer<typeof userClientMessageSchema>;
export type UserClientMessageType = UserClientMessage['type'];

/** Server -> client on /ws: `{ type, data }`. */
export interface UserServerMessage<T extends string = string, D = unknown> {
  readonly type: T;
  readonly data: D;
}

/**
 * The user socket's `error`: `{type, data: {message, code}}` like every other server message
 * there, with the same fields repeated at the top level for simple clients.
 */
export const userSocketErrorSchema = lazySchema(() =>
  liveErrorSchema.extend({
    data: liveErrorSchema.pick({ message: true, code: true, retry_after_ms: true }),
  }),
);
export type UserSocketError = z.infer<typeof userSocketErrorSchema>;

/** Server -> client messages on /ws that carry a schema of their own (features add theirs). */
export const userServerEventSchemas = [
  ...chatUserEventSchemas,
  ...challengeUserEventSchemas,
  ...debateUserEventSchemas,
  ...notificationUserEventSchemas,
  contentHiddenEventSchema,
  ...teamUserEventSchemas,
] as const;
