import { CHAT_LIMITS } from '@fanclash/protocol';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/Spinner';
import type { Conversation } from '../hooks/useConversation';
import { useTitleMarker } from '../hooks/useTitleMarker';
import { firstUnreadId } from '../thread';
import { MessageBubble, PendingBubble } from './MessageBubble';

interface MessageListProps {
  me: string;
  friend: string;
  conversation: Conversation;
}

const atBottom = (el: HTMLElement) => el.scrollHeight - el.scrollTop - el.clientHeight <= CHAT_LIMITS.unreadBottomPx;
/** Older messages load when the list is scrolled this close to its top. */
const TOP_THRESHOLD_PX = 80;

/**
 * The conversation's messages with the 'unread messages' divider above the friend's first
 * unread one. The friend's messages are marked read when the chat opens, when the window gains
 * focus, and when the list is scrolled to within 50 px of the bottom (checked 200 ms after
 * scrolling stops); messages arriving while the window is unfocused put a marker in the tab title.
 */
export function MessageList({ me, friend, conversation }: MessageListProps) {
  const { t } = useTranslation('chat');
  const { thread, markRead, loadOlder, hasMore, loadingOlder, retry } = conversation;
  const list = useRef<HTMLDivElement>(null);
  const [dividerId, setDividerId] = useState<number | null>(null);
  const [unseen, setUnseen] = useState(0);
  const opened = useRef(false);
  const lastId = useRef<number>(0);
  const stickToBottom = useRef(true);
  const restoreFrom = useRef<number | null>(null);
  const meLower = me.toLowerCase();

  useTitleMarker(unseen);

  const readIfSeen = useCallback(() => {
    const el = list.current;
    if (el && atBottom(el) && document.hasFocus()) markRead();
  }, [markRead]);

  // The chat opens: the divider goes above the first unread, the list shows it (or the end), and what is on screen is read.
  useLayoutEffect(() => {
    const el = list.current;
    if (!el || opened.current || conversation.status !== 'ready') return;
    opened.current = true;
    const first = firstUnreadId(thread, friend);
    setDividerId(first);
    lastId.current = thread.messages.at(-1)?.id ?? 0;
    const divider = first === null ? null : el.querySelector<HTMLElement>('[data-testid="unread-divider"]');
    el.scrollTop = el.scrollHeight;
    if (divider) divider.scrollIntoView({ block: 'start' });
    markRead();
  }, [conversation.status, thread, friend, markRead]);

  // New messages at the end: follow them if the reader was at the bottom; read them if they are seen.
  useLayoutEffect(() => {
    const el = list.current;
    if (!el || !opened.current) return;
    if (restoreFrom.current !== null) {
      // An older page went in on top: keep what the reader was looking at in place.
      el.scrollTop += el.scrollHeight - restoreFrom.current;
      restoreFrom.current = null;
    }
    const newest = thread.messages.at(-1);
    const grew = (newest?.id ?? 0) > lastId.current;
    if (grew || thread.pending.length > 0) {
      if (stickToBottom.current) el.scrollTop = el.scrollHeight;
    }
    if (!grew || !newest) return;
    const incoming = thread.messages.filter((m) => m.id > lastId.current && m.sender.toLowerCase() !== meLower && !m.is_read);
    lastId.current = newest.id;
    if (incoming.length === 0) return;
    if (document.hasFocus() && atBottom(el)) return markRead();
    setDividerId((current) => current ?? incoming[0]!.id);
    if (!document.hasFocus()) setUnseen((n) => n + incoming.length);
  }, [thread, meLower, markRead]);

  useEffect(() => {
    const onFocus = () => {
      setUnseen(0);
      markRead();
    };
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [markRead]);

  const settle = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (settle.current && clearTimeout(settle.current)), []);
  const handleScroll = () => {
    const el = list.current;
    if (!el) return;
    stickToBottom.current = atBottom(el);
    if (el.scrollTop < TOP_THRESHOLD_PX && hasMore && !loadingOlder) {
      restoreFrom.current = el.scrollHeight;
      void loadOlder();
    }
    if (settle.current) clearTimeout(settle.current);
    settle.current = setTimeout(readIfSeen, CHAT_LIMITS.scrollDebounceMs);
  };

  const empty = thread.messages.length === 0 && thread.pending.length === 0;
  return (
    <div
      ref={list}
      onScroll={handleScroll}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-4 sm:px-5"
      data-testid="chat-messages"
    >
      {loadingOlder ? (
        <p role="status" className="flex items-center justify-center gap-2 pb-3 text-xs text-muted">
          <Spinner size="sm" />
          {t('conversation.loadingOlder')}
        </p>
      ) : !hasMore && !empty ? (
        <p className="pb-3 text-center text-xs text-muted">{t('conversation.beginning')}</p>
      ) : null}
      {empty ? <p className="py-10 text-center text-sm text-muted">{t('conversation.empty', { username: friend })}</p> : null}
      <ol
        aria-label={t('conversation.listLabel', { username: friend })}
        aria-live="polite"
        aria-relevant="additions"
        className="flex flex-col gap-2.5"
      >
        {thread.messages.map((message) => (
          <WithDivider key={message.id} dividerBefore={message.id === dividerId}>
            <MessageBubble message={message} mine={message.sender.toLowerCase() === meLower} />
          </WithDivider>
        ))}
        {thread.pending.map((pending) => (
          <PendingBubble key={pending.client_id} pending={pending} onRetry={retry} />
        ))}
      </ol>
    </div>
  );
}

function WithDivider({ dividerBefore, children }: { dividerBefore: boolean; children: ReactNode }) {
  const { t } = useTranslation('chat');
  if (!dividerBefore) return <>{children}</>;
  return (
    <>
      <li
        role="separator"
        data-testid="unread-divider"
        className="my-1 flex items-center gap-3 text-xs font-semibold tracking-wide text-accent uppercase"
      >
        <span aria-hidden className="h-px flex-1 bg-accent/40" />
        {t('conversation.unreadDivider')}
        <span aria-hidden className="h-px flex-1 bg-accent/40" />
      </li>
      {children}
    </>
  );
}
