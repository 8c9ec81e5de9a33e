/**
 * The chat's date label (spec section 9): the time for today, the word for yesterday, the
 * short month and day for anything older. Calendar days are the viewer's local days.
 */
export type ChatDateLabel = { kind: 'time'; text: string } | { kind: 'yesterday' } | { kind: 'date'; text: string };

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

export function chatDateLabel(timestamp: string | Date, now: Date, locale: string): ChatDateLabel {
  const when = typeof timestamp === 'string' ? new Date(timestamp) : timestamp;
  const days = Math.round((startOfDay(now) - startOfDay(when)) / 86_400_000);
  if (days <= 0) return { kind: 'time', text: formatTime(when, locale) };
  if (days === 1) return { kind: 'yesterday' };
  return { kind: 'date', text: new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric' }).format(when) };
}

export function formatTime(when: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(when);
}

/** The full date and time, for a tooltip. */
export function formatFull(when: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(when);
}
