import { contentHiddenEventSchema } from '@fanclash/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useUserSocketMessage } from '../../live/useUserSocket';

/**
 * A moderator hid or restored something (`content_hidden` on the user socket, every tab on every
 * instance): the forum's open lists and pages read again, and the server's answers leave the
 * item out (or bring it back). Chat conversations drop a hidden message themselves
 * (chat/hooks/useConversation.ts); the chat list's previews read again here.
 */
export function useContentHiddenLive(): void {
  const client = useQueryClient();
  useUserSocketMessage('content_hidden', contentHiddenEventSchema, (event) => {
    if (event.data.kind === 'chat_message') void client.invalidateQueries({ queryKey: ['chat'] });
    else void client.invalidateQueries({ queryKey: ['debates'] });
  });
}
