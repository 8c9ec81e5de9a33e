import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';

/**
 * Notifications (issue 34): what a player is told of, and how. Each kind can be shown in the
 * app (`in_app`: the notifications page, the header badge, live toasts) and sent as a web
 * push (`push`, issue 35), and quiet hours hold pushes back in the player's own time zone.
 */

export const notificationKinds = [
  'friend_request',
  'friend_accepted',
  'battle_invitation',
  'chat_message',
  'challenge',
  'rematch_offer',
  'comment_reply',
  'comment_like',
  'debate_trending',
] as const;
export const notificationKindSchema = lazySchema(() => z.enum(notificationKinds));
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** 'HH:MM' on a 24-hour clock. */
export const clockTimeSchema = lazySchema(() => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'invalid_time'));

/** True for a time zone name this runtime knows (IANA, e.g. 'Europe/Moscow'). */
export function isTimeZone(name: string): boolean {
  if (name.length === 0 || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = lazySchema(() => z.string().refine(isTimeZone, 'invalid_time_zone'));

/**
 * Quiet hours: from `start` to `end` in `time_zone` (wrapping past midnight when end is
 * earlier than start, e.g. 22:00-07:00). Equal start and end mean no quiet time.
 */
export const quietHoursSchema = lazySchema(() => z.object({ start: clockTimeSchema, end: clockTimeSchema, time_zone: timeZoneSchema }));
export type QuietHours = z.infer<typeof quietHoursSchema>;

export const notificationChannelsSchema = lazySchema(() => z.object({ in_app: z.boolean(), push: z.boolean() }));
export type NotificationChannels = z.infer<typeof notificationChannelsSchema>;

/** `GET /notifications/settings` and the answer of `PUT`: every kind, always. */
export const notificationSettingsSchema = lazySchema(() =>
  z.object({
    kinds: z.record(notificationKindSchema, notificationChannelsSchema),
    quiet_hours: quietHoursSchema.nullable(),
  }),
);
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/**
 * `PUT /notifications/settings`: a partial of the same shape. Kinds and channels left out keep
 * their value; `quiet_hours: null` turns quiet hours off, leaving it out keeps them.
 */
export const notificationSettingsUpdateSchema = lazySchema(() =>
  z
    .object({
      kinds: z.partialRecord(notificationKindSchema, notificationChannelsSchema.partial().strict()).optional(),
      quiet_hours: quietHoursSchema.nullable().optional(),
    })
    .strict(),
);
export type NotificationSettingsUpdate = z.infer<typeof notificationSettingsUpdateSchema>;

/** Everything on, no quiet hours: what a player who never changed a setting has. */
export function defaultNotificationSettings(): NotificationSettings {
  const kinds = Object.fromEntries(notificationKinds.map((kind) => [kind, { in_app: true, push: true }])) as Record<
    NotificationKind,
    NotificationChannels
  >;
  return { kinds, quiet_hours: null };
}

/**
 * `update` applied to `current` (or to the defaults): the whole settings again. Unknown kinds in
 * a stored value are dropped and missing ones take the defaults, so a kind added later is on.
 */
export function mergeNotificationSettings(current: unknown, update: NotificationSettingsUpdate = {}): NotificationSettings {
  const base = defaultNotificationSettings();
  // A stored value is read field by field: one bad entry (a time zone the runtime no longer
  // knows) must not reset every other choice.
  const stored = (typeof current === 'object' && current !== null ? current : {}) as Record<string, unknown>;
  const storedKinds = (typeof stored.kinds === 'object' && stored.kinds !== null ? stored.kinds : {}) as Record<string, unknown>;
  for (const kind of notificationKinds) {
    const channels = storedKinds[kind];
    if (typeof channels === 'object' && channels !== null) base.kinds[kind] = { ...base.kinds[kind], ...definedOnly(channels) };
  }
  const quiet = quietHoursSchema.nullable().safeParse(stored.quiet_hours);
  if (quiet.success) base.quiet_hours = quiet.data;

  for (const kind of notificationKinds) {
    const channels = update.kinds?.[kind];
    if (channels) base.kinds[kind] = { ...base.kinds[kind], ...definedOnly(channels) };
  }
  if (update.quiet_hours !== undefined) base.quiet_hours = update.quiet_hours;
  return base;
}

/** The channels given as booleans (a stored value is read channel by channel). */
function definedOnly(channels: { in_app?: unknown; push?: unknown }): Partial<NotificationChannels> {
  const kept: Partial<NotificationChannels> = {};
  if (typeof channels.in_app === 'boolean') kept.in_app = channels.in_app;
  if (typeof channels.push === 'boolean') kept.push = channels.push;
  return kept;
}

// ------------------------------------------------------------------ stored notifications (the forum's)

/** The kinds the server stores and lists on the notifications page (friend requests and invitations have their own lists). */
export const storedNotificationKinds = ['comment_reply', 'comment_like', 'debate_trending'] as const;
export type StoredNotificationKind = (typeof storedNotificationKinds)[number];

/**
 * One notification as the page shows it. comment_reply: `actor` answered the player's debate
 * (`target` 'debate'), comment or reply, `excerpt` is the answer. comment_like: `count` players
 * liked the comment (`actor` the latest) since the player last read it, `excerpt` is the
 * comment. debate_trending: the debate passed the trending threshold.
 */
export const notificationSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    kind: z.enum(storedNotificationKinds),
    debate_id: z.string(),
    /** Both option names, in the reader's language when the debate has one ('Messi vs Ronaldo'). */
    debate_title: z.string(),
    /** The new reply (comment_reply) or the liked comment (comment_like); null for debate_trending. */
    comment_id: z.string().nullable(),
    /** What a reply answered: 'debate', 'comment' or 'reply'; null for the other kinds. */
    target: z.enum(['debate', 'comment', 'reply']).nullable(),
    actor: z.string().nullable(),
    count: z.number().int().nonnegative(),
    excerpt: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    read: z.boolean(),
  }),
);
export type StoredNotification = z.infer<typeof notificationSchema>;

