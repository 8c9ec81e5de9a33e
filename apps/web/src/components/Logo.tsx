import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';

/** The bolt mark, shared with the favicon. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden className={cn('h-8 w-8', className)}>
      <rect width="64" height="64" rx="14" className="fill-accent" />
      <path d="M36 6 14 36h14l-4 22 26-32H36l4-20z" className="fill-canvas" />
    </svg>
  );
}

/** Logo linking to `to` (the landing page for visitors, the dashboard for players). */
export function Logo({ to, className }: { to: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={to}
      className={cn(
        'flex items-center gap-2.5 rounded-lg text-lg font-black tracking-tight text-fg uppercase italic focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent',
        className,
      )}
    >
      <LogoMark />
      <span>{t('appName')}</span>
    </Link>
  );
}
