import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn';

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox (keyboard and form behaviour for free) with a themed look and a large hit area. */
export function Checkbox({ label, error, id, className, ...rest }: CheckboxProps) {
  const errorId = id ? `${id}-error` : undefined;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="flex cursor-pointer items-start gap-3 text-sm text-muted">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer rounded-md border-line bg-canvas accent-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
          {...rest}
        />
        <span>{label}</span>
      </label>
      {error ? (
        <p id={errorId} className="pl-8 text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
