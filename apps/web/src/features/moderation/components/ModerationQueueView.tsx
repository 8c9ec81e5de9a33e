import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { LoadingBlock } from '../../../components/ui/Spinner';
import { fetchQueue, moderationKeys } from '../api';
import { QueueItemCard } from './QueueItemCard';

/** The open reports, the most reported item first, then the oldest; read again every 30 s. */
export function ModerationQueueView() {
  const { t } = useTranslation('moderation');
  const queue = useQuery({ queryKey: moderationKeys.queue(), queryFn: ({ signal }) => fetchQueue(signal), refetchInterval: 30_000 });
  if (queue.isPending) return <LoadingBlock label={t('queue.loading')} />;
  if (queue.isError) {
    return (
      <Card role="alert" className="flex flex-col items-center gap-3 p-8 text-center">
        <p className="text-fg">{t('queue.failed')}</p>
        <Button variant="secondary" onClick={() => void queue.refetch()}>
          <RotateCw className="h-4 w-4" aria-hidden />
          {t('retry')}
        </Button>
      </Card>
    );
  }
  if (queue.data.items.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-2 p-8 text-center" data-testid="moderation-empty">
        <CheckCircle2 className="h-8 w-8 text-success" aria-hidden />
        <p className="font-semibold text-fg">{t('queue.empty')}</p>
        <p className="text-sm text-muted">{t('queue.emptyHint')}</p>
      </Card>
    );
  }
  return (
    <ul className="flex flex-col gap-4" aria-label={t('queue.label')}>
      {queue.data.items.map((item) => (
        <li key={`${item.kind}:${item.target_id}`}>
          <QueueItemCard item={item} />
        </li>
      ))}
    </ul>
  );
}
