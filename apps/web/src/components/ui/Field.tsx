import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface FieldControlProps {
  id: string;
  invalid: boolean;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  label: ReactNode;
  /** Guidance shown under the control while there is no error. */
  hint?: ReactNode;
  /** An error replaces the hint and is announced. */
  error?: ReactNode;
  /** A live status (e.g. "checking…", "username available"); shown when there is no error, and announced. */
  status?: ReactNode;
  statusTone?: 'success' | 'muted';
  /** Extra content on the label row (e.g. a "forgot password" link). */
  labelAside?: ReactNode;
  className?: string;
  /** Renders the control with the ids that tie it to its label and messages. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, a control and its hint or error, wired for screen readers. */
export function Field({ label, hint, error, status, statusTone = 'success', labelAside, className, children }: FieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? status ?? hint;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-fg">
          {label}
        </label>
        {labelAside}
      </div>
      {children({ id, invalid: Boolean(error), 'aria-describedby': message ? messageId : undefined })}
      {message ? (
        <p
          id={messageId}
          aria-live={error || status ? 'polite' : undefined}
          className={cn('text-xs', error ? 'text-danger' : status && statusTone === 'success' ? 'text-success' : 'text-muted')}
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}
