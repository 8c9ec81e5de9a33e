import { CheckCircle2, Hourglass, Sparkles, Swords, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../../components/ui/Spinner';
import { cn } from '../../../../lib/cn';
import { motivationKey } from '../motivation';
import type { QuizStatus } from '../quizStatus';

/**
 * The line above the question: motivation and the next-question countdown, waiting, finished.
 * `team` (2v2): the wait is for the three others, and the scoreboard shows who has answered.
 */
export function QuizStatusLine({ status, opponent, team = false }: { status: QuizStatus; opponent: string; team?: boolean }) {
  const { t } = useTranslation('battles');
  const waitingText = team ? t('teams.waitingOthers') : t('quiz.waitingOpponent');
  const [icon, main, sub]: [ReactNode, string, string | null] = (() => {
    switch (status.kind) {
      case 'completed':
        return [<Trophy key="i" className="h-5 w-5 text-accent" aria-hidden />, t('quiz.completed'), null];
      case 'finishedMyQuiz':
        return [
          <CheckCircle2 key="i" className="h-5 w-5 text-success" aria-hidden />,
          t('quiz.finished'),
          status.waiting ? waitingText : null,
        ];
      case 'pause':
        return [
          <Sparkles key="i" className="h-5 w-5 text-accent" aria-hidden />,
          t(`quiz.motivation.${motivationKey(status.outcome, status.questionIndex)}`),
          status.seconds > 0 ? t('quiz.nextIn', { seconds: status.seconds }) : t('quiz.nextSoon'),
        ];
      case 'waitingForOpponent':
        return [<Spinner key="i" size="sm" className="text-accent" />, waitingText, null];
      case 'opponentAnswered':
        return [
          <Hourglass key="i" className="h-5 w-5 text-warning" aria-hidden />,
          team ? t('teams.opponentsAnswering') : t('quiz.opponentAnswered', { opponent }),
          null,
        ];
      case 'choose':
        return [<Swords key="i" className="h-5 w-5 text-accent" aria-hidden />, t('quiz.choose'), null];
      case 'starting':
        return [<Spinner key="i" size="sm" className="text-accent" />, t('countdown.starting'), null];
    }
  })();
  // One fixed height whatever the phase, so the question below never moves when a round ends
  // (a layout shift on every pause). On a phone the line holds two rows of text: the main text
  // is clamped to them, and the next-question countdown becomes a small pill beside it.
  const seconds = status.kind === 'pause' && status.seconds > 0 ? status.seconds : null;
  return (
    <div
      role="status"
      className="flex h-12 items-center gap-3 overflow-hidden rounded-xl border border-line/70 bg-surface/70 px-3.5 py-1 sm:h-14 sm:py-2"
      data-testid="quiz-status"
      data-kind={status.kind}
    >
      <span className="flex h-6 w-6 shrink-0 items-center justify-center">{icon}</span>
      <div className="flex min-w-0 flex-1 flex-col">
        <span
          className={cn('text-[13px] leading-5 font-semibold text-fg sm:text-sm', sub ? 'line-clamp-2 sm:line-clamp-1' : 'line-clamp-2')}
        >
          {main}
        </span>
        {sub ? <span className="truncate text-xs text-muted max-sm:sr-only">{sub}</span> : null}
      </div>
      {seconds !== null ? (
        <span aria-hidden className="shrink-0 rounded-full bg-accent/10 px-2 py-0.5 text-xs font-bold text-accent tabular-nums sm:hidden">
          {t('quiz.nextInShort', { seconds })}
        </span>
      ) : null}
    </div>
  );
}
