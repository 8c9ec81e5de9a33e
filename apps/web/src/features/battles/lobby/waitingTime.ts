/** How long a battle has been waiting, as a value and unit for Intl.RelativeTimeFormat. */
export interface WaitingTime {
  readonly value: number;
  readonly unit: 'second' | 'minute' | 'hour' | 'day';
}

/**
 * The largest whole unit that fits (under a minute: seconds in steps of 5, so the text does
 * not churn every second). A creation time in the future (clock skew) reads as 0 seconds.
 */
export function waitingTime(createdAt: string, now: number): WaitingTime {
  const created = Date.parse(createdAt);
  const seconds = Number.isFinite(created) ? Math.max(0, Math.floor((now - created) / 1000)) : 0;
  if (seconds < 60) return { value: Math.floor(seconds / 5) * 5, unit: 'second' };
  if (seconds < 3600) return { value: Math.floor(seconds / 60), unit: 'minute' };
  if (seconds < 86_400) return { value: Math.floor(seconds / 3600), unit: 'hour' };
  return { value: Math.floor(seconds / 86_400), unit: 'day' };
}
