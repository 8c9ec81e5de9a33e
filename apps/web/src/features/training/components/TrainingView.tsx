import { WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useKeepOfflineCards } from '../hooks/useKeepOfflineCards';
import { isOffline, NoOfflineCardsError, NoValidQuestionsError, useTrainingRun } from '../hooks/useTrainingRun';
import { CompletionCard } from './CompletionCard';
import { FlashcardSession } from './FlashcardSession';
import { QuizSession } from './QuizSession';
import { SetupCard } from './SetupCard';
import { StatsCard } from './StatsCard';

/** /{username}/trainings: setup and stats, then a session (flashcards or quiz), then completion. */
export function TrainingView({ username }: { username: string }) {
  const { t, i18n } = useTranslation('training');
  const training = useTrainingRun(username);
  useKeepOfflineCards(username, i18n.resolvedLanguage === 'ru' ? 'ru' : 'en');
  const { phase, start } = training;
  const startError = start.error
    ? start.error instanceof NoOfflineCardsError
      ? t('offline.noCards')
      : start.variables?.mode === 'flashcards'
        ? t('errors.failedToLoad')
        : start.error instanceof NoValidQuestionsError
          ? t('errors.noValidQuestions')
          : isOffline(start.error)
            ? t('offline.quizNeedsConnection')
            : t('errors.generateFailed')
    : null;

  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-2">
        <p className="text-xs font-bold tracking-[0.2em] text-accent uppercase">{t('eyebrow')}</p>
        <h1 className="text-3xl font-black tracking-tight text-fg sm:text-4xl">{t('title')}</h1>
        <p className="max-w-2xl text-muted">{t('subtitle')}</p>
      </header>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          {phase.kind === 'setup' ? (
            <SetupCard loading={start.isPending} error={startError} onStart={(choice) => start.mutate(choice)} />
          ) : null}
          {phase.kind === 'run' && phase.run.kind === 'quiz' ? (
            <QuizSession
              key={phase.run.sessionId}
              questions={phase.run.questions}
              onAnswered={training.recordAnswer}
              onFinished={training.finishQuiz}
              completing={training.completing}
            />
          ) : null}
          {phase.kind === 'run' && phase.run.kind === 'flashcards' ? (
            phase.run.cards.length === 0 ? (
              <p className="rounded-xl border border-line p-6 text-center text-muted">{t('flashcards.empty')}</p>
            ) : (
              <>
                {phase.run.offline ? (
                  <p
                    role="status"
                    data-testid="training-offline"
                    className="flex items-start gap-3 rounded-xl border border-warning/40 bg-warning/10 p-4 text-sm text-fg"
                  >
                    <WifiOff className="mt-0.5 h-4 w-4 shrink-0 text-warning" aria-hidden />
                    <span>{t('offline.playing')}</span>
                  </p>
                ) : null}
                <FlashcardSession
                  key={phase.run.sessionId ?? 'offline'}
                  cards={phase.run.cards}
                  onRated={training.rateCard}
                  onFinished={training.finishFlashcards}
                  completing={training.completing}
                />
              </>
            )
          ) : null}
          {phase.kind === 'complete' ? (
            <CompletionCard
              result={phase.result}
              onAgain={training.backToSetup}
              onReview={() =>
                start.mutate({
                  mode: 'flashcards',
                  // Practice questions come from several sports: review them all.
                  sport: phase.result.choice.mode === 'practice' ? 'all' : phase.result.choice.sport,
                  level: phase.result.choice.level,
                })
              }
            />
          ) : null}
        </div>
        <StatsCard username={username} />
      </div>
    </div>
  );
}
