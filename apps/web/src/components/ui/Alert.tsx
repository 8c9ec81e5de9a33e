import { AlertCircle, CheckCircle2, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const tones = {
  error: { box: 'border-danger/40 bg-danger-soft/70 text-danger', Icon: AlertCircle },
  success: { box: 'border-success/40 bg-success/10 text-success', Icon: CheckCircle2 },
  info: { box: 'border-info/40 bg-info/10 text-info', Icon: Info },
} as const;

interface AlertProps {
  tone?: keyof typeof tones;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A message box; errors are announced immediately (role=alert), others politely. */
export function Alert({ tone = 'error', title, children, className }: AlertProps) {
  const { box, Icon } = tones[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cn('flex gap-3 rounded-xl border p-3.5 text-sm', box, className)}>
      <Icon className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
      <div className="flex flex-col gap-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className={title ? 'text-fg/90' : undefined}>{children}</div> : null}
      </div>
    </div>
  );
}
