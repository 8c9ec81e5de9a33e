import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../lib/cn';
import { useBattleLabels } from '../../../battle-history/hooks/useBattleLabels';
import { byPlayer } from '../../session/byPlayer';
import type { RoundAnswers } from '../../session/sessionState';

/** 2v2 (issue 32): once a question has closed, what my teammate answered and what it scored. */
export function TeammateAnswer({ teammate, answers }: { teammate: string; answers: RoundAnswers }) {
  const { t } = useTranslation('battles');
  const name = useBattleLabels().playerName(teammate);
  const answer = byPlayer(answers, teammate);
  if (!answer) return null;
  const [tone, Icon, text] = !answer.answer
    ? (['text-muted', Clock, t('teams.teammateNoAnswer', { name })] as const)
    : answer.correct
      ? (['text-success', CheckCircle2, t('teams.teammateRight', { name, answer: answer.answer, count: answer.points })] as const)
      : (['text-danger', XCircle, t('teams.teammateWrong', { name, answer: answer.answer })] as const);
  return (
    <p className={cn('flex animate-fade-in items-center gap-2 text-sm font-medium', tone)} data-testid="teammate-answer">
      <Icon className="h-4 w-4 shrink-0" aria-hidden />
      <span className="min-w-0">{text}</span>
    </p>
  );
}
