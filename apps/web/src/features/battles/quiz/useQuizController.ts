import { useCallback, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useLiveErrorText } from '../hooks/useLiveErrorText';
import { useServerClock } from '../hooks/useServerNow';
import { useBattleErrors, useBattleSession } from '../session/useBattleSession';
import { freshSelection, selectionFor, selectionReducer, type AnswerLabel } from './answerSelection';
import { questionClock } from './timer';
import { useAnswerKeys } from './useAnswerKeys';
import { useConfirmAnswersPreference } from './useConfirmAnswersPreference';

/**
 * The quiz page's state and actions: the session, the server-timed clock, the player's pick
 * (one tap answers; keys pick and Enter sends; with the confirm setting a tap only picks too),
 * sending it, and battle errors shown as 'Battle error: {message}'.
 */
export function useQuizController() {
  const { t } = useTranslation('battles');
  const errorText = useLiveErrorText();
  const snapshot = useBattleSession();
  const { state, session } = snapshot;
  const question = state.question;
  // The page is drawn again only when what it shows from the clock changes: the question's
  // deadline passing (its timer keeps its own clock, QuestionTimer), a second of the pause or of
  // an absent opponent's grace, the countdown's end (useQuizNavigation).
  const serverNow = useServerClock(
    state.clockOffsetMs,
    {
      seconds: [state.phase === 'pause' ? state.nextQuestionAt : null, state.opponentAway?.forfeitAt],
      moments: [question?.deadline, state.phase === 'countdown' ? state.startsAt : null],
    },
    state.finished === null,
  );
  const [rawSelection, dispatch] = useReducer(selectionReducer, freshSelection(-1));

  const index = question?.index ?? -1;
  const selection = selectionFor(rawSelection, index);
  const clock = question ? questionClock(question.deadline, serverNow, question.durationMs) : null;
  // Spec section 4: no change once sent, while paused, after time is up or after the end.
  const open =
    state.phase === 'question' && question !== null && state.myAnswer === null && !selection.submitted && (clock?.seconds ?? 0) > 0;

  const toggle = useCallback((label: AnswerLabel) => dispatch({ type: 'toggle', questionIndex: index, label, open }), [index, open]);

  /** Sends the answer with `label`; false when the connection is gone (the player is told). */
  const send = useCallback(
    (label: AnswerLabel): boolean => {
      const answer = question?.question.answers.find((option) => option.label === label);
      if (!answer) return false;
      if (session.submitAnswer(index, answer.text)) return true;
      toast.error(t('errors.battle', { message: t('quiz.connectionLost') }));
      return false;
    },
    [question, session, index, t],
  );

  const submit = useCallback(() => {
    if (!open || selection.selected === null) return;
    if (send(selection.selected)) dispatch({ type: 'submitted', questionIndex: index });
  }, [open, selection.selected, send, index]);

  const confirmation = useConfirmAnswersPreference();
  const tap = useCallback(
    (label: AnswerLabel) => {
      if (confirmation.confirm) return toggle(label);
      if (open && send(label)) dispatch({ type: 'answered', questionIndex: index, label, open });
    },
    [confirmation.confirm, toggle, open, send, index],
  );

  useAnswerKeys(toggle, submit, question !== null && state.finished === null);
  useBattleErrors((error) => void toast.error(t('errors.battle', { message: errorText(error) })));

  return { snapshot, serverNow, selection, clock, open, tap, submit, confirmation, quit: () => session.quit() };
}

export type QuizController = ReturnType<typeof useQuizController>;
