import { useQuery } from '@tanstack/react-query';
import { ShieldX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/Card';
import { LoadingBlock } from '../../../components/ui/Spinner';
import { useSession } from '../../auth/hooks/useSession';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../dashboard/components/Tabs';
import { fetchModerationMe, moderationKeys } from '../api';
import { AuditLogView } from './AuditLogView';
import { ModerationQueueView } from './ModerationQueueView';

/** `/moderation`: the queue and the audit log for moderators; everyone else is told the page is not theirs. */
export function ModerationView() {
  const { t } = useTranslation('moderation');
  const { username } = useSession();
  const [tab, setTab] = useState<'queue' | 'audit'>('queue');
  const me = useQuery({ queryKey: moderationKeys.me(username ?? ''), queryFn: ({ signal }) => fetchModerationMe(signal) });
  if (me.isPending) return <LoadingBlock label={t('loading')} />;
  if (me.data !== true) {
    return (
      <Card role="alert" className="flex flex-col items-center gap-3 p-8 text-center" data-testid="moderation-forbidden">
        <ShieldX className="h-8 w-8 text-muted" aria-hidden />
        <p className="font-semibold text-fg">{me.isError ? t('loadFailed') : t('forbidden')}</p>
      </Card>
    );
  }
  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value === 'audit' ? 'audit' : 'queue')} className="flex flex-col gap-5">
      <TabsList aria-label={t('tabs.label')}>
        <TabsTrigger value="queue" label={t('tabs.queue')} />
        <TabsTrigger value="audit" label={t('tabs.audit')} />
      </TabsList>
      <TabsContent value="queue">
        <ModerationQueueView />
      </TabsContent>
      <TabsContent value="audit">
        <AuditLogView />
      </TabsContent>
    </Tabs>
  );
}
