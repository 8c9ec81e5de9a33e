import { CLOSE_CODES, ERROR_CODES, PROFILE_ERROR_CODES, PROFILE_MESSAGES, type UserDeletedMessage } from '@fanclash/protocol';
import { AppError } from '../../lib/errors.js';
import { tokenRefused, userFromToken } from '../../platform/auth/guard.js';
import type { Platform } from '../../platform/platform.js';
import type { LiveContext } from '../../realtime/connection.js';
import type { UserMessageHandlers } from '../../realtime/user-handlers.js';
import { AccountGoneError, type ProfileService } from './service.js';

const ACCOUNT_DELETED = 'Account deleted';

/** `user_update` and `delete_user` on the user socket. Identity is the socket's authenticated user. */
export function profileHandlers(platform: Platform, service: ProfileService): Pick<UserMessageHandlers, 'user_update' | 'delete_user'> {
  return {
    user_update: (context, message) =>
      answerErrors(context, async () => {
        // The reply is user_updated, which publishOwnRecord sends to every tab, this one included.
        await service.update(context.user.id, message);
      }),

    delete_user: (context, message) =>
      answerErrors(context, async () => {
        // A socket outlives its access token, so a destructive request carries a current one.
        const proof = await userFromToken(platform, message.token);
        if ('error' in proof) throw tokenRefused(proof.error);
        if (proof.user.id !== context.user.id) throw new AppError(403, ERROR_CODES.forbidden, 'You can only delete your own account');
        if (message.username !== undefined && message.username !== proof.user.username) {
          throw new AppError(422, PROFILE_ERROR_CODES.usernameMismatch, PROFILE_MESSAGES[PROFILE_ERROR_CODES.usernameMismatch]);
        }
        await service.deleteAccount(proof.user);
        const farewell: UserDeletedMessage = { type: 'user_deleted', data: { message: 'Your account has been deleted' } };
        // This tab hears it directly, before its socket closes; the bus may deliver later than the close.
        context.send(farewell);
        context.socket.close(CLOSE_CODES.normal, ACCOUNT_DELETED);
        // Every other tab, on any instance (this closed one no longer receives): told, then closed.
        await platform.live.sendToUser(proof.user.id, farewell);
        await platform.live.closeUser(proof.user.id, CLOSE_CODES.normal, ACCOUNT_DELETED);
      }),
  };
}

/**
 * Refusals (AppError) go back as an `error` message with their stable code; anything else
 * propagates to the gateway, which logs it and answers server_error. A socket whose account
 * is gone is closed like a bad token, so the client signs in again.
 */
async function answerErrors(context: LiveContext, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    context.sendError(error.code, typeof error.detail === 'string' ? error.detail : error.message);
    if (error instanceof AccountGoneError) context.socket.close(CLOSE_CODES.badToken, ACCOUNT_DELETED);
  }
}
