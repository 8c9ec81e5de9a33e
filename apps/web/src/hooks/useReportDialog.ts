import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';

/** What every report form holds: a reason to pick and a note (empty when none). */
interface ReportFormInput extends FieldValues {
  reason?: string;
  note: string;
}

interface UseReportDialogOptions<Input extends ReportFormInput, Output, Failure extends string> {
  /** The feature's form schema (its messages are keys of the feature's texts). */
  schema: z.ZodType<Output, Input>;
  /** Sends the checked values (the feature's API call). */
  send: (values: Output) => Promise<unknown>;
  /** Which text explains a refusal; 'already_reported' counts as done. */
  failureOf: (error: unknown) => Failure;
}

/**
 * The state every report dialog shares (a question, a chat message, a debate, a comment, a
 * player): open or not, the form (reason and note), the send and its outcome. Opening it again
 * starts a fresh form, unless the report is done: sent now, or refused as sent before, for the
 * button must not invite a second try.
 */
export function useReportDialog<Input extends ReportFormInput, Output, Failure extends string>({
  schema,
  send,
  failureOf,
}: UseReportDialogOptions<Input, Output, Failure>) {
  const [open, setOpen] = useState(false);
  const { register, handleSubmit, formState, reset } = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    // Every report form starts with an empty note and no reason (ReportFormInput).
    defaultValues: { note: '' } as DefaultValues<Input>,
  });
  const mutation = useMutation({ mutationFn: send, onSuccess: () => setOpen(false) });
  const failure = mutation.isError ? failureOf(mutation.error) : null;
  const done = mutation.isSuccess || failure === 'already_reported';

  return {
    open,
    onOpenChange: (next: boolean) => {
      setOpen(next);
      if (next && !done) {
        reset({ note: '' } as DefaultValues<Input>);
        mutation.reset();
      }
    },
    onSubmit: handleSubmit((values) => mutation.mutate(values)),
    /** Sent in this dialog (not refused as sent before): the "sent" status line. */
    sent: mutation.isSuccess,
    done,
    failure,
    pending: mutation.isPending,
    /** The form's part of ReportFormFields' props. */
    fields: {
      reasonField: register('reason' as Path<Input>),
      noteField: register('note' as Path<Input>),
      reasonInvalid: Boolean(formState.errors.reason),
      noteInvalid: Boolean(formState.errors.note),
      pending: mutation.isPending,
      sendDisabled: failure === 'already_reported',
    },
  };
}
