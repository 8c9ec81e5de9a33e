import type { ModerationQueueItem } from '@fanclash/protocol';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge';
import { Card } from '../../../components/ui/Card';
import { UserText } from '../../../components/UserText';
import { cn } from '../../../lib/cn';
import { RelativeTime } from '../../debates/components/RelativeTime';
import { ActionDialog } from './ActionDialog';

/** Where the item lives, for a moderator to open it. */
function itemLink(item: ModerationQueueItem): string | null {
  if (item.kind === 'player') return `/view-profile/${encodeURIComponent(item.target_id)}`;
  if (item.debate_id) return `/forum/debates/${item.debate_id}`;
  return null;
}

/** One reported item: what it says, who wrote it, its reports, its context, and the actions. */
export function QueueItemCard({ item }: { item: ModerationQueueItem }) {
  const { t } = useTranslation('moderation');
  const { t: tr } = useTranslation('reports');
  const link = itemLink(item);
  const titleId = `queue-${item.kind}-${item.target_id}`;
  return (
    <Card
      className="flex flex-col gap-4 p-4 sm:p-5"
      aria-labelledby={titleId}
      data-testid="moderation-item"
      data-target-id={item.target_id}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="info">{t(`kinds.${item.kind}`)}</Badge>
        <Badge tone="danger">{t('queue.reports', { count: item.reports_count })}</Badge>
        {Object.entries(item.reasons).map(([reason, count]) => (
          <Badge key={reason}>{`${tr(`reasons.${reason as 'spam'}`)} × ${count}`}</Badge>
        ))}
        {item.hidden ? <Badge tone="warning">{t('queue.hidden')}</Badge> : null}
        {item.author_suspended ? <Badge tone="warning">{t('queue.suspended')}</Badge> : null}
        {item.author_muted_until ? (
          <Badge tone="warning">
            {t('queue.mutedUntil')} <RelativeTime iso={item.author_muted_until} />
          </Badge>
        ) : null}
        <span className="ml-auto text-xs text-muted">
          {t('queue.firstReported')} <RelativeTime iso={item.first_reported_at} />
        </span>
      </div>

      <div className="flex flex-col gap-1">
        <h2 id={titleId} className="text-sm text-muted">
          {item.author ? t('queue.by', { name: item.author }) : t('queue.noAuthor')}
          {link ? (
            <>
              {' · '}
              <Link to={link} className="font-semibold text-accent underline-offset-2 hover:underline">
                {t('queue.open')}
              </Link>
            </>
          ) : null}
        </h2>
        <p
          className="rounded-lg border border-line bg-raised px-3 py-2 text-sm break-words whitespace-pre-wrap text-fg"
          data-testid="moderation-item-text"
        >
          {item.text === null ? <span className="text-muted italic">{t('queue.gone')}</span> : <UserText>{item.text}</UserText>}
        </p>
      </div>

      {item.context.length > 0 ? (
        <details className="group">
          <summary className="cursor-pointer text-sm font-semibold text-fg">
            {t(item.kind === 'chat_message' ? 'queue.chatContext' : 'queue.thread')}
          </summary>
          <ol className="mt-2 flex flex-col gap-1.5">
            {item.context.map((line) => (
              <li
                key={line.id}
                className={cn(
                  'rounded-md px-2 py-1 text-sm',
                  line.reported ? 'border border-danger/60 bg-danger-soft' : 'bg-raised/60',
                  line.hidden && 'opacity-60',
                )}
              >
                <span className="font-semibold text-fg">
                  <UserText>{line.author}</UserText>
                </span>{' '}
                <RelativeTime iso={line.at} className="text-xs text-muted" />
                {line.hidden ? <span className="ml-1 text-xs text-warning">({t('queue.hidden')})</span> : null}
                <p className="break-words whitespace-pre-wrap text-fg/90">
                  <UserText>{line.text}</UserText>
                </p>
              </li>
            ))}
          </ol>
        </details>
      ) : null}

      <details>
        <summary className="cursor-pointer text-sm font-semibold text-fg">{t('queue.reportList', { count: item.reports.length })}</summary>
        <ul className="mt-2 flex flex-col gap-1 text-sm">
          {item.reports.map((r) => (
            <li key={`${r.reporter}-${r.at}`} className="text-muted">
              <span className="font-semibold text-fg">
                <UserText>{r.reporter}</UserText>
              </span>{' '}
              · {tr(`reasons.${r.reason}`)} · <RelativeTime iso={r.at} />
              {r.note ? (
                <p className="text-fg/90">
                  <UserText>{r.note}</UserText>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </details>

      <div className="flex flex-wrap gap-2">
        {item.kind !== 'player' ? (
          <ActionDialog
            action={item.hidden ? 'restore' : 'hide'}
            kind={item.kind}
            targetId={item.target_id}
            subject={item.author}
            variant="primary"
          />
        ) : null}
        {item.author ? <ActionDialog action="mute" kind={item.kind} targetId={item.target_id} subject={item.author} /> : null}
        {item.author ? (
          <ActionDialog action="suspend" kind={item.kind} targetId={item.target_id} subject={item.author} variant="danger" />
        ) : null}
        <ActionDialog action="dismiss" kind={item.kind} targetId={item.target_id} subject={item.author} variant="ghost" />
      </div>
    </Card>
  );
}
