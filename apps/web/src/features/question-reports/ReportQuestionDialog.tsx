import { zodResolver } from '@hookform/resolvers/zod';
import { QUESTION_REPORT_LIMITS, QUESTION_REPORT_REASONS } from '@fanclash/protocol';
import { useMutation } from '@tanstack/react-query';
import { Check, Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/Dialog';
import { ReportFormFields } from '../../components/ReportFormFields';
import { cn } from '../../lib/cn';
import { reportQuestion } from './api';
import { reportFailure, reportFormSchema, toReportBody, type ReportFormValues } from './schema';

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
  const [open, setOpen] = useState(false);
  const noteId = useId();
  const { register, handleSubmit, formState, reset } = useForm<ReportFormValues>({
    resolver: zodResolver(reportFormSchema),
    defaultValues: { note: '' },
  });
  const send = useMutation({
    mutationFn: (values: ReportFormValues) => reportQuestion(questionId, toReportBody(reportFormSchema.parse(values))),
    onSuccess: () => setOpen(false),
  });
  const failure = send.isError ? reportFailure(send.error) : null;
  // Already reported earlier counts as done: the button must not invite a second try.
  const done = send.isSuccess || failure === 'already_reported';

  return (
    <div className={cn('flex flex-col items-start gap-2', className)}>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next && !done) {
            reset({ note: '' });
            send.reset();
          }
        }}
      >
        <DialogTrigger asChild>
          <Button variant="ghost" size="sm" disabled={done} data-testid="report-question" data-question-id={questionId}>
            {done ? <Check className="h-4 w-4" aria-hidden /> : <Flag className="h-4 w-4" aria-hidden />}
            {done ? t('report.sentShort') : t('report.open')}
          </Button>
        </DialogTrigger>
        <DialogContent title={t('report.title')} description={t('report.description')} closeLabel={tc('actions.close')}>
          <form
            noValidate
            className="flex flex-col gap-4"
            onSubmit={handleSubmit((values) => send.mutate(values))}
            aria-busy={send.isPending}
          >
            <ReportFormFields
              idBase={noteId}
              reasons={QUESTION_REPORT_REASONS}
              reasonText={(reason) => t(`report.reasons.${reason}`)}
              reasonField={register('reason')}
              noteField={register('note')}
              reasonInvalid={Boolean(formState.errors.reason)}
              noteInvalid={Boolean(formState.errors.note)}
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
              pending={send.isPending}
              sendDisabled={failure === 'already_reported'}
            />
          </form>
        </DialogContent>
      </Dialog>
      {send.isSuccess ? (
        <p role="status" className="text-xs text-success" data-testid="report-sent">
          {t('report.sent')}
        </p>
      ) : null}
    </div>
  );
}
