import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

interface SettingsSectionProps {
  icon: ReactNode;
  title: string;
  description: string;
  tone?: 'default' | 'danger';
  testId?: string;
  children: ReactNode;
}

/** One block of the Account tab: icon, heading, what it does, its controls. */
export function SettingsSection({ icon, title, description, tone = 'default', testId, children }: SettingsSectionProps) {
  const headingId = `${testId ?? title}-heading`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid={testId}
      className={cn(
        'flex flex-col gap-4 rounded-2xl border p-5 sm:p-6',
        tone === 'danger' ? 'border-danger/40 bg-danger-soft/30' : 'border-line bg-surface/80',
      )}
    >
      <div className="flex items-start gap-3">
        <span
          className={cn(
            'flex h-10 w-10 shrink-0 items-center justify-center rounded-xl',
            tone === 'danger' ? 'bg-danger/15 text-danger' : 'bg-accent/10 text-accent',
          )}
        >
          {icon}
        </span>
        <div className="flex flex-col gap-1">
          <h2 id={headingId} className="text-lg font-bold text-fg">
            {title}
          </h2>
          <p className="text-sm text-muted">{description}</p>
        </div>
      </div>
      {children}
    </section>
  );
}
