import { ERROR_CODES } from '@fanclash/protocol';
import type { LiveContext } from '../../realtime/connection.js';
import { userSocketError, type UserMessageHandlers } from '../../realtime/user-handlers.js';
import type { InvitationService } from './invitations.js';
import { Refusal } from './refusal.js';
import type { FriendService } from './service.js';

export type FriendUserHandlers = Pick<
  UserMessageHandlers,
  | 'send_friend_request'
  | 'accept_friend_request'
  | 'reject_friend_request'
  | 'cancel_friend_request'
  | 'remove_friend'
  | 'block_user'
  | 'unblock_user'
  | 'invite_friend'
  | 'cancel_invitation'
  | 'accept_invitation'
  | 'reject_invitation'
>;

/** A `username` naming anyone but the socket's user is refused: identity comes from the token. */
function isSelf(context: LiveContext, username: string | undefined): boolean {
  if (username === undefined || username.trim() === '' || username.trim().toLowerCase() === context.user.username.toLowerCase())
    return true;
  return false;
}

/** Friend actions: a refusal is the socket's `error` with its code. */
async function friendAction(context: LiveContext, username: string | undefined, run: () => Promise<void>): Promise<void> {
  if (!isSelf(context, username)) return context.sendError(ERROR_CODES.forbidden, 'You can only act for your own account');
  try {
    await run();
  } catch (err) {
    if (!(err instanceof Refusal)) throw err;
    if (err.retryAfterMs === undefined) return context.sendError(err.code, err.message);
    // Rate limited: the error says when to try again, at the top level and in data alike.
    const retry = { retry_after_ms: err.retryAfterMs };
    const error = userSocketError(err.code, err.message);
    context.send({ ...error, ...retry, data: { ...error.data, ...retry } });
  }
}

/** Invitation actions: every failure is `invitation_error` with a message and a code. */
async function invitationAction(
  context: LiveContext,
  message: { username?: string | undefined; friend_username: string; battle_id: string },
  run: () => Promise<void>,
): Promise<void> {
  const fail = (code: string, text: string) =>
    context.send({
      type: 'invitation_error',
      data: { message: text, code, battle_id: message.battle_id, friend_username: message.friend_username },
    });
  if (!isSelf(context, message.username)) return fail(ERROR_CODES.forbidden, 'You can only act for your own account');
  try {
    await run();
  } catch (err) {
    if (!(err instanceof Refusal)) throw err;
    fail(err.code, err.message);
  }
}

export function friendUserHandlers(friends: FriendService, invitations: InvitationService): FriendUserHandlers {
  return {
    send_friend_request: (c, m) => friendAction(c, m.username, () => friends.act(c.user, m.type, m.friend_username)),
    accept_friend_request: (c, m) => friendAction(c, m.username, () => friends.act(c.user, m.type, m.friend_username)),
    reject_friend_request: (c, m) => friendAction(c, m.username, () => friends.act(c.user, m.type, m.friend_username)),
    cancel_friend_request: (c, m) => friendAction(c, m.username, () => friends.act(c.user, m.type, m.friend_username)),
    remove_friend: (c, m) => friendAction(c, m.username, () => friends.act(c.user, m.type, m.friend_username)),
    block_user: (c, m) => friendAction(c, m.username, () => friends.block(c.user, m.friend_username)),
    unblock_user: (c, m) => friendAction(c, m.username, () => friends.unblock(c.user, m.friend_username)),
    invite_friend: (c, m) => invitationAction(c, m, () => invitations.invite(c.user, m.friend_username, m.battle_id)),
    cancel_invitation: (c, m) => invitationAction(c, m, () => invitations.cancel(c.user, m.friend_username, m.battle_id)),
    accept_invitation: (c, m) => invitationAction(c, m, () => invitations.accept(c.user, m.friend_username, m.battle_id)),
    reject_invitation: (c, m) => invitationAction(c, m, () => invitations.reject(c.user, m.friend_username, m.battle_id)),
  };
}
