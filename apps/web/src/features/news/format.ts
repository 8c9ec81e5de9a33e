import { NEWS_LIMITS } from '@fanclash/protocol';

/** Relative age as the spec shows it (m/h/d ago): the unit and count, for the translated text. */
export function relativeAge(publishedAt: string, now: number): { unit: 'justNow' | 'minutes' | 'hours' | 'days'; count: number } {
  const elapsed = Math.max(0, now - Date.parse(publishedAt));
  const minutes = Math.floor(elapsed / 60_000);
  if (minutes < 1) return { unit: 'justNow', count: 0 };
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { unit: 'hours', count: hours };
  return { unit: 'days', count: Math.floor(hours / 24) };
}

/** Paragraphs of an article's text: split on blank lines (spec section 2, news detail). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** The tags a card shows and how many more there are ('+n more'). */
export function visibleTags(tags: readonly string[], max: number = NEWS_LIMITS.tagsShown): { shown: string[]; more: number } {
  return { shown: tags.slice(0, max), more: Math.max(0, tags.length - max) };
}

/** A forum sport filter value from the address (?sport=…), 'all' when absent. */
export function forumSportParam(value: string | null): string {
  return value && /^[a-z_]{2,20}$/.test(value) ? value : 'all';
}
