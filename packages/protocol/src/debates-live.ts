import { z } from 'zod';
import { replySchema } from './debates.js';
import { lazySchema } from './lazy-schema.js';

/**
 * The live forum (issue 34, item 1) on the user socket. A tab that shows the debates list sends
 * `watch_debates`, a debate page `watch_debate`; from then on that tab hears the changes others
 * make, from every instance, until `unwatch_debates` (or the socket closes: a reconnecting tab
 * asks again). Counts in these events are exact (counted from the rows after the change).
 */

export const watchDebateMessageSchema = lazySchema(() => z.object({ type: z.literal('watch_debate'), debate_id: z.uuid() }));
export const watchDebatesMessageSchema = lazySchema(() => z.object({ type: z.literal('watch_debates') }));
export const unwatchDebatesMessageSchema = lazySchema(() => z.object({ type: z.literal('unwatch_debates') }));
export const debateUserClientMessageSchemas = [watchDebateMessageSchema, watchDebatesMessageSchema, unwatchDebatesMessageSchema] as const;

/** A debate's shared counts after a vote, a comment or a reply (the viewer's own vote is not in it). */
export const debateCountsSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    option1_votes: z.number().int(),
    option2_votes: z.number().int(),
    total_votes: z.number().int(),
    trending: z.boolean(),
    comments_count: z.number().int(),
  }),
);
export type DebateCounts = z.infer<typeof debateCountsSchema>;

/** To the debate's page and the debates list. */
export const debateUpdatedEventSchema = lazySchema(() => z.object({ type: z.literal('debate_updated'), data: debateCountsSchema }));

/** A new comment (parent_id null) or reply on the debate's page; likes 0 and user_liked false, as for anyone but the author. */
export const debateCommentAddedEventSchema = lazySchema(() => z.object({ type: z.literal('debate_comment_added'), data: replySchema }));

/** A like or unlike: the comment's new count; `by` and `liked` let the liker's other tabs follow. */
export const debateCommentLikedEventSchema = lazySchema(() =>
  z.object({
    type: z.literal('debate_comment_liked'),
    data: z.object({
      pick_id: z.string(),
      comment_id: z.string(),
      likes_count: z.number().int(),
      by: z.string(),
      liked: z.boolean(),
    }),
  }),
);

export const debateUserEventSchemas = [debateUpdatedEventSchema, debateCommentAddedEventSchema, debateCommentLikedEventSchema] as const;
export type DebateUserEvent =
  z.infer<typeof debateUpdatedEventSchema> | z.infer<typeof debateCommentAddedEventSchema> | z.infer<typeof debateCommentLikedEventSchema>;
