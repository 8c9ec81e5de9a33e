import { useTranslation } from 'react-i18next';
import { QuizView } from '../features/battles/quiz/components/QuizView';
import { useQuizController } from '../features/battles/quiz/useQuizController';
import { useQuizNavigation } from '../features/battles/quiz/useQuizNavigation';
import { useBattleExit } from '../features/battles/session/useBattleExit';
import { usePageTitle } from '../hooks/usePageTitle';

/** `/{id}/quiz`: the live battle, question by question, on the server's clock. */
export default function QuizPage() {
  const { t } = useTranslation('battles');
  usePageTitle(t('quiz.pageTitle'));
  const controller = useQuizController();
  const { state } = controller.snapshot;
  useQuizNavigation(state, controller.serverNow);
  useBattleExit(state.ended);
  return <QuizView controller={controller} />;
}
