import { useCallback, useState } from 'react';
import { readItem, writeItem } from '../../../lib/storage';

/**
 * Remembers on this device whether a tap on an answer only picks it (a second step, the
 * Submit button, sends it). Off by default: one tap answers, as in QuizUp or Kahoot.
 */
export const CONFIRM_ANSWERS_KEY = 'battleConfirmAnswers';

export function useConfirmAnswersPreference(): { confirm: boolean; toggle: () => void } {
  const [confirm, setConfirm] = useState(() => readItem(CONFIRM_ANSWERS_KEY) === 'true');
  const toggle = useCallback(() => {
    setConfirm((current) => {
      writeItem(CONFIRM_ANSWERS_KEY, String(!current));
      return !current;
    });
  }, []);
  return { confirm, toggle };
}
