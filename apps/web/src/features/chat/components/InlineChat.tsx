import { useEffect, useRef } from 'react';
import { useChatPreviews } from '../hooks/useChatPreviews';
import { formatBadgeCount } from '../unreadBadge';
import { ConversationView } from './ConversationView';

/**
 * The friends page's inline chat (spec section 2): the conversation opens under the list,
 * scrolled into view with the cursor in the input; the close button (or the friend's chat
 * button again) closes it.
 */
export function InlineChat({ me, friend, avatar, onClose }: { me: string; friend: string; avatar?: string; onClose: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    box.current?.querySelector<HTMLTextAreaElement>('textarea')?.focus({ preventScroll: true });
  }, [friend]);
  return (
    <div ref={box} data-testid="inline-chat">
      <ConversationView
        key={friend.toLowerCase()}
        me={me}
        friend={friend}
        avatar={avatar}
        variant="inline"
        onClose={onClose}
        className="h-[28rem] max-h-[75dvh]"
      />
    </div>
  );
}

/** The friend's unread count for a chat button (nothing when all is read). */
export function FriendUnreadBadge({ me, friend }: { me: string; friend: string }) {
  const entry = useChatPreviews(me).data?.find((e) => e.username.toLowerCase() === friend.toLowerCase());
  const count = entry?.unreadCount ?? 0;
  if (count === 0) return null;
  return (
    <span
      aria-hidden
      className="min-w-5 rounded-full bg-accent px-1 text-center text-[11px] leading-5 font-bold text-on-accent"
      data-testid="friend-chat-unread"
    >
      {formatBadgeCount(count)}
    </span>
  );
}
