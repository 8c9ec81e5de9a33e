/** @fanclash/content: the question bank, flashcards and debate topics, and the API over them. */
export {
  ANSWER_LABELS,
  allDebateTopics,
  checkAnswer,
  debateDayOf,
  debateTopicFor,
  drawQuestions,
  flashcardsFor,
  getQuestion,
  resolveSport,
} from './api.js';
export type {
  AnswerCheck,
  AnswerLabel,
  DrawOptions,
  FlashcardOptions,
  QuestionWithAnswer,
  ServedAnswer,
  ServedFlashcard,
  ServedQuestion,
  SportName,
} from './api.js';
export { FLASHCARD_SPORTS, LANGS, LEVELS, SPORTS } from './model.js';
export type {
  AnyFactTable,
  DebateTopic,
  FactSource,
  FactTable,
  Flashcard,
  FlashcardSport,
  HandWrittenQuestion,
  Lang,
  Level,
  Localized,
  Question,
  QuestionDraft,
  QuestionTemplate,
  Sport,
  SportContent,
} from './model.js';
export { CURRENCIES, NEWS_ARCHIVE, NEWS_IMPORTANCE, NEWS_SPORTS, TRANSFER_ARCHIVE, TRANSFER_TYPES } from './news/index.js';
export type { ArchivedNews, ArchivedTransfer, Currency, NewsImportance, NewsSport, NewsTelling, TransferType } from './news/index.js';
