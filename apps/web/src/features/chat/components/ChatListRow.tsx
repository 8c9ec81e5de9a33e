import type { ChatListEntry } from '@fanclash/protocol';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/Avatar';
import { cn } from '../../../lib/cn';
import { chatDateLabel } from '../dateLabel';
import { formatBadgeCount } from '../unreadBadge';
import { UserText, isolated } from '../../../components/UserText';

/** One conversation in the list: the friend, the last message, its time label, the unread badge. */
export function ChatListRow({ me, entry, now }: { me: string; entry: ChatListEntry; now: Date }) {
  const { t, i18n } = useTranslation('chat');
  const last = entry.lastMessage;
  const unread = entry.unreadCount;
  const label = last ? chatDateLabel(last.timestamp, now, i18n.resolvedLanguage ?? 'en') : null;
  const mine = last ? last.sender.toLowerCase() === me.toLowerCase() : false;
  return (
    <li>
      <Link
        to={`/chats/${encodeURIComponent(entry.username)}`}
        aria-label={`${t('list.openChat', { username: entry.username })}${unread > 0 ? `, ${t('list.unread', { count: unread })}` : ''}`}
        className="flex items-center gap-3 rounded-xl border border-line/70 bg-canvas/40 p-3 transition-colors hover:border-line-strong focus-visible:outline-2 focus-visible:outline-accent"
        data-testid="chat-row"
        data-username={entry.username}
      >
        <Avatar username={entry.username} avatar={entry.avatar} size="xl" />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex items-baseline justify-between gap-2">
            <span title={entry.username} className={cn('min-w-0 truncate font-bold text-fg', unread > 0 && 'text-accent')}>
              <UserText>{entry.username}</UserText>
            </span>
            {label ? (
              <time dateTime={last?.timestamp} className="shrink-0 text-xs text-muted">
                {label.kind === 'yesterday' ? t('date.yesterday') : label.text}
              </time>
            ) : null}
          </span>
          <span className="flex items-center justify-between gap-2">
            <span className={cn('truncate text-sm', unread > 0 ? 'font-semibold text-fg' : 'text-muted')}>
              {last ? (
                mine ? (
                  t('list.you', { message: isolated(last.message) })
                ) : (
                  <UserText>{last.message}</UserText>
                )
              ) : (
                t('list.noMessages')
              )}
            </span>
            {unread > 0 ? (
              <span
                aria-hidden
                className="min-w-5 shrink-0 rounded-full bg-accent px-1.5 text-center text-xs leading-5 font-bold text-on-accent"
                data-testid="chat-row-unread"
              >
                {formatBadgeCount(unread)}
              </span>
            ) : null}
          </span>
        </span>
      </Link>
    </li>
  );
}
