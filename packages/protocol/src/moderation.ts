import { z } from 'zod';
import { safeString } from './input-safety.js';
import { lazySchema } from './lazy-schema.js';

/**
 * Reports and moderation (issue 34, items 2 and 3). A player reports a chat message, a debate,
 * a comment or reply, or a player (`POST /reports`); a moderator (a role only the server's
 * `npm run admin` grants) works the queue (`GET /moderation/queue`), acts on an item
 * (`POST /moderation/actions`: hide, restore, mute, suspend, dismiss) and reads the audit log
 * (`GET /moderation/audit`). Hidden items leave every open page live: `content_hidden` on /ws.
 */

export const REPORT_KINDS = ['chat_message', 'debate', 'comment', 'player'] as const;
export const reportKindSchema = lazySchema(() => z.enum(REPORT_KINDS));
export type ReportKind = z.infer<typeof reportKindSchema>;

export const REPORT_REASONS = ['spam', 'abuse', 'hate', 'sexual', 'other'] as const;
export const reportReasonSchema = lazySchema(() => z.enum(REPORT_REASONS));
export type ReportReason = z.infer<typeof reportReasonSchema>;

export const MODERATION_ACTIONS = ['hide', 'restore', 'mute', 'suspend', 'dismiss'] as const;
export const moderationActionSchema = lazySchema(() => z.enum(MODERATION_ACTIONS));
export type ModerationAction = z.infer<typeof moderationActionSchema>;

export const MODERATION_LIMITS = {
  /** Characters in a report's optional note, after trimming. */
  noteMax: 500,
  /** Reports one player may send in one window (across instances). */
  reportsPerWindow: 20,
  reportWindowMs: 60 * 60_000,
  /** A moderator's reason for an action (required: the audit log keeps it). */
  reasonMax: 500,
  /** Mute and suspension length in hours (a suspension without hours lasts until lifted). */
  hoursMax: 24 * 365,
  /** Queue and audit pages. */
  pageMax: 100,
  pageDefault: 50,
  /** Chat lines shown before and after a reported message. */
  chatContext: 3,
} as const;

/** `target_id`: a chat message's number, a debate's or comment's id, a player's username. */
const targetId = lazySchema(() => safeString().trim().min(1).max(100));

/** The body of `POST /reports` (bearer). */
export const reportBodySchema = lazySchema(() =>
  z.object({
    kind: reportKindSchema,
    target_id: z.union([targetId, z.number().int().positive().transform(String)]),
    reason: reportReasonSchema,
    note: safeString().trim().max(MODERATION_LIMITS.noteMax).optional(),
  }),
);
export type ReportBody = z.input<typeof reportBodySchema>;

/** 201 to a report. */
export const reportResponseSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    kind: reportKindSchema,
    target_id: z.string(),
    reason: reportReasonSchema,
    created_at: z.string(),
  }),
);
export type ReportResponse = z.infer<typeof reportResponseSchema>;

/** The body of `POST /moderation/actions` (moderators only). */
export const moderationActionBodySchema = lazySchema(() =>
  z
    .object({
      action: moderationActionSchema,
      kind: reportKindSchema,
      target_id: z.union([targetId, z.number().int().positive().transform(String)]),
      reason: safeString().trim().min(1).max(MODERATION_LIMITS.reasonMax),
      /** Mute: required. Suspend: optional (none = until lifted). Others: ignored. */
      hours: z.number().positive().max(MODERATION_LIMITS.hoursMax).optional(),
    })
    .superRefine((value, ctx) => {
      if (value.action === 'mute' && value.hours === undefined)
        ctx.addIssue({ code: 'custom', path: ['hours'], message: 'hours_required' });
    }),
);
export type ModerationActionBody = z.input<typeof moderationActionBodySchema>;

