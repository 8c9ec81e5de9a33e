import type { DebateTopic, Localized, Sport } from '../model.js';

/** One side of a debate: its name (<= 50 chars) and the case for it (<= 500 chars). */
export interface DebateSide {
  readonly name: Localized;
  readonly description: Localized;
}

/** Shorthand for a side, so each topic reads as name then argument, English then Russian. */
export function side(name: Localized, description: Localized): DebateSide {
  return { name, description };
}

/** A debate topic with the id 'debate.<slug>'; the slug must never be reused for another debate. */
export function topic(category: Sport, slug: string, option1: DebateSide, option2: DebateSide): DebateTopic {
  return { id: `debate.${slug}`, category, option1, option2 };
}
