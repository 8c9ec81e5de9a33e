import type { StoredNotification } from '@fanclash/protocol';
import { Heart, MessageSquareReply, TrendingUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/Card';
import { LoadingBlock } from '../../../components/ui/Spinner';
import { cn } from '../../../lib/cn';
import { RelativeTime } from '../../debates/components/RelativeTime';
import { useForumNotificationList, useMarkRead } from '../hooks/useForumNotifications';
import { useNotificationText } from '../hooks/useNotificationText';
import { notificationLink } from '../text';

const ICONS = { comment_reply: MessageSquareReply, comment_like: Heart, debate_trending: TrendingUp } as const;

/**
 * The notifications page's forum section: replies, grouped likes and trending debates, latest
 * first. What is unread when shown (on opening, or arriving live) is marked read on the server
 * at once, so the badge clears on every tab, and keeps its 'New' mark for this visit. Shows
 * nothing when there is no forum notification at all (the page's 'all clear' covers that).
 */
export function ForumNotifications() {
  const { t } = useTranslation('notifications');
  const list = useForumNotificationList();
  const { mutate: markRead } = useMarkRead();
  const text = useNotificationText();
  // The ids that were unread when shown here: they keep their 'New' mark for this visit.
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const unreadKey = (list.data?.notifications ?? [])
    .filter((n) => !n.read)
    .map((n) => n.id)
    .join(',');

  useEffect(() => {
    if (unreadKey === '') return;
    const ids = unreadKey.split(',');
    markRead(ids, { onSettled: () => setFresh((current) => new Set([...current, ...ids])) });
  }, [unreadKey, markRead]);

  if (list.isPending) return <LoadingBlock label={t('page.loading')} />;
  if (list.isError) {
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-3">
        <Alert>{t('page.loadFailed')}</Alert>
        <Button variant="secondary" className="self-start" onClick={() => void list.refetch()}>
          {t('page.retry')}
        </Button>
      </div>
    );
  }
  const items = list.data.notifications;
  if (items.length === 0) return null;
  const isNew = (n: StoredNotification) => !n.read || fresh.has(n.id);
  const newCount = items.filter(isNew).length;

  return (
    <Card className="mx-auto w-full max-w-3xl" data-testid="forum-notifications">
      <CardHeader className="flex-row flex-wrap items-center gap-2">
        <CardTitle>{t('page.title')}</CardTitle>
        {newCount > 0 ? (
          <Badge tone="danger" data-testid="forum-new-count">
            {t('page.unread', { count: newCount })}
          </Badge>
        ) : null}
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-2">
          {items.map((notification) => (
            <Item key={notification.id} notification={notification} text={text(notification)} isNew={isNew(notification)} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function Item({ notification, text, isNew }: { notification: StoredNotification; text: string; isNew: boolean }) {
  const { t } = useTranslation('notifications');
  const Icon = ICONS[notification.kind];
  return (
    <li
      data-testid="forum-notification"
      data-kind={notification.kind}
      className={cn(
        'relative flex items-start gap-3 rounded-xl border p-3 focus-within:border-accent/60',
        isNew ? 'border-accent/50 bg-accent/5' : 'border-line/70 bg-canvas/40',
      )}
    >
      <span
        className={cn(
          'flex h-10 w-10 shrink-0 items-center justify-center rounded-full',
          notification.kind === 'comment_like' ? 'bg-danger/10 text-danger' : 'bg-accent/10 text-accent',
        )}
      >
        <Icon className="h-5 w-5" aria-hidden />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <Link
          to={notificationLink(notification)}
          className="font-bold [overflow-wrap:anywhere] text-fg after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
        >
          {text}
        </Link>
        {notification.excerpt ? (
          <q className="line-clamp-2 text-sm [overflow-wrap:anywhere] text-muted" data-testid="notification-excerpt">
            {notification.excerpt}
          </q>
        ) : null}
        <span className="text-xs [overflow-wrap:anywhere] text-muted">
          {notification.debate_title} · <RelativeTime iso={notification.updated_at} />
        </span>
      </div>
      {isNew ? (
        <Badge tone="accent" className="relative z-10 shrink-0">
          {t('item.new')}
        </Badge>
      ) : null}
    </li>
  );
}
