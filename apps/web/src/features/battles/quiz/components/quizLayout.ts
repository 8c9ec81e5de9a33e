/**
 * The quiz's column, its question card and the question's heading, shared by QuizView and the
 * shell that shows the question before the app has loaded (QuizShell): the heading is the
 * page's largest text, and the same classes give it the same box in both, so the app's render
 * takes over without moving or resizing it.
 */
export const QUIZ_COLUMN_CLASS = 'mx-auto -mt-4 flex w-full max-w-3xl flex-col gap-2.5 sm:mt-0 sm:gap-5';
export const QUESTION_CARD_CLASS = 'flex flex-col gap-2.5 p-3.5 sm:gap-5 sm:p-6';
export const QUESTION_TEXT_CLASS = 'text-lg leading-snug font-bold text-fg sm:text-2xl';
/** The four answers' grid (AnswerButtons) and each answer's least height. */
export const ANSWER_GRID_CLASS = 'grid grid-cols-1 gap-2 md:grid-cols-2 md:gap-3';
export const ANSWER_HEIGHT_CLASS = 'min-h-12 md:min-h-14';
