import { chatMessageEventSchema, friendRequestUpdatedMessageSchema, messagesReadEventSchema, type ChatListEntry } from '@fanclash/protocol';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useUserSocketMessage } from '../../../live/useUserSocket';
import { chatKeys, fetchPreviews } from '../api';
import { withMessage, withRead } from '../previews';

/**
 * Every friend's chat preview (the chat list, the header's unread total), from one call.
 * `enabled` false holds the call back (the header's badge waits for the page to settle).
 */
export function useChatPreviews(me: string, enabled = true) {
  return useQuery({
    queryKey: chatKeys.previews(me),
    queryFn: ({ signal }) => fetchPreviews(me, signal),
    staleTime: 30_000,
    enabled,
  });
}

/**
 * Keeps the previews current from the user socket: `chat_message` and `messages_read` patch
 * the cached list in place (or refetch it when a patch cannot be exact). Mounted once, by the
 * header, so every page's badge and list follow without a reload.
 */
export function useChatPreviewsLive(me: string): void {
  const client = useQueryClient();
  const patch = useCallback(
    (update: (entries: ChatListEntry[]) => ChatListEntry[] | null) => {
      const key = chatKeys.previews(me);
      const current = client.getQueryData<ChatListEntry[]>(key);
      const next = current ? update(current) : null;
      if (next) client.setQueryData(key, next);
      else void client.invalidateQueries({ queryKey: key });
    },
    [client, me],
  );
  useUserSocketMessage('chat_message', chatMessageEventSchema, (event) => patch((entries) => withMessage(entries, me, event.data)));
  useUserSocketMessage('messages_read', messagesReadEventSchema, (event) => patch((entries) => withRead(entries, me, event.data)));
  // A new friend, or one removed or blocked: the list of conversations changes with the friends.
  useUserSocketMessage('friend_request_updated', friendRequestUpdatedMessageSchema, (event) => {
    if (event.data.response_value !== 'pending') patch(() => null);
  });
}
