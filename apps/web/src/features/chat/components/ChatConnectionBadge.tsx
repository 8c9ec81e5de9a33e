import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/Badge';
import { cn } from '../../../lib/cn';
import type { ChatSocketStatus } from '../chatSocket';

const TONES: Record<ChatSocketStatus, BadgeTone> = { connecting: 'info', connected: 'success', disconnected: 'danger' };

/** The chat connection's state (spec section 4: disconnected, connecting, connected); changes are announced. */
export function ChatConnectionBadge({ status, className }: { status: ChatSocketStatus; className?: string }) {
  const { t } = useTranslation('chat');
  return (
    <Badge
      tone={TONES[status]}
      role="status"
      aria-label={t('connection.label', { status: t(`connection.${status}`) })}
      className={className}
      data-testid="chat-connection"
      data-state={status}
    >
      <span aria-hidden className={cn('h-1.5 w-1.5 rounded-full bg-current', status === 'connecting' && 'animate-pulse')} />
      <span className="hidden sm:inline">{t(`connection.${status}`)}</span>
    </Badge>
  );
}
