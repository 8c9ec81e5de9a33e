import type { ModerationAuditEntry, ReportKind } from '@fanclash/protocol';
import { REPORT_KINDS } from '@fanclash/protocol';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { LoadingBlock } from '../../../components/ui/Spinner';
import { UserText } from '../../../components/UserText';
import { fetchAudit, moderationKeys } from '../api';
import { ActionDialog } from './ActionDialog';

const PAGE = 50;
const isKind = (kind: string): kind is ReportKind => (REPORT_KINDS as readonly string[]).includes(kind);

/** What undoes an entry from the log: a hidden item's restore, a mute's or suspension's lift. */
function undo(entry: ModerationAuditEntry) {
  if (!isKind(entry.kind)) return null;
  if (entry.action === 'hide') return { kind: entry.kind, targetId: entry.target_id };
  if ((entry.action === 'mute' || entry.action === 'suspend') && entry.target_user)
    return { kind: 'player' as const, targetId: entry.target_user };
  return null;
}

/** Every action, newest first: who, what, when, why (50 a page). */
export function AuditLogView() {
  const { t, i18n } = useTranslation('moderation');
  const [offset, setOffset] = useState(0);
  const audit = useQuery({
    queryKey: moderationKeys.audit(offset),
    queryFn: ({ signal }) => fetchAudit(offset, PAGE, signal),
    placeholderData: keepPreviousData,
  });
  const when = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' });
  if (audit.isPending) return <LoadingBlock label={t('audit.loading')} />;
  if (audit.isError) {
    return (
      <Card role="alert" className="flex flex-col items-center gap-3 p-8 text-center">
        <p className="text-fg">{t('audit.failed')}</p>
        <Button variant="secondary" onClick={() => void audit.refetch()}>
          <RotateCw className="h-4 w-4" aria-hidden />
          {t('retry')}
        </Button>
      </Card>
    );
  }
  const { entries, total } = audit.data;
  if (entries.length === 0) return <Card className="p-8 text-center text-muted">{t('audit.empty')}</Card>;
  return (
    <div className="flex flex-col gap-3">
      <ol className="flex flex-col gap-2" aria-label={t('audit.label')}>
        {entries.map((entry) => {
          const reverse = undo(entry);
          return (
            <li key={entry.id} data-testid="audit-entry" data-action={entry.action}>
              <Card className="flex flex-col gap-1 p-3 text-sm sm:flex-row sm:items-start sm:gap-4">
                <time dateTime={entry.at} className="shrink-0 text-xs text-muted sm:w-40">
                  {when.format(new Date(entry.at))}
                </time>
                <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <p className="text-fg">
                    <span className="font-semibold">
                      <UserText>{entry.moderator}</UserText>
                    </span>{' '}
                    · {t(`audit.actions.${entry.action as 'hide'}`, { defaultValue: entry.action })}
                    {isKind(entry.kind) ? ` · ${t(`kinds.${entry.kind}`)}` : ''}
                    {entry.target_user ? (
                      <>
                        {' · '}
                        <UserText>{entry.target_user}</UserText>
                      </>
                    ) : null}
                    {entry.hours !== null ? ` · ${t('dialog.hours', { count: entry.hours })}` : ''}
                  </p>
                  <p className="break-words text-muted">
                    <UserText>{entry.reason}</UserText>
                  </p>
                </div>
                {reverse ? (
                  <ActionDialog
                    action="restore"
                    kind={reverse.kind}
                    targetId={reverse.targetId}
                    subject={entry.target_user}
                    variant="ghost"
                  />
                ) : null}
              </Card>
            </li>
          );
        })}
      </ol>
      <div className="flex items-center justify-between gap-2">
        <Button variant="secondary" size="sm" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
          {t('audit.newer')}
        </Button>
        <span className="text-xs text-muted">{t('audit.range', { from: offset + 1, to: offset + entries.length, total })}</span>
        <Button variant="secondary" size="sm" disabled={offset + PAGE >= total} onClick={() => setOffset(offset + PAGE)}>
          {t('audit.older')}
        </Button>
      </div>
    </div>
  );
}
