import { useId, useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { inputClasses } from '../../../components/ui/Input';
import { cn } from '../../../lib/cn';
import { isSubmitShortcut } from '../format';

interface TextBoxProps {
  label: string;
  /** Shown as a visible label, or only to screen readers. */
  hideLabel?: boolean;
  placeholder: string;
  submitLabel: string;
  max: number;
  pending: boolean;
  /** Sends the trimmed text; resolves true when it was accepted (the box then empties). */
  onSubmit: (content: string) => Promise<boolean>;
  onCancel?: () => void;
  cancelLabel?: string;
  error?: string | null;
  rows?: number;
  textareaRef?: Ref<HTMLTextAreaElement>;
  testId?: string;
}

/** The comment and reply box: character count, Ctrl/Cmd+Enter sends (spec section 5). */
export function TextBox(props: TextBoxProps) {
  const {
    label,
    hideLabel,
    placeholder,
    submitLabel,
    max,
    pending,
    onSubmit,
    onCancel,
    cancelLabel,
    error,
    rows = 3,
    textareaRef,
    testId,
  } = props;
  const { t, i18n } = useTranslation('debates');
  const id = useId();
  const [text, setText] = useState('');
  const trimmed = text.trim();
  const tooLong = trimmed.length > max;
  const canSend = trimmed.length > 0 && !tooLong && !pending;
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);

  const send = async () => {
    if (!canSend) return;
    if (await onSubmit(trimmed)) setText('');
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (isSubmitShortcut(event)) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-2" noValidate data-testid={testId}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-sm font-medium text-fg'}>
        {label}
      </label>
      <textarea
        id={id}
        ref={textareaRef}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={handleKeyDown}
        placeholder={placeholder}
        rows={rows}
        aria-invalid={tooLong || Boolean(error) || undefined}
        aria-describedby={`${id}-count ${id}-hint`}
        className={cn(inputClasses(tooLong), 'h-auto min-h-20 resize-y py-2.5 leading-relaxed')}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted">
          <span id={`${id}-count`} className={cn('tabular-nums', tooLong && 'text-danger')}>
            {t('comments.chars', { used: number.format(trimmed.length), max: number.format(max) })}
          </span>
          <span id={`${id}-hint`} className="ml-2 hidden sm:inline">
            {t('comments.shortcut')}
          </span>
        </p>
        <div className="flex gap-2">
          {onCancel ? (
            <Button variant="ghost" size="sm" onClick={onCancel}>
              {cancelLabel}
            </Button>
          ) : null}
          <Button type="submit" size="sm" disabled={!canSend} loading={pending}>
            {submitLabel}
          </Button>
        </div>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </form>
  );
}
