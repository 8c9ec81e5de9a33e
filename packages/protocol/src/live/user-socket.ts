import { z } from 'zod';
import { pingMessageSchema } from './common.js';
import { battleUserClientMessageSchemas } from '../battles.js';
import { deleteUserMessageSchema, userUpdateMessageSchema } from '../profile.js';

/**
 * Messages on the user socket `/ws?username&token` (spec section 7). Server -> client
 * messages are `{ type, data }`. Each feature adds its messages here; the gateway's switch
 * over `type` is checked for completeness by the compiler.
 */

const testConnection = z.object({ type: z.literal('test_connection') });
const getEmail = z.object({ type: z.literal('get_email'), token: z.string().optional() });

export const userClientMessageSchema = z.discriminatedUnion('type', [
  pingMessageSchema,
  testConnection,
  getEmail,
  ...battleUserClientMessageSchemas,
  userUpdateMessageSchema,
  deleteUserMessageSchema,
]);
export type UserClientMessage = z.infer<typeof userClientMessageSchema>;
export type UserClientMessageType = UserClientMessage['type'];

/** Server -> client on /ws: `{ type, data }`. */
export interface UserServerMessage<T extends string = string, D = unknown> {
  readonly type: T;
  readonly data: D;
}
