import type { Flashcard, FlashcardSport } from '../model.js';
import { baseballFlashcards } from './baseball.js';
import { basketballFlashcards } from './basketball.js';
import { boxingFlashcards } from './boxing.js';
import { athleticsFlashcards } from './athletics.js';
import { cricketFlashcards } from './cricket.js';
import { cyclingFlashcards } from './cycling.js';
import { mmaFlashcards } from './mma.js';
import { soccerFlashcards } from './soccer.js';
import { swimmingFlashcards } from './swimming.js';
import { volleyballFlashcards } from './volleyball.js';

/** Training-mode flashcards of every flashcard sport; the Record type makes a missing sport a type error. */
export const FLASHCARDS: Readonly<Record<FlashcardSport, readonly Flashcard[]>> = {
  soccer: soccerFlashcards,
  basketball: basketballFlashcards,
  cricket: cricketFlashcards,
  baseball: baseballFlashcards,
  volleyball: volleyballFlashcards,
  boxing: boxingFlashcards,
  mma: mmaFlashcards,
  athletics: athleticsFlashcards,
  swimming: swimmingFlashcards,
  cycling: cyclingFlashcards,
};
