import { zodResolver } from '@hookform/resolvers/zod';
import { QUESTION_REPORT_LIMITS, QUESTION_REPORT_REASONS } from '@fanclash/protocol';
import { useMutation } from '@tanstack/react-query';
import { Check, Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../components/ui/Dialog';
import { inputClasses } from '../../components/ui/Input';
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
            <fieldset className="flex flex-col gap-2" aria-describedby={formState.errors.reason ? `${noteId}-reason` : undefined}>
              <legend className="mb-1 text-sm font-medium text-fg">{t('report.reason')}</legend>
              {QUESTION_REPORT_REASONS.map((reason) => (
                <label
                  key={reason}
                  className="flex cursor-pointer items-center gap-3 rounded-lg border border-line px-3 py-2 text-sm text-fg has-[:checked]:border-accent has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent"
                >
                  <input
                    type="radio"
                    value={reason}
                    className="h-4 w-4 accent-accent"
                    {...register('reason')}
                    data-testid={`report-reason-${reason}`}
                  />
                  {t(`report.reasons.${reason}`)}
                </label>
              ))}
              {formState.errors.reason ? (
                <p id={`${noteId}-reason`} className="text-xs text-danger" aria-live="polite">
                  {t('report.reasonRequired')}
                </p>
              ) : null}
            </fieldset>
            <div className="flex flex-col gap-1.5">
              <label htmlFor={noteId} className="text-sm font-medium text-fg">
                {t('report.note')}
              </label>
              <textarea
                id={noteId}
                rows={3}
                maxLength={QUESTION_REPORT_LIMITS.noteMax}
                aria-invalid={formState.errors.note ? true : undefined}
                aria-describedby={`${noteId}-hint`}
                className={cn(inputClasses(Boolean(formState.errors.note)), 'h-auto min-h-20 resize-y py-2')}
                data-testid="report-note"
                {...register('note')}
              />
              <p id={`${noteId}-hint`} className={cn('text-xs', formState.errors.note ? 'text-danger' : 'text-muted')}>
                {formState.errors.note
                  ? t('report.noteTooLong', { max: QUESTION_REPORT_LIMITS.noteMax })
                  : t('report.noteHint', { max: QUESTION_REPORT_LIMITS.noteMax })}
              </p>
            </div>
            {failure ? <Alert>{t(`report.errors.${failure}`)}</Alert> : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogClose asChild>
                <Button variant="secondary">{t('report.cancel')}</Button>
              </DialogClose>
              <Button
                type="submit"
                loading={send.isPending}
                disabled={send.isPending || failure === 'already_reported'}
                data-testid="report-submit"
              >
                {send.isPending ? t('report.submitting') : t('report.submit')}
              </Button>
            </div>
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
