import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn';
import { Input, type InputProps } from './Input';

interface PasswordInputProps extends Omit<InputProps, 'type'> {
  /** Accessible names of the toggle, in the current language. */
  showLabel: string;
  hideLabel: string;
}

/** A password input with a show/hide toggle (spec section 2). */
export function PasswordInput({ showLabel, hideLabel, className, ...rest }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input type={visible ? 'text' : 'password'} className={cn('pr-12', className)} {...rest} />
      <button
        type="button"
        onClick={() => setVisible((value) => !value)}
        aria-label={visible ? hideLabel : showLabel}
        aria-pressed={visible}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-xl text-muted hover:text-fg focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent"
      >
        {visible ? <EyeOff className="h-5 w-5" aria-hidden /> : <Eye className="h-5 w-5" aria-hidden />}
      </button>
    </div>
  );
}
