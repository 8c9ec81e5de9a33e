import type { UseFormRegisterReturn } from 'react-hook-form';
import { Alert } from './ui/Alert';
import { Button } from './ui/Button';
import { DialogClose } from './ui/Dialog';
import { inputClasses } from './ui/Input';
import { cn } from '../lib/cn';

/** The words of one report form, in the caller's feature's texts. */
export interface ReportFormTexts {
  readonly reason: string;
  readonly reasonRequired: string;
  readonly note: string;
  readonly noteHint: string;
  readonly noteTooLong: string;
  readonly cancel: string;
  readonly send: string;
  readonly sending: string;
}

interface ReportFormFieldsProps<Reason extends string> {
  /** A unique id base (useId) for the fields' labels and hints. */
  idBase: string;
  reasons: readonly Reason[];
  reasonText: (reason: Reason) => string;
  reasonField: UseFormRegisterReturn;
  noteField: UseFormRegisterReturn;
  reasonInvalid: boolean;
  noteInvalid: boolean;
  noteMax: number;
  texts: ReportFormTexts;
  /** The refusal's text, shown above the buttons. */
  failure: string | null;
  pending: boolean;
  /** Sending again cannot help (already reported). */
  sendDisabled: boolean;
}

/**
 * The inside of a report dialog's form: a reason to pick, an optional note with its limit, the
 * refusal if any, Cancel and Send. One form for reporting a question (question-reports) and
 * reporting a player or what they wrote (reports).
 */
export function ReportFormFields<Reason extends string>({
  idBase,
  reasons,
  reasonText,
  reasonField,
  noteField,
  reasonInvalid,
  noteInvalid,
  noteMax,
  texts,
  failure,
  pending,
  sendDisabled,
}: ReportFormFieldsProps<Reason>) {
  return (
    <>
      <fieldset className="flex flex-col gap-2" aria-describedby={reasonInvalid ? `${idBase}-reason` : undefined}>
        <legend className="mb-1 text-sm font-medium text-fg">{texts.reason}</legend>
        {reasons.map((reason) => (
          <label
            key={reason}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-line px-3 py-2 text-sm text-fg has-[:checked]:border-accent has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent"
          >
            <input type="radio" value={reason} className="h-4 w-4 accent-accent" {...reasonField} data-testid={`report-reason-${reason}`} />
            {reasonText(reason)}
          </label>
        ))}
        {reasonInvalid ? (
          <p id={`${idBase}-reason`} className="text-xs text-danger" aria-live="polite">
            {texts.reasonRequired}
          </p>
        ) : null}
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${idBase}-note`} className="text-sm font-medium text-fg">
          {texts.note}
        </label>
        <textarea
          id={`${idBase}-note`}
          rows={3}
          maxLength={noteMax}
          aria-invalid={noteInvalid ? true : undefined}
          aria-describedby={`${idBase}-hint`}
          className={cn(inputClasses(noteInvalid), 'h-auto min-h-20 resize-y py-2')}
          data-testid="report-note"
          {...noteField}
        />
        <p id={`${idBase}-hint`} className={cn('text-xs', noteInvalid ? 'text-danger' : 'text-muted')}>
          {noteInvalid ? texts.noteTooLong : texts.noteHint}
        </p>
      </div>
      {failure ? <Alert>{failure}</Alert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">{texts.cancel}</Button>
        </DialogClose>
        <Button type="submit" loading={pending} disabled={pending || sendDisabled} data-testid="report-submit">
          {pending ? texts.sending : texts.send}
        </Button>
      </div>
    </>
  );
}
