import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MyAnswer } from '../../session/sessionState';

interface RoundFeedbackProps {
  myAnswer: MyAnswer | null;
  correctAnswer: string;
}

/** Right or wrong (with the correct answer), or time's up when no answer counted. */
export function RoundFeedback({ myAnswer, correctAnswer }: RoundFeedbackProps) {
  const { t } = useTranslation('battles');
  const [tone, Icon, text] = !myAnswer
    ? (['text-warning border-warning/40 bg-warning/10', Clock, t('quiz.timeUp', { answer: correctAnswer })] as const)
    : myAnswer.correct
      ? (['text-success border-success/40 bg-success/10', CheckCircle2, t('quiz.correct', { count: myAnswer.points })] as const)
      : (['text-danger border-danger/40 bg-danger/10', XCircle, t('quiz.wrong', { answer: correctAnswer })] as const);
  return (
    <p
      role="status"
      className={`flex animate-fade-in items-center gap-2 rounded-xl border px-3.5 py-2.5 text-sm font-semibold ${tone}`}
      data-testid="round-feedback"
    >
      <Icon className="h-5 w-5 shrink-0" aria-hidden />
      {text}
    </p>
  );
}
