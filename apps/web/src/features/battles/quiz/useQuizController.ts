import { useCallback, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useLiveErrorText } from '../hooks/useLiveErrorText';
import { useServerNow } from '../hooks/useServerNow';
import { useBattleErrors, useBattleSession } from '../session/useBattleSession';
import { freshSelection, selectionFor, selectionReducer, type AnswerLabel } from './answerSelection';
import { questionClock } from './timer';
import { useAnswerKeys } from './useAnswerKeys';

/** The timer is redrawn 5 times a second: smooth enough for the bar, cheap for the page. */
const TICK_MS = 200;

/**
 * The quiz page's state and actions: the session, the server-timed clock, the player's pick
 * (click or keys), sending it, and battle errors shown as 'Battle error: {message}'.
 */
export function useQuizController() {
  const { t } = useTranslation('battles');
  const errorText = useLiveErrorText();
  const snapshot = useBattleSession();
  const { state, session } = snapshot;
  const serverNow = useServerNow(state.clockOffsetMs, TICK_MS, state.finished === null);
  const [rawSelection, dispatch] = useReducer(selectionReducer, freshSelection(-1));

  const question = state.question;
  const index = question?.index ?? -1;
  const selection = selectionFor(rawSelection, index);
  const clock = question ? questionClock(question.deadline, serverNow, question.durationMs) : null;
  // Spec section 4: no change once sent, while paused, after time is up or after the end.
  const open =
    state.phase === 'question' && question !== null && state.myAnswer === null && !selection.submitted && (clock?.seconds ?? 0) > 0;

  const toggle = useCallback((label: AnswerLabel) => dispatch({ type: 'toggle', questionIndex: index, label, open }), [index, open]);

  const submit = useCallback(() => {
    if (!open || !question || selection.selected === null) return;
    const answer = question.question.answers.find((option) => option.label === selection.selected);
    if (!answer) return;
    if (session.submitAnswer(index, answer.text)) dispatch({ type: 'submitted', questionIndex: index });
    else toast.error(t('errors.battle', { message: t('quiz.connectionLost') }));
  }, [open, question, selection.selected, session, index, t]);

  useAnswerKeys(toggle, submit, question !== null && state.finished === null);
  useBattleErrors((error) => void toast.error(t('errors.battle', { message: errorText(error) })));

  return { snapshot, serverNow, selection, clock, open, toggle, submit, quit: () => session.quit() };
}

export type QuizController = ReturnType<typeof useQuizController>;
