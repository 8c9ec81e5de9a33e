import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '../../lib/cn';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

const base =
  'h-11 w-full rounded-xl border bg-canvas/70 px-3.5 text-base text-fg placeholder:text-muted/70 transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-0 disabled:cursor-not-allowed disabled:opacity-60 sm:text-sm';

/**
 * The field look in its normal or invalid state. The two never share a colour class: two
 * border colours on one element are decided by stylesheet order, not by the class list.
 */
export function inputClasses(invalid = false): string {
  return cn(
    base,
    invalid
      ? 'border-danger focus-visible:outline-danger/50'
      : 'border-line hover:border-line-strong focus-visible:border-accent focus-visible:outline-accent/50',
  );
}

export function Input({ invalid = false, className, ...rest }: InputProps) {
  return <input aria-invalid={invalid || undefined} className={cn(inputClasses(invalid), className)} {...rest} />;
}
