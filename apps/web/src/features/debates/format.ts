/** How long ago `iso` was, as a value and unit for Intl.RelativeTimeFormat. */
export function timeAgo(iso: string, now: number): { value: number; unit: Intl.RelativeTimeFormatUnit } {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (seconds < 60) return { value: seconds, unit: 'second' };
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return { value: minutes, unit: 'minute' };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { value: hours, unit: 'hour' };
  const days = Math.floor(hours / 24);
  if (days < 30) return { value: days, unit: 'day' };
  const months = Math.floor(days / 30);
  if (months < 12) return { value: months, unit: 'month' };
  return { value: Math.floor(days / 365), unit: 'year' };
}

/** Keyboard shortcut of the comment and reply boxes (spec section 5): Ctrl+Enter or Cmd+Enter. */
export function isSubmitShortcut(event: { key: string; ctrlKey: boolean; metaKey: boolean }): boolean {
  return event.key === 'Enter' && (event.ctrlKey || event.metaKey);
}
