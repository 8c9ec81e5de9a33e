import { ArrowLeft, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/Alert';
import { Badge } from '../../../../components/ui/Badge';
import { Button, ButtonLink } from '../../../../components/ui/Button';
import { Card } from '../../../../components/ui/Card';
import { LoadingBlock } from '../../../../components/ui/Spinner';
import { useBattleLabels } from '../../../battle-history/hooks/useBattleLabels';
import { ConnectionBadge } from '../../components/ConnectionBadge';
import { PlayersHeader } from '../../components/PlayersHeader';
import { TeamScoreboard } from '../../components/TeamScoreboard';
import { connectionBadgeState } from '../../session/connectionBadge';
import { usePlayers } from '../../session/usePlayers';
import { quizStatus } from '../quizStatus';
import type { QuizController } from '../useQuizController';
import { cn } from '../../../../lib/cn';
import { AnswerButtons } from './AnswerButtons';
import { ConfirmAnswersToggle } from './ConfirmAnswersToggle';
import { LeaveBattleButton } from './LeaveBattleButton';
import { OpponentAwayNotice } from './OpponentAwayNotice';
import { QuestionTimer } from './QuestionTimer';
import { QUESTION_CARD_CLASS, QUESTION_TEXT_CLASS, QUIZ_COLUMN_CLASS } from './quizLayout';
import { QuizStatusLine } from './QuizStatusLine';
import { RoundFeedback } from './RoundFeedback';
import { TeammateAnswer } from './TeammateAnswer';

/** The live quiz: players and scores, the status line, the timed question and its four answers. */
export function QuizView({ controller }: { controller: QuizController }) {
  const { t } = useTranslation('battles');
  const { sportAndLevel } = useBattleLabels();
  const { snapshot, serverNow, selection, clock, open, tap, submit, confirmation, quit } = controller;
  const { state } = snapshot;
  const players = usePlayers(state);
  const status = quizStatus(state, serverNow);
  const question = state.question;
  const over = state.finished !== null || state.phase === 'finishing';
  // 2v2 (issue 32): the teams' scoreboard instead of the two players, and my teammate's answer after each question.
  const teams = state.mode === '2v2' && state.teams ? state.teams : null;
  const teammate = teams?.[0]?.find((name) => name.toLowerCase() !== state.me.toLowerCase()) ?? null;

  return (
    // On a phone the question, its timer and all four answers fit one 360 x 640 screen: the
    // scoreboard is compact, and the connection badge and Leave sit below the question.
    <div className={QUIZ_COLUMN_CLASS}>
      <div className="order-last flex items-center justify-between gap-3 sm:order-none">
        <ConnectionBadge state={connectionBadgeState(snapshot)} />
        {over ? null : <LeaveBattleButton onLeave={quit} />}
      </div>
      <Card className="px-3 py-2 sm:p-5">
        {teams ? (
          <TeamScoreboard
            me={state.me}
            teams={teams}
            teamScores={state.teamScores ?? [0, 0]}
            scores={state.scores}
            avatars={state.avatars}
            answered={state.phase === 'question' ? state.answered : null}
            away={over ? {} : state.away}
            compact
          />
        ) : (
          <PlayersHeader me={players.me} opponent={players.opponent} withScores compact />
        )}
      </Card>
      <QuizStatusLine status={status} opponent={state.opponent ?? ''} team={teams !== null} />
      {state.opponentAway && state.opponent && !over ? (
        <OpponentAwayNotice opponent={state.opponent} forfeitAt={state.opponentAway.forfeitAt} serverNow={serverNow} />
      ) : null}
      {snapshot.gaveUp ? (
        <Alert title={t('quiz.connectionLost')}>
          <ButtonLink to="/battles" variant="secondary" size="sm" className="mt-2">
            <ArrowLeft className="h-4 w-4" aria-hidden />
            {t('waitingRoom.back')}
          </ButtonLink>
        </Alert>
      ) : null}
      {question && clock ? (
        <Card className={QUESTION_CARD_CLASS} data-testid="quiz-question" data-question-index={question.index}>
          {/* Phones: 'Question i of n' and the timer share a row, and the sport badge (shown on the countdown) is left out. */}
          <div className="flex items-center gap-3 sm:flex-col sm:items-stretch sm:gap-5">
            <div className="flex shrink-0 flex-wrap items-center justify-between gap-2">
              <h1 className="text-sm font-bold tracking-wide text-accent uppercase">
                {t('quiz.questionOf', { current: question.index + 1, total: question.total })}
              </h1>
              {state.sport && state.level ? <Badge className="max-sm:hidden">{sportAndLevel(state.sport, state.level)}</Badge> : null}
            </div>
            {/* The question's clock runs only while it is asked; the status line counts down the pause. */}
            <div className="min-w-0 flex-1">
              <QuestionTimer
                deadline={question.deadline}
                durationMs={question.durationMs}
                clockOffsetMs={state.clockOffsetMs}
                closed={state.phase !== 'question'}
              />
            </div>
          </div>
          <h2 className={QUESTION_TEXT_CLASS} data-testid="question-text">
            {question.question.text}
          </h2>
          <AnswerButtons
            question={question.question}
            selected={selection.selected}
            open={open}
            myAnswer={state.myAnswer}
            correctAnswer={state.correctAnswer}
            onTap={tap}
          />
          {state.correctAnswer !== null ? <RoundFeedback myAnswer={state.myAnswer} correctAnswer={state.correctAnswer} /> : null}
          {teammate && state.roundAnswers ? <TeammateAnswer teammate={teammate} answers={state.roundAnswers} /> : null}
          <div className="flex flex-col-reverse gap-3 md:flex-row md:items-center md:justify-between">
            <div className="flex flex-col gap-1">
              <p className="hidden text-xs text-muted md:block">{t('quiz.keysHint')}</p>
              <ConfirmAnswersToggle confirm={confirmation.confirm} onToggle={confirmation.toggle} />
            </div>
            {/* One tap answers; the button sends a pick made with the keys, or every pick with the confirm setting. */}
            <Button
              size="lg"
              onClick={submit}
              disabled={!open || selection.selected === null}
              className={cn('w-full md:w-auto', !confirmation.confirm && 'max-md:hidden')}
            >
              <Send className="h-4 w-4" aria-hidden />
              {selection.submitted || state.myAnswer ? t('quiz.sent') : t('quiz.submit')}
            </Button>
          </div>
        </Card>
      ) : snapshot.gaveUp ? null : (
        <LoadingBlock label={t('quiz.loading')} />
      )}
    </div>
  );
}
