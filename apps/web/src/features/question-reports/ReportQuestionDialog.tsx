import { QUESTION_REPORT_LIMITS, QUESTION_REPORT_REASONS } from '@fanclash/protocol';
import { Check, Flag } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/Dialog';
import { ReportFormFields } from '../../components/ReportFormFields';
import { useReportDialog } from '../../hooks/useReportDialog';
import { cn } from '../../lib/cn';
import { reportQuestion } from './api';
import { reportFailure, reportFormSchema, toReportBody } from './schema';

interface ReportQuestionDialogProps {
  /** The bank id a training question or a battle review carries. */
  questionId: string;
  className?: string;
}

/**
 * "Report a problem": a small button that opens a dialog with the reasons and an optional note.
 * Once sent (or already sent before) the button says so and stays off for this question.
 */
export function ReportQuestionDialog({ questionId, className }: ReportQuestionDialogProps) {
  const { t } = useTranslation('questionReports');
  const { t: tc } = useTranslation('common');
  const noteId = useId();
  const report = useReportDialog({
    schema: reportFormSchema,
    send: (values) => reportQuestion(questionId, toReportBody(values)),
    failureOf: reportFailure,
  });
  const { done, failure } = report;

  return (
    <div className={cn('flex flex-col items-start gap-2', className)}>
      <Dialog open={report.open} onOpenChange={report.onOpenChange}>
        <DialogTrigger asChild>
          <Button variant="ghost" size="sm" disabled={done} data-testid="report-question" data-question-id={questionId}>
            {done ? <Check className="h-4 w-4" aria-hidden /> : <Flag className="h-4 w-4" aria-hidden />}
            {done ? t('report.sentShort') : t('report.open')}
          </Button>
        </DialogTrigger>
        <DialogContent title={t('report.title')} description={t('report.description')} closeLabel={tc('actions.close')}>
          <form noValidate className="flex flex-col gap-4" onSubmit={report.onSubmit} aria-busy={report.pending}>
            <ReportFormFields
              idBase={noteId}
              reasons={QUESTION_REPORT_REASONS}
              reasonText={(reason) => t(`report.reasons.${reason}`)}
              {...report.fields}
              noteMax={QUESTION_REPORT_LIMITS.noteMax}
              texts={{
                reason: t('report.reason'),
                reasonRequired: t('report.reasonRequired'),
                note: t('report.note'),
                noteHint: t('report.noteHint', { max: QUESTION_REPORT_LIMITS.noteMax }),
                noteTooLong: t('report.noteTooLong', { max: QUESTION_REPORT_LIMITS.noteMax }),
                cancel: t('report.cancel'),
                send: t('report.submit'),
                sending: t('report.submitting'),
              }}
              failure={failure ? t(`report.errors.${failure}`) : null}
            />
          </form>
        </DialogContent>
      </Dialog>
      {report.sent ? (
        <p role="status" className="text-xs text-success" data-testid="report-sent">
          {t('report.sent')}
        </p>
      ) : null}
    </div>
  );
}
