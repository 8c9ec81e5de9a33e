import type { Bank } from './bank.js';
import { DEBATE_TOPICS } from './debates/index.js';
import { FLASHCARDS } from './flashcards/index.js';
import type { FlashcardSport, Level, Sport } from './model.js';
import { FLASHCARD_SPORTS, LEVELS, SPORTS } from './model.js';

/** The bank's sizes, as `npm run -s content:stats` prints them (one JSON document). */
export interface BankStats {
  readonly questions: Readonly<Record<Sport, Readonly<Record<Level, number>>>>;
  readonly flashcards: Readonly<Record<FlashcardSport, number>>;
  readonly debates: number;
}

/** Counts questions per sport and level, flashcards per sport and debate topics. */
export function bankStats(bank: Bank): BankStats {
  const perLevel = (sport: Sport) =>
    Object.fromEntries(LEVELS.map((level) => [level, bank.pool(sport, level).length])) as Record<Level, number>;
  return {
    questions: Object.fromEntries(SPORTS.map((sport) => [sport, perLevel(sport)])) as Record<Sport, Record<Level, number>>,
    flashcards: Object.fromEntries(FLASHCARD_SPORTS.map((sport) => [sport, FLASHCARDS[sport].length])) as Record<FlashcardSport, number>,
    debates: DEBATE_TOPICS.length,
  };
}
