import { MODERATION_LIMITS, type ModerationAction, type ReportKind } from '@fanclash/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button, type ButtonVariant } from '../../../components/ui/Button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../../components/ui/Dialog';
import { inputClasses } from '../../../components/ui/Input';
import { Select } from '../../../components/ui/Select';
import { ApiError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { useLiveErrorText } from '../../battles/hooks/useLiveErrorText';
import { moderationKeys, postAction } from '../api';

/** Lengths offered for a mute, and for a suspension ('' = until lifted). */
export const MUTE_HOURS = ['1', '24', '168', '720'] as const;
export const SUSPEND_HOURS = ['24', '168', '720', ''] as const;

interface ActionDialogProps {
  action: ModerationAction;
  kind: ReportKind;
  targetId: string;
  /** Who the action falls on (shown in the dialog). */
  subject: string | null;
  variant?: ButtonVariant;
}

/** One moderation action: a button, then a dialog asking the reason (and, for a mute or suspension, how long). */
export function ActionDialog({ action, kind, targetId, subject, variant = 'secondary' }: ActionDialogProps) {
  const { t } = useTranslation('moderation');
  const { t: tc } = useTranslation('common');
  const errorText = useLiveErrorText();
  const client = useQueryClient();
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [hours, setHours] = useState<string>(action === 'mute' ? '24' : '');
  const [missingReason, setMissingReason] = useState(false);
  const options = action === 'mute' ? MUTE_HOURS : action === 'suspend' ? SUSPEND_HOURS : null;

  const run = useMutation({
    mutationFn: () =>
      postAction({
        action,
        kind,
        target_id: targetId,
        reason: reason.trim(),
        ...(options && hours !== '' ? { hours: Number(hours) } : {}),
      }),
    onSuccess: async () => {
      setOpen(false);
      await client.invalidateQueries({ queryKey: moderationKeys.all });
    },
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setReason('');
          setMissingReason(false);
          run.reset();
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant={variant} size="sm" data-testid={`moderation-${action}`}>
          {t(`actions.${action}`)}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t(`dialog.title.${action}`)}
        description={subject ? t('dialog.subject', { name: subject }) : t('dialog.noSubject')}
        closeLabel={tc('actions.close')}
      >
        <form
          noValidate
          className="flex flex-col gap-4"
          aria-busy={run.isPending}
          onSubmit={(event) => {
            event.preventDefault();
            if (reason.trim() === '') return setMissingReason(true);
            run.mutate();
          }}
        >
          {options ? (
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${ids}-hours`} className="text-sm font-medium text-fg">
                {t('dialog.length')}
              </label>
              <Select
                id={`${ids}-hours`}
                value={hours === '' ? 'forever' : hours}
                onValueChange={(value) => setHours(value === 'forever' ? '' : value)}
                options={options.map((h) => ({
                  value: h === '' ? 'forever' : h,
                  label: h === '' ? t('dialog.forever') : t('dialog.hours', { count: Number(h) }),
                }))}
              />
            </div>
          ) : null}
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${ids}-reason`} className="text-sm font-medium text-fg">
              {t('dialog.reason')}
            </label>
            <textarea
              id={`${ids}-reason`}
              rows={3}
              maxLength={MODERATION_LIMITS.reasonMax}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              aria-invalid={missingReason || undefined}
              aria-describedby={`${ids}-hint`}
              className={cn(inputClasses(missingReason), 'h-auto min-h-20 resize-y py-2')}
              data-testid="moderation-reason"
            />
            <p id={`${ids}-hint`} className={cn('text-xs', missingReason ? 'text-danger' : 'text-muted')} aria-live="polite">
              {missingReason ? t('dialog.reasonRequired') : t('dialog.reasonHint')}
            </p>
          </div>
          {run.isError ? (
            <Alert>
              {run.error instanceof ApiError && !run.error.isNetworkError
                ? errorText({ code: run.error.code, message: run.error.message })
                : t('dialog.failed')}
            </Alert>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">{t('dialog.cancel')}</Button>
            </DialogClose>
            <Button
              type="submit"
              variant={action === 'suspend' ? 'danger' : 'primary'}
              loading={run.isPending}
              data-testid="moderation-confirm"
            >
              {t(`actions.${action}`)}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
