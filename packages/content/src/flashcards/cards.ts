import type { Flashcard, FlashcardSport, Level } from '../model.js';
import { L } from '../model.js';

/** One card as a row: slug, level, the term and its definition in English and Russian. */
export type CardRow = readonly [slug: string, level: Level, termEn: string, termRu: string, definitionEn: string, definitionRu: string];

/** A sport's cards from rows; ids are 'fc.<sport>.<slug>' and stable (training progress is stored by id). */
export function cardsOf(sport: FlashcardSport, rows: readonly CardRow[]): Flashcard[] {
  return rows.map(([slug, level, termEn, termRu, definitionEn, definitionRu]) => ({
    id: `fc.${sport}.${slug}`,
    sport,
    level,
    term: L(termEn, termRu),
    definition: L(definitionEn, definitionRu),
  }));
}
