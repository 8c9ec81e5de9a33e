import type { UserClientMessage, UserClientMessageType, UserSocketError } from '@fanclash/protocol';
import type { LiveContext } from './connection.js';

/** A handler for one user-socket message type, typed by that message. */
export type UserMessageHandler<K extends UserClientMessageType> = (
  context: LiveContext,
  message: Extract<UserClientMessage, { type: K }>,
) => Promise<void> | void;

/**
 * One handler per message type. Features contribute `Pick<UserMessageHandlers, ...>`; the
 * gateway spreads them into one object of this type, so a message type without a handler
 * does not compile.
 */
export type UserMessageHandlers = { [K in UserClientMessageType]: UserMessageHandler<K> };

/** The `error` message on the user socket (userSocketErrorSchema in the protocol). */
export function userSocketError(code: string, message: string): UserSocketError {
  return { type: 'error', data: { message, code }, message, code };
}
