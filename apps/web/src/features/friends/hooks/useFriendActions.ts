import { friendRequestUpdatedMessageSchema, userSocketErrorSchema, type FriendRequestType } from '@fanclash/protocol';
import { useCallback, useState } from 'react';
import { toast } from '../../../lib/notices/toast';
import { useUserSocket, useUserSocketMessage } from '../../../live/useUserSocket';
import { FRIEND_ERROR_CODES } from '../errors';
import { useFriendErrorText } from './useFriendErrorText';

export type FriendActionType = FriendRequestType | 'block_user' | 'unblock_user';

/**
 * Sends friend actions on the user socket and knows which players have one in flight (their
 * buttons show a spinner). The answer is friend_request_updated naming that player, or a
 * refusal (`error` with a friend code), which is shown as a toast.
 */
export function useFriendActions() {
  const { send } = useUserSocket();
  const errorText = useFriendErrorText();
  const [pending, setPending] = useState<ReadonlyMap<string, FriendActionType>>(new Map());

  const settle = useCallback((name: string) => {
    setPending((current) => {
      if (!current.has(name.toLowerCase())) return current;
      const next = new Map(current);
      next.delete(name.toLowerCase());
      return next;
    });
  }, []);

  useUserSocketMessage('friend_request_updated', friendRequestUpdatedMessageSchema, ({ data }) => {
    settle(data.from);
    settle(data.to);
  });

  useUserSocketMessage('error', userSocketErrorSchema, ({ data }) => {
    if (!FRIEND_ERROR_CODES.has(data.code) || pending.size === 0) return;
    setPending(new Map());
    toast.error(errorText(data.code, data.message, data.retry_after_ms));
  });

  const act = useCallback(
    (type: FriendActionType, friendUsername: string): boolean => {
      const sent = send({ type, friend_username: friendUsername });
      if (!sent) {
        toast.error(errorText('network'));
        return false;
      }
      setPending((current) => new Map(current).set(friendUsername.toLowerCase(), type));
      return true;
    },
    [send, errorText],
  );

  const pendingFor = useCallback((name: string) => pending.get(name.toLowerCase()) ?? null, [pending]);
  return { act, pendingFor };
}
