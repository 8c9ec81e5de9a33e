import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/Badge';
import { cn } from '../../../lib/cn';
import type { ConnectionBadgeState } from '../session/connectionBadge';

const TONES: Record<ConnectionBadgeState, BadgeTone> = {
  connecting: 'info',
  checking: 'info',
  connected: 'success',
  reconnecting: 'warning',
  disconnected: 'danger',
};

/** The battle connection's state as a small badge with a status dot; changes are announced. */
export function ConnectionBadge({ state, className }: { state: ConnectionBadgeState; className?: string }) {
  const { t } = useTranslation('battles');
  return (
    <Badge
      tone={TONES[state]}
      role="status"
      aria-label={t('connection.label', { status: t(`connection.${state}`) })}
      className={className}
      data-testid="connection-badge"
      data-state={state}
    >
      <span
        aria-hidden
        className={cn('h-1.5 w-1.5 rounded-full bg-current', state !== 'connected' && state !== 'disconnected' && 'animate-pulse')}
      />
      {t(`connection.${state}`)}
    </Badge>
  );
}
