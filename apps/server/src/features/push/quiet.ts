import type { NotificationSettings } from '@fanclash/protocol';

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;

/** Minutes since midnight of `at` on the wall clock of `timeZone`. */
function wallMinutes(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? '0');
  return value('hour') * 60 + value('minute');
}

/** `b - a` on a 24-hour dial, between -12 h and +12 h. */
const dialDifference = (a: number, b: number) =>
  ((((b - a) % DAY_MINUTES) + DAY_MINUTES + DAY_MINUTES / 2) % DAY_MINUTES) - DAY_MINUTES / 2;

/**
 * When the player's quiet hours that hold at `now` end: the next minute whose wall clock, in the
 * player's time zone, reads the window's end (07:00 of a 22:00-07:00 window). A day that gains or
 * loses an hour (daylight saving) is corrected by reading the clock at the first guess; an end
 * that day skips (02:30 on the spring-forward night) lands an hour off, and the sweep, which asks
 * isQuietNow again before it sends, copes. Null without quiet hours or for a zone the runtime
 * does not know.
 */
export function quietHoursEnd(settings: NotificationSettings, now: Date): Date | null {
  const quiet = settings.quiet_hours;
  if (!quiet) return null;
  const end = Number(quiet.end.slice(0, 2)) * 60 + Number(quiet.end.slice(3, 5));
  try {
    const minute = Math.floor(now.getTime() / MINUTE) * MINUTE;
    const ahead = (end - wallMinutes(quiet.time_zone, now) + DAY_MINUTES) % DAY_MINUTES || DAY_MINUTES;
    let guess = minute + ahead * MINUTE;
    // The offset may change between now and then: move by what the clock reads at the guess.
    for (let step = 0; step < 2; step += 1) {
      const off = dialDifference(wallMinutes(quiet.time_zone, new Date(guess)), end);
      if (off === 0) break;
      guess += off * MINUTE;
    }
    return new Date(Math.max(guess, minute + MINUTE));
  } catch {
    return null;
  }
}
