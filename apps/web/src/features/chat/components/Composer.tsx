import { CHAT_LIMITS } from '@fanclash/protocol';
import { SendHorizontal } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { cn } from '../../../lib/cn';
import type { ChatSocketStatus } from '../chatSocket';
import { EmojiPicker } from './EmojiPicker';

interface ComposerProps {
  friend: string;
  connection: ChatSocketStatus;
  /** Nothing can be sent (the conversation was refused). */
  disabled?: boolean;
  onSend: (text: string) => boolean;
}

/** Shown once fewer characters than this are left. */
const COUNTER_FROM = 100;

/**
 * Text input, emoji picker and send button. Enter sends, Shift+Enter starts a new line; send is
 * disabled while connecting or with nothing to send (spec sections 2 and 5). While the socket is
 * down the message goes by REST, so sending stays possible.
 */
export function Composer({ friend, connection, disabled = false, onSend }: ComposerProps) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const trimmed = text.trim();
  const canSend = !disabled && connection !== 'connecting' && trimmed.length > 0 && trimmed.length <= CHAT_LIMITS.messageMax;
  const remaining = CHAT_LIMITS.messageMax - text.length;

  const submit = () => {
    if (!canSend) return;
    if (onSend(text)) setText('');
    input.current?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an input method composes a word belongs to the input method.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const insertEmoji = (emoji: string) => {
    const field = input.current;
    const start = field?.selectionStart ?? text.length;
    const end = field?.selectionEnd ?? text.length;
    const next = `${text.slice(0, start)}${emoji}${text.slice(end)}`;
    if (next.length > CHAT_LIMITS.messageMax) return;
    setText(next);
    requestAnimationFrame(() => {
      field?.focus();
      field?.setSelectionRange(start + emoji.length, start + emoji.length);
    });
  };

  return (
    <form
      className="flex flex-col gap-1 border-t border-line/70 bg-surface/80 p-2 sm:p-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {connection === 'disconnected' && !disabled ? <p className="px-1 text-xs text-warning">{t('composer.offline')}</p> : null}
      <div className="flex items-end gap-1.5 sm:gap-2">
        <EmojiPicker onPick={insertEmoji} disabled={disabled} />
        <label className="sr-only" htmlFor="chat-input">
          {t('composer.label', { username: friend })}
        </label>
        <textarea
          id="chat-input"
          ref={input}
          data-testid="chat-input"
          rows={1}
          value={text}
          maxLength={CHAT_LIMITS.messageMax}
          disabled={disabled}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={handleKeyDown}
          placeholder={t('composer.placeholder')}
          aria-describedby="chat-input-hint"
          className={cn(
            'field-sizing-content max-h-36 min-h-11 flex-1 resize-none rounded-xl border border-line bg-canvas/70 px-3.5 py-2.5 text-base text-fg',
            'placeholder:text-muted/70 hover:border-line-strong focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-accent/50 sm:text-sm',
            'disabled:cursor-not-allowed disabled:opacity-60',
          )}
        />
        <Button type="submit" size="icon" disabled={!canSend} aria-label={t('composer.send')} data-testid="chat-send" className="h-11 w-11">
          <SendHorizontal className="h-5 w-5" aria-hidden />
        </Button>
      </div>
      <p id="chat-input-hint" className="flex justify-between gap-2 px-1 text-[11px] text-muted">
        <span className="hidden sm:inline">{t('composer.hint')}</span>
        {remaining < COUNTER_FROM ? (
          <span aria-live="polite" className={cn('ml-auto', remaining <= 0 && 'text-danger')}>
            {t('composer.remaining', { count: Math.max(0, remaining) })}
          </span>
        ) : null}
      </p>
    </form>
  );
}
