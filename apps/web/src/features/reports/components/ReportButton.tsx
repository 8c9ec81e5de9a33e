import { MODERATION_LIMITS, REPORT_REASONS, type ReportKind } from '@fanclash/protocol';
import { Check, EyeOff, Flag } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/Dialog';
import { ReportFormFields } from '../../../components/ReportFormFields';
import { useReportDialog } from '../../../hooks/useReportDialog';
import { cn } from '../../../lib/cn';
import { useSession } from '../../auth/hooks/useSession';
import { reportContent } from '../api';
import { setHiddenForMe } from '../hiddenForMe';
import { reportFailure, reportFormSchema, toReportBody } from '../schema';

interface ReportButtonProps {
  kind: ReportKind;
  /** A chat message's number, a debate's or comment's id, a player's username. */
  targetId: string;
  /** Who wrote it (or the player): one's own words get no button. */
  author: string | null;
  /** Only the flag (a chat line): the name is for screen readers. */
  compact?: boolean;
  className?: string;
}

/**
 * "Report": a small button opening a dialog with the reasons (spam, abuse, hate, sexual, other)
 * and an optional note; two clicks from any chat message, debate, comment, reply or profile.
 * Once sent (or sent before) it reads "Reported", and for an item (not a player) the reporter may
 * hide it for themselves at once.
 */
export function ReportButton({ kind, targetId, author, compact = false, className }: ReportButtonProps) {
  const { t } = useTranslation('reports');
  const { t: tc } = useTranslation('common');
  const { username } = useSession();
  const ids = useId();
  const report = useReportDialog({
    schema: reportFormSchema,
    send: (values) => reportContent(toReportBody(kind, targetId, values)),
    failureOf: reportFailure,
  });
  const { done, failure } = report;

  if (!username || (author !== null && author.toLowerCase() === username.toLowerCase())) return null;

  return (
    <span className={cn('inline-flex flex-wrap items-center gap-1', className)}>
      <Dialog open={report.open} onOpenChange={report.onOpenChange}>
        <DialogTrigger asChild>
          <Button
            variant="ghost"
            size="sm"
            className={compact ? 'h-6 px-1.5' : undefined}
            disabled={done}
            data-testid="report-open"
            data-kind={kind}
            aria-label={done ? t('reported') : t(`open.${kind}`)}
          >
            {done ? <Check className="h-4 w-4" aria-hidden /> : <Flag className="h-4 w-4" aria-hidden />}
            <span className={compact ? 'sr-only' : 'sr-only sm:not-sr-only'}>{done ? t('reported') : t('open.short')}</span>
          </Button>
        </DialogTrigger>
        <DialogContent title={t(`title.${kind}`)} description={t('description')} closeLabel={tc('actions.close')}>
          <form noValidate className="flex flex-col gap-4" onSubmit={report.onSubmit} aria-busy={report.pending}>
            <ReportFormFields
              idBase={ids}
              reasons={REPORT_REASONS}
              reasonText={(reason) => t(`reasons.${reason}`)}
              {...report.fields}
              noteMax={MODERATION_LIMITS.noteMax}
              texts={{
                reason: t('form.reason'),
                reasonRequired: t('form.reasonRequired'),
                note: t('form.note'),
                noteHint: t('form.noteHint', { max: MODERATION_LIMITS.noteMax }),
                noteTooLong: t('form.noteTooLong', { max: MODERATION_LIMITS.noteMax }),
                cancel: t('form.cancel'),
                send: t('form.send'),
                sending: t('form.sending'),
              }}
              failure={failure ? t(`errors.${failure}`) : null}
            />
          </form>
        </DialogContent>
      </Dialog>
      {report.sent ? (
        <span role="status" className="text-xs text-success" data-testid="report-sent">
          {t('sent')}
        </span>
      ) : null}
      {done && kind !== 'player' ? (
        <Button variant="ghost" size="sm" onClick={() => setHiddenForMe(kind, targetId, true)} data-testid="report-hide-for-me">
          <EyeOff className="h-4 w-4" aria-hidden />
          {t('hideForMe')}
        </Button>
      ) : null}
    </span>
  );
}
