import { Card } from '../../../../components/ui/Card';
import { EARLY_QUESTION_TEXT } from '../../../../lib/playerShell';
import { ANSWER_GRID_CLASS, ANSWER_HEIGHT_CLASS, QUESTION_CARD_CLASS, QUESTION_TEXT_CLASS, QUIZ_COLUMN_CLASS } from './quizLayout';

/**
 * The quiz as the players' shell shows it after a reload, before the app has loaded
 * (src/prerender.tsx): the players' card, the status line and the question card as frames, the question's text
 * written in by src/openBattleEarly.ts when the battle's connection brings it. The answers,
 * the timer and the scores come with the app, which renders the page over this.
 */
export function QuizShell() {
  return (
    <div className={QUIZ_COLUMN_CLASS}>
      {/* The connection badge's row, above the cards from the small breakpoint on (below the question on a phone). */}
      <div aria-hidden className="h-7 max-sm:hidden" />
      <Card aria-hidden className="h-16 animate-pulse sm:h-28" />
      <Card aria-hidden className="h-12 animate-pulse sm:h-14" />
      <Card className={QUESTION_CARD_CLASS}>
        <span aria-hidden className="h-4 w-32 animate-pulse rounded bg-line" />
        <h2 className={QUESTION_TEXT_CLASS} {...{ [EARLY_QUESTION_TEXT]: '' }} />
        <div aria-hidden className={`${ANSWER_GRID_CLASS} animate-pulse`}>
          {[0, 1, 2, 3].map((answer) => (
            <span key={answer} className={`${ANSWER_HEIGHT_CLASS} rounded-xl border-2 border-line bg-raised/50`} />
          ))}
        </div>
      </Card>
    </div>
  );
}
