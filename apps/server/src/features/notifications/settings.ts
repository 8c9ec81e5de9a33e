import { eq } from 'drizzle-orm';
import { mergeNotificationSettings, type NotificationSettings, type NotificationSettingsUpdate } from '@fanclash/protocol';
import type { Database } from '../../platform/db/client.js';
import { notificationSettings } from './schema.js';

export type { NotificationSettings };

/** A player's notification settings; a player who never saved any has the defaults (everything on). */
export async function loadNotificationSettings(db: Database, userId: string): Promise<NotificationSettings> {
  const [row] = await db
    .select({ settings: notificationSettings.settings })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return mergeNotificationSettings(row?.settings ?? null);
}

/**
 * Applies a partial update and answers the whole settings. The stored row is read under a
 * row lock in the same transaction, so two tabs saving different kinds at once both keep
 * their change once the row exists.
 */
export async function saveNotificationSettings(
  db: Database,
  userId: string,
  update: NotificationSettingsUpdate,
  now: Date,
): Promise<NotificationSettings> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ settings: notificationSettings.settings })
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, userId))
      .for('update');
    const next = mergeNotificationSettings(row?.settings ?? null, update);
    await tx
      .insert(notificationSettings)
      .values({ userId, settings: next, updatedAt: now })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: { settings: next, updatedAt: now } });
    return next;
  });
}

/** Minutes since midnight of `now` on the wall clock of `timeZone`. */
function minutesIn(timeZone: string, now: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? '0');
  return value('hour') * 60 + value('minute');
}

const clockMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * True while `now` falls in the player's quiet hours, read on the wall clock of their time
 * zone (so daylight saving moves with them). The start minute is quiet, the end minute is not;
 * a window whose end is earlier than its start runs past midnight (22:00-07:00); equal start
 * and end is no window at all. No quiet hours, or a zone the runtime does not know: false.
 */
export function isQuietNow(settings: NotificationSettings, now: Date): boolean {
  const quiet = settings.quiet_hours;
  if (!quiet) return false;
  let current: number;
  try {
    current = minutesIn(quiet.time_zone, now);
  } catch {
    return false;
  }
  const start = clockMinutes(quiet.start);
  const end = clockMinutes(quiet.end);
  if (start === end) return false;
  return start < end ? current >= start && current < end : current >= start || current < end;
}
