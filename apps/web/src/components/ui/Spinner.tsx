import { cn } from '../../lib/cn';

const sizes = { sm: 'h-4 w-4 border-2', md: 'h-6 w-6 border-2', lg: 'h-10 w-10 border-[3px]' } as const;

interface SpinnerProps {
  size?: keyof typeof sizes;
  className?: string;
  /** Announced to screen readers; omit when a nearby text already says what is loading. */
  label?: string;
}

export function Spinner({ size = 'md', className, label }: SpinnerProps) {
  return (
    <span
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn('inline-block shrink-0 animate-spin rounded-full border-current border-r-transparent', sizes[size], className)}
    />
  );
}

/** A centred spinner with a visible caption, for a page or a section that is loading. */
export function LoadingBlock({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={cn('flex flex-col items-center justify-center gap-3 py-16 text-muted', className)}>
      <Spinner size="lg" className="text-accent" />
      <span className="text-sm">{label}</span>
    </div>
  );
}
