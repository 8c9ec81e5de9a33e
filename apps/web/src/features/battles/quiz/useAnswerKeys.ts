import { useEffect, useRef } from 'react';
import { answerKeyCommand } from './answerKeys';
import type { AnswerLabel } from './answerSelection';

/** Marks the answer buttons: Enter on one of them sends the pick instead of toggling it. */
export const ANSWER_OPTION_ATTRIBUTE = 'data-answer-option';

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/** The quiz's keyboard: 1-4 / A-D pick, Enter sends; other controls (and open dialogs) keep their keys. */
export function useAnswerKeys(onPick: (label: AnswerLabel) => void, onSubmit: () => void, enabled: boolean): void {
  const handlers = useRef({ onPick, onSubmit });
  useEffect(() => {
    handlers.current = { onPick, onSubmit };
  }, [onPick, onSubmit]);

  useEffect(() => {
    if (!enabled) return undefined;
    const handleKeyDown = (event: KeyboardEvent) => {
      const command = answerKeyCommand(event);
      if (!command || event.defaultPrevented || isTyping(event.target)) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('[role="dialog"], [role="alertdialog"]')) return;
      if (command.type === 'submit') {
        // Enter on another button or link does what that control does.
        const control = target?.closest('button, a');
        if (control && !control.hasAttribute(ANSWER_OPTION_ATTRIBUTE)) return;
        event.preventDefault();
        handlers.current.onSubmit();
        return;
      }
      event.preventDefault();
      handlers.current.onPick(command.label);
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [enabled]);
}
