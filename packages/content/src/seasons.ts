/**
 * Season and role facts (issue 33): a wrong answer must have been a real candidate in the
 * question's season (a club that existed under that name, a pair that played those Games
 * together, a boxer who was boxing professionally that year) and fit the role asked about (a
 * goal-scoring title's wrong answers are forwards). Tables declare the facts; templates name
 * them (`QuestionTemplate.season`, `.role`); the generator keeps only candidates that fit
 * (`fitsDraft`), and `src/season-check.ts` checks every served question.
 */
import type { FactSource, Localized, QuestionDraft, RoleFacts, SeasonFacts } from './model.js';

/** Inclusive years: [1962, 2025]. A name may have several (the Reds were the Redlegs 1954-58). */
export type Span = readonly [from: number, to: number];

/** A name (or its English text) and the spans it was a real candidate in. */
export type SeasonEntry = readonly [name: Localized | string, ...spans: Span[]];

const english = (name: Localized | string) => (typeof name === 'string' ? name : name.en);

/** Builds season facts; a name listed twice (one name, two franchises) keeps the spans of both. */
export function seasonFacts(id: string, source: FactSource, entries: readonly SeasonEntry[]): SeasonFacts {
  const spans = new Map<string, Span[]>();
  for (const [name, ...years] of entries) {
    for (const [from, to] of years) if (from > to) throw new Error(`${id}: ${english(name)} has the span ${from}-${to}`);
    spans.set(english(name), [...(spans.get(english(name)) ?? []), ...years]);
  }
  return { id, source, spans };
}

/** Builds role facts: [role, names...] rows; a name given two roles is an authoring error. */
export function roleFacts(
  id: string,
  source: FactSource,
  entries: readonly (readonly [role: string, ...names: (Localized | string)[]])[],
): RoleFacts {
  const roles = new Map<string, string>();
  for (const [role, ...names] of entries) {
    for (const name of names) {
      const known = roles.get(english(name));
      if (known !== undefined && known !== role) throw new Error(`${id}: ${english(name)} is both ${known} and ${role}`);
      roles.set(english(name), role);
    }
  }
  return { id, source, roles };
}

/** Whether the facts show `name` as a candidate in `year`; false for a name they do not list. */
export function activeIn(facts: SeasonFacts, name: Localized | string, year: number): boolean {
  return (facts.spans.get(english(name)) ?? []).some(([from, to]) => year >= from && year <= to);
}

/** The names of `pool` the facts show as candidates in `year`, in the pool's order. */
export function activeOnly(facts: SeasonFacts, pool: readonly Localized[], year: number): Localized[] {
  return pool.filter((name) => activeIn(facts, name, year));
}

/** Whether `name` has one of `roles`; false for a name the facts do not list. */
export function hasRole(facts: RoleFacts, name: Localized | string, roles: readonly string[]): boolean {
  const role = facts.roles.get(english(name));
  return role !== undefined && roles.includes(role);
}

/** Whether a candidate may be a wrong answer of this draft: in its season and of its role. */
export function fitsDraft(draft: QuestionDraft, candidate: Localized): boolean {
  if (draft.season && !activeIn(draft.season.facts, candidate, draft.season.year)) return false;
  if (draft.role && !hasRole(draft.role.facts, candidate, draft.role.roles)) return false;
  return true;
}

/**
 * Candidates active in `year`, nearest first: the names `near(spread)` gives, widened step by
 * step while fewer than `min` are active, but only ever among active names. Never falls back
 * to a name outside its season: a question left with too few is dropped by the generator.
 */
export function widenedActive(
  facts: SeasonFacts,
  year: number,
  near: (spread: number) => readonly Localized[],
  { from = 3, step = 3, to = 60, min = 4 }: { from?: number; step?: number; to?: number; min?: number } = {},
): Localized[] {
  let out: Localized[] = [];
  for (let spread = from; spread <= to; spread += step) {
    const seen = new Map<string, Localized>();
    for (const name of activeOnly(facts, near(spread), year)) if (!seen.has(name.en)) seen.set(name.en, name);
    out = [...seen.values()];
    if (out.length >= min) break;
  }
  return out;
}
