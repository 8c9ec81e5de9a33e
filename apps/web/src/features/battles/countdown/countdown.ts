/** What the pre-battle countdown shows: a number, 'Go!', or the first number while the opponent connects. */
export type CountdownDisplay =
  { readonly kind: 'waiting'; readonly value: number } | { readonly kind: 'number'; readonly value: number } | { readonly kind: 'go' };

/** Spec section 9: the countdown runs 10 s. */
export const COUNTDOWN_SECONDS = 10;

/**
 * From the time left on the server's countdown (`startsAt` minus the server's now), or null
 * before the server started it. Counts whole seconds up, so '1' shows until the very end.
 */
export function countdownDisplay(remainingMs: number | null, fromSeconds: number = COUNTDOWN_SECONDS): CountdownDisplay {
  if (remainingMs === null) return { kind: 'waiting', value: fromSeconds };
  if (remainingMs <= 0) return { kind: 'go' };
  return { kind: 'number', value: Math.min(fromSeconds, Math.ceil(remainingMs / 1000)) };
}

/** A key that changes exactly when the display does (one beep per change). */
export function countdownKey(display: CountdownDisplay): string {
  return display.kind === 'go' ? 'go' : `${display.kind}:${display.value}`;
}