/** A line of context: a chat line around the reported one, or a comment of the thread. */
export const moderationContextLineSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    author: z.string(),
    text: z.string(),
    at: z.string(),
    /** The reported item itself. */
    reported: z.boolean(),
    hidden: z.boolean(),
  }),
);
export type ModerationContextLine = z.infer<typeof moderationContextLineSchema>;

/** One reported item of the queue, with its reports and its context. */
export const moderationQueueItemSchema = lazySchema(() =>
  z.object({
    kind: reportKindSchema,
    target_id: z.string(),
    /** The author of the item (or the reported player); null when the account is gone. */
    author: z.string().nullable(),
    /** The item's text (a debate's options, a comment, a chat line, a player's name); null when gone. */
    text: z.string().nullable(),
    /** For a comment: the debate it belongs to (a link), for a debate its own id. */
    debate_id: z.string().nullable(),
    hidden: z.boolean(),
    reports_count: z.number().int(),
    first_reported_at: z.string(),
    last_reported_at: z.string(),
    reasons: z.record(z.string(), z.number().int()),
    reports: z.array(z.object({ reporter: z.string(), reason: reportReasonSchema, note: z.string().nullable(), at: z.string() })),
    context: z.array(moderationContextLineSchema),
    /** The author's mute and suspension, if any (ISO times; suspended_until null with suspended true = until lifted). */
    author_muted_until: z.string().nullable(),
    author_suspended: z.boolean(),
  }),
);
export type ModerationQueueItem = z.infer<typeof moderationQueueItemSchema>;

/** `GET /moderation/queue`: open items, the most reported first, then the oldest. */
export const moderationQueueSchema = lazySchema(() => z.object({ items: z.array(moderationQueueItemSchema) }));
export type ModerationQueue = z.infer<typeof moderationQueueSchema>;

export const moderationPageQuerySchema = lazySchema(() =>
  z.object({
    limit: z.coerce.number().int().min(1).max(MODERATION_LIMITS.pageMax).default(MODERATION_LIMITS.pageDefault),
    offset: z.coerce.number().int().min(0).default(0),
  }),
);

/** One action in the audit log: who, what, when, why. */
export const moderationAuditEntrySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    moderator: z.string(),
    action: z.string(),
    kind: z.string(),
    target_id: z.string(),
    target_user: z.string().nullable(),
    reason: z.string(),
    hours: z.number().nullable(),
    at: z.string(),
  }),
);
export type ModerationAuditEntry = z.infer<typeof moderationAuditEntrySchema>;

export const moderationAuditSchema = lazySchema(() =>
  z.object({
    entries: z.array(moderationAuditEntrySchema),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  }),
);
export type ModerationAudit = z.infer<typeof moderationAuditSchema>;

/** 200 to an action: what it did (e.g. the mute's end). */
export const moderationActionResultSchema = lazySchema(() =>
  z.object({
    action: moderationActionSchema,
    kind: reportKindSchema,
    target_id: z.string(),
    target_user: z.string().nullable(),
    until: z.string().nullable(),
    /** Open reports of the item closed by this action. */
    resolved_reports: z.number().int(),
  }),
);
export type ModerationActionResult = z.infer<typeof moderationActionResultSchema>;

/** `GET /moderation/me`: whether the caller is a moderator (the web shows the page's link). */
export const moderationMeSchema = lazySchema(() => z.object({ moderator: z.boolean() }));
export type ModerationMe = z.infer<typeof moderationMeSchema>;

/**
 * On /ws to every tab: an item was hidden or restored by a moderator. Open pages drop or bring
 * back the item (`debate_id` names the debate of a comment, so a debate page knows it is its own).
 */
export const contentHiddenEventSchema = lazySchema(() =>
  z.object({
    type: z.literal('content_hidden'),
    data: z.object({
      kind: reportKindSchema,
      target_id: z.string(),
      hidden: z.boolean(),
      debate_id: z.string().nullable(),
      author: z.string().nullable(),
    }),
  }),
);
export type ContentHiddenEvent = z.infer<typeof contentHiddenEventSchema>;
