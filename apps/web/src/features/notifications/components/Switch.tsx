import { cn } from '../../../lib/cn';

interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The switch's accessible name (a table cell has no visible label of its own). */
  label: string;
  disabled?: boolean;
  describedBy?: string;
  testId?: string;
}

/** An on/off switch: a button with role="switch" (Space and Enter toggle it), themed for both states. */
export function Switch({ checked, onCheckedChange, label, disabled = false, describedBy, testId }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-describedby={describedBy}
      disabled={disabled}
      data-testid={testId}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
        'disabled:cursor-not-allowed disabled:opacity-50',
        checked ? 'border-accent bg-accent' : 'border-line bg-raised',
      )}
    >
      <span
        aria-hidden
        className={cn(
          'inline-block h-4 w-4 rounded-full shadow transition-transform',
          checked ? 'translate-x-6 bg-on-accent' : 'translate-x-1 bg-muted',
        )}
      />
    </button>
  );
}
