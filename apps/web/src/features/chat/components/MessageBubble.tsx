import type { ChatMessage } from '@fanclash/protocol';
import { AlertCircle, Check, CheckCheck, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { formatFull, formatTime } from '../dateLabel';
import type { PendingMessage } from '../thread';
import { useChatErrorText } from '../hooks/useChatErrorText';
import { UserText } from '../../../components/UserText';
import { HiddenByModerator, HiddenForMe } from '../../reports/components/Hideable';
import { ReportButton } from '../../reports/components/ReportButton';

const bubble = 'max-w-[85%] rounded-2xl px-3.5 py-2 text-[15px] leading-snug whitespace-pre-wrap break-words sm:max-w-[70%] sm:text-sm';

/** One stored message. The text is rendered as text (React escapes it), never as HTML. */
export function MessageBubble({ message, mine }: { message: ChatMessage; mine: boolean }) {
  const { t, i18n } = useTranslation('chat');
  const when = new Date(message.timestamp);
  const locale = i18n.resolvedLanguage ?? 'en';
  return (
    <li
      className={cn('flex flex-col gap-0.5', mine ? 'items-end' : 'items-start')}
      data-testid="chat-message"
      data-id={message.id}
      data-mine={mine}
    >
      <HiddenForMe kind="chat_message" id={String(message.id)}>
        <p
          className={cn(bubble, mine ? 'rounded-br-md bg-accent text-on-accent' : 'rounded-bl-md border border-line/70 bg-raised text-fg')}
        >
          <UserText>{message.message}</UserText>
        </p>
      </HiddenForMe>
      <HiddenByModerator hidden={message.hidden_by_moderator} />
      <span className="flex items-center gap-1 px-1 text-[11px] text-muted">
        <time dateTime={message.timestamp} title={formatFull(when, locale)}>
          {formatTime(when, locale)}
        </time>
        {mine ? (
          message.is_read ? (
            <CheckCheck className="h-3.5 w-3.5 text-accent" aria-label={t('conversation.read')} data-testid="read-mark" />
          ) : (
            <Check className="h-3.5 w-3.5" aria-label={t('conversation.sent')} />
          )
        ) : (
          <ReportButton kind="chat_message" targetId={String(message.id)} author={message.sender} compact />
        )}
      </span>
    </li>
  );
}

/** A message on its way, or one that failed (with the reason and a retry). */
export function PendingBubble({ pending, onRetry }: { pending: PendingMessage; onRetry: (clientId: string) => void }) {
  const { t } = useTranslation('chat');
  const errorText = useChatErrorText();
  const failed = pending.status === 'failed';
  return (
    <li className="flex flex-col items-end gap-0.5" data-testid="chat-pending" data-status={pending.status}>
      <p className={cn(bubble, 'rounded-br-md bg-accent/60 text-on-accent', failed && 'border border-danger bg-danger-soft text-fg')}>
        <UserText>{pending.message}</UserText>
      </p>
      <span className="flex items-center gap-1 px-1 text-[11px] text-muted" role={failed ? 'alert' : undefined}>
        {failed ? (
          <>
            <AlertCircle className="h-3.5 w-3.5 text-danger" aria-hidden />
            <span className="text-danger">
              {t('conversation.failed')}
              {pending.code ? ` — ${errorText(pending.code)}` : ''}
            </span>
            <button
              type="button"
              className="font-semibold text-accent underline-offset-2 hover:underline"
              onClick={() => onRetry(pending.client_id)}
            >
              {t('conversation.retrySend')}
            </button>
          </>
        ) : (
          <>
            <Clock className="h-3.5 w-3.5" aria-hidden />
            {t('conversation.sending')}
          </>
        )}
      </span>
    </li>
  );
}