export const NOTIFICATION_LIMITS = {
  /** Page size of `GET /notifications` (default and most). */
  pageSize: 30,
  /** Characters of a reply or comment quoted in a notification. */
  excerptMax: 140,
  /** Ids one `POST /notifications/read` may name. */
  readIdsMax: 100,
} as const;

/** `GET /notifications?limit&offset`: newest activity first, and how many are unread. */
export const notificationListQuerySchema = lazySchema(() =>
  z.object({
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(NOTIFICATION_LIMITS.pageSize)
      .catch(NOTIFICATION_LIMITS.pageSize)
      .default(NOTIFICATION_LIMITS.pageSize),
    offset: z.coerce.number().int().min(0).catch(0).default(0),
  }),
);
export const notificationListSchema = lazySchema(() =>
  z.object({
    notifications: z.array(notificationSchema),
    total: z.number().int(),
    unread: z.number().int(),
  }),
);
export type NotificationList = z.infer<typeof notificationListSchema>;

/** `GET /notifications/unread` and the answer of `POST /notifications/read`. */
export const unreadNotificationsSchema = lazySchema(() => z.object({ unread: z.number().int() }));
export type UnreadNotifications = z.infer<typeof unreadNotificationsSchema>;

/** `POST /notifications/read`: the named ones, or every one when `ids` is left out. */
export const markNotificationsReadSchema = lazySchema(() =>
  z.object({ ids: z.array(z.uuid()).max(NOTIFICATION_LIMITS.readIdsMax).optional() }).strict(),
);

/**
 * To every tab of the player: a new notification, or a grouped one that grew (the same id),
 * with `unread`, the player's new unread total. Web push (issue 35) hears it too.
 */
export const notificationCreatedEventSchema = lazySchema(() =>
  z.object({
    type: z.literal('notification_created'),
    data: notificationSchema.extend({ unread: z.number().int() }),
  }),
);
/** To every tab of the player after a read mark (on any tab): the badge follows. */
export const notificationsReadEventSchema = lazySchema(() =>
  z.object({ type: z.literal('notifications_read'), data: unreadNotificationsSchema }),
);
export const notificationUserEventSchemas = [notificationCreatedEventSchema, notificationsReadEventSchema] as const;
