import { z } from 'zod';
import { ERROR_CODES } from './errors.js';
import { LIMITS } from './limits.js';
import { languageSchema } from './sports.js';
import { lazySchema } from './lazy-schema.js';

/**
 * Forum debates (spec sections 3, 4, 5, 7, 9): two-option picks with votes, comments,
 * replies and comment likes, under the base path /selection. Field names are the spec's.
 */

/** Sports offered by the create-debate form, in the spec's order (section 9). */
export const DEBATE_CATEGORIES = ['football', 'basketball', 'tennis', 'soccer', 'volleyball', 'baseball', 'hockey'] as const;
export type DebateCategory = (typeof DEBATE_CATEGORIES)[number];

/** The forum's sport filter, in the spec's order (section 2); 'all' sends no filter. */
export const FORUM_SPORT_FILTERS = ['all', 'football', 'basketball', 'volleyball', 'tennis', 'baseball', 'soccer', 'hockey'] as const;
export type ForumSportFilter = (typeof FORUM_SPORT_FILTERS)[number];

/** A debate with more than this many votes in total is trending (section 9). */
export const DEBATE_TRENDING_VOTES = 100;
/** The debates list is re-fetched this often (section 4). */
export const DEBATE_REFRESH_MS = 5 * 60_000;

export const DEBATE_SORTS = ['newest', 'trending', 'most_voted'] as const;
export type DebateSort = (typeof DEBATE_SORTS)[number];

/** Comment orders (section 9: most recent, most liked, oldest). */
export const COMMENT_SORTS = ['recent', 'liked', 'oldest'] as const;
export type CommentSort = (typeof COMMENT_SORTS)[number];

export const voteOptionSchema = lazySchema(() => z.enum(['option1', 'option2']));
export type VoteOption = z.infer<typeof voteOptionSchema>;

/** The spec's English texts for debate errors (sections 5 and 8); the web app has both languages. */
export const DEBATE_MESSAGES: Record<string, string> = {
  [ERROR_CODES.option1NameRequired]: 'First option name is required',
  [ERROR_CODES.option1NameTooLong]: `First option name must be at most ${LIMITS.debateOptionNameMax} characters`,
  [ERROR_CODES.option1DescriptionRequired]: 'First option description is required',
  [ERROR_CODES.option1DescriptionTooLong]: `First option description must be at most ${LIMITS.debateOptionDescriptionMax} characters`,
  [ERROR_CODES.option2NameRequired]: 'Second option name is required',
  [ERROR_CODES.option2NameTooLong]: `Second option name must be at most ${LIMITS.debateOptionNameMax} characters`,
  [ERROR_CODES.option2DescriptionRequired]: 'Second option description is required',
  [ERROR_CODES.option2DescriptionTooLong]: `Second option description must be at most ${LIMITS.debateOptionDescriptionMax} characters`,
  [ERROR_CODES.sportRequired]: 'Please select a sport',
  [ERROR_CODES.debateCategoryInvalid]: 'Please select a sport',
  [ERROR_CODES.commentEmpty]: 'Comment cannot be empty',
  [ERROR_CODES.commentTooLong]: `Comment must be at most ${LIMITS.commentMax} characters`,
  [ERROR_CODES.replyEmpty]: 'Reply cannot be empty',
  [ERROR_CODES.replyTooLong]: `Reply must be at most ${LIMITS.replyMax} characters`,
  [ERROR_CODES.voteOptionInvalid]: 'vote_option must be option1 or option2',
  [ERROR_CODES.debateNotFound]: 'Debate not found',
  [ERROR_CODES.commentNotFound]: 'Comment not found',
};

/** A required text, trimmed, with its own codes for missing and too long. */
function requiredText(max: number, required: string, tooLong: string) {
  return z
    .string({ error: required })
    .transform((value) => value.trim())
    .pipe(z.string().min(1, required).max(max, tooLong));
}

/** A create-form sport: any case ('Football'), stored lower-case. */
export const debateCategoryInputSchema = lazySchema(() =>
  z
    .string({ error: ERROR_CODES.sportRequired })
    .transform((value) => value.trim().toLowerCase())
    .pipe(
      z
        .string()
        .min(1, ERROR_CODES.sportRequired)
        .pipe(z.enum(DEBATE_CATEGORIES, { error: ERROR_CODES.debateCategoryInvalid })),
    ),
);

/** POST /selection/picks (section 5: trimmed, required, 50 / 500 characters). */
export const createPickSchema = lazySchema(() =>
  z.object({
    option1_name: requiredText(LIMITS.debateOptionNameMax, ERROR_CODES.option1NameRequired, ERROR_CODES.option1NameTooLong),
    option1_description: requiredText(
      LIMITS.debateOptionDescriptionMax,
      ERROR_CODES.option1DescriptionRequired,
      ERROR_CODES.option1DescriptionTooLong,
    ),
    option2_name: requiredText(LIMITS.debateOptionNameMax, ERROR_CODES.option2NameRequired, ERROR_CODES.option2NameTooLong),
    option2_description: requiredText(
      LIMITS.debateOptionDescriptionMax,
      ERROR_CODES.option2DescriptionRequired,
      ERROR_CODES.option2DescriptionTooLong,
    ),
    category: debateCategoryInputSchema,
  }),
);
export type CreatePickInput = z.input<typeof createPickSchema>;
export type CreatePick = z.output<typeof createPickSchema>;

/** The optional reading language of a call; without it the account's language is used. */
const languageQuery = lazySchema(() => z.string().trim().toLowerCase().pipe(languageSchema).optional().catch(undefined));

const pageLimit = lazySchema(() =>
  z.coerce.number().int().min(1).max(LIMITS.debatePageSize).catch(LIMITS.debatePageSize).default(LIMITS.debatePageSize),
);
const pageOffset = lazySchema(() => z.coerce.number().int().min(0).catch(0).default(0));
/** 'all' or nothing means no filter; anything else is matched as a category name. */
const categoryFilter = lazySchema(() =>
  z
    .string()
    .trim()
    .toLowerCase()
    .max(40)
    .optional()
    .transform((value) => (value && value !== 'all' ? value : undefined)),
);

/** GET /selection/picks: category (or its other name sport), sort, paging, author / voted_by. */
export const listPicksQuerySchema = lazySchema(() =>
  z.object({
    category: categoryFilter,
    sport: categoryFilter,
    limit: pageLimit,
    offset: pageOffset,
    sort_by: z
      .string()
      .trim()
      .toLowerCase()
      .transform((value) => value.replace(/[\s-]+/g, '_'))
      .pipe(z.enum(DEBATE_SORTS))
      .catch('newest')
      .default('newest'),
    author: z.string().trim().min(1).max(40).optional(),
    voted_by: z.string().trim().min(1).max(40).optional(),
    language: languageQuery,
  }),
);
export type ListPicksQuery = z.output<typeof listPicksQuerySchema>;

/** GET /selection/picks/search?search&limit */
export const searchPicksQuerySchema = lazySchema(() =>
  z.object({
    search: z.string().trim().max(100).default(''),
    limit: pageLimit,
    language: languageQuery,
  }),
);

export const languageQuerySchema = lazySchema(() => z.object({ language: languageQuery }));

export const pickIdParamsSchema = lazySchema(() => z.object({ id: z.uuid({ error: ERROR_CODES.debateNotFound }) }));
export const commentIdParamsSchema = lazySchema(() => z.object({ id: z.uuid({ error: ERROR_CODES.commentNotFound }) }));

/** POST /selection/picks/{id}/vote */
export const votePickSchema = lazySchema(() =>
  z.object({
    vote_option: z
      .string({ error: ERROR_CODES.voteOptionInvalid })
      .trim()
      .toLowerCase()
      .pipe(z.enum(['option1', 'option2'], { error: ERROR_CODES.voteOptionInvalid })),
  }),
);

/** POST /selection/picks/{id}/comments: a comment, or a reply when parent_id is set. */
export const createCommentSchema = lazySchema(() =>
  z
    .object({
      content: z.string({ error: ERROR_CODES.commentEmpty }).transform((value) => value.trim()),
      parent_id: z.uuid({ error: ERROR_CODES.commentNotFound }).nullish(),
    })
    .superRefine((value, ctx) => {
      const reply = Boolean(value.parent_id);
      const max = reply ? LIMITS.replyMax : LIMITS.commentMax;
      if (value.content.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['content'], message: reply ? ERROR_CODES.replyEmpty : ERROR_CODES.commentEmpty });
      } else if (value.content.length > max) {
        ctx.addIssue({ code: 'custom', path: ['content'], message: reply ? ERROR_CODES.replyTooLong : ERROR_CODES.commentTooLong });
      }
    }),
);
export type CreateCommentInput = z.input<typeof createCommentSchema>;

/** GET /selection/picks/{id}/comments */
export const listCommentsQuerySchema = lazySchema(() =>
  z.object({
    sort: z.enum(COMMENT_SORTS).optional().catch(undefined),
    sort_by: z.enum(COMMENT_SORTS).optional().catch(undefined),
    limit: pageLimit,
    offset: pageOffset,
  }),
);

/** A debate as every call returns it, in the reader's language when it is a daily debate. */
export const pickSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    option1_name: z.string(),
    option1_description: z.string(),
    option2_name: z.string(),
    option2_description: z.string(),
    category: z.string(),
    option1_votes: z.number().int(),
    option2_votes: z.number().int(),
    total_votes: z.number().int(),
    /** More than DEBATE_TRENDING_VOTES votes. */
    trending: z.boolean(),
    comments_count: z.number().int(),
    created_at: z.string(),
    user_vote: voteOptionSchema.nullable(),
    /** The player who created it; null for the daily debate. */
    author_name: z.string().nullable(),
    /** Published by the daily job (a topic from the bank); `daily_date` is its UTC day. */
    is_daily: z.boolean(),
    daily_date: z.string().nullable(),
    /** The language the texts are in ('en' or 'ru'); a player's debate keeps the author's words. */
    language: z.string().nullable(),
    /** Hidden by a moderator: only its author still gets it, marked (issue 34). */
    hidden_by_moderator: z.boolean().optional(),
  }),
);
export type DebatePick = z.infer<typeof pickSchema>;

export const pickListSchema = lazySchema(() =>
  z.object({
    picks: z.array(pickSchema),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  }),
);
export type PickList = z.infer<typeof pickListSchema>;

/** POST and DELETE /picks/{id}/vote answer the debate with its new counts and what happened. */
export const voteResultSchema = lazySchema(() => pickSchema.extend({ action: z.enum(['added', 'moved', 'removed', 'none']) }));
export type VoteResult = z.infer<typeof voteResultSchema>;

/** GET /picks/{id}/vote */
export const userVoteSchema = lazySchema(() => z.object({ pick_id: z.string(), user_vote: voteOptionSchema.nullable() }));
export type UserVote = z.infer<typeof userVoteSchema>;

const commentFields = {
  id: z.string(),
  pick_id: z.string(),
  author_name: z.string(),
  content: z.string(),
  created_at: z.string(),
  likes_count: z.number().int(),
  user_liked: z.boolean(),
  parent_id: z.string().nullable(),
  /** Hidden by a moderator: only its author still gets it, marked (issue 34). */
  hidden_by_moderator: z.boolean().optional(),
};
export const replySchema = lazySchema(() => z.object(commentFields));
export type DebateReply = z.infer<typeof replySchema>;

/** A top-level comment with its reply count and its first (oldest) reply. */
export const commentSchema = lazySchema(() =>
  z.object({
    ...commentFields,
    replies_count: z.number().int(),
    first_reply: replySchema.nullable(),
  }),
);
export type DebateComment = z.infer<typeof commentSchema>;

export const commentListSchema = lazySchema(() =>
  z.object({
    comments: z.array(commentSchema),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  }),
);
export type CommentList = z.infer<typeof commentListSchema>;

export const replyListSchema = lazySchema(() => z.object({ replies: z.array(replySchema) }));
export type ReplyList = z.infer<typeof replyListSchema>;

/** POST / DELETE /comments/{id}/like */
export const commentLikeSchema = lazySchema(() =>
  z.object({ comment_id: z.string(), likes_count: z.number().int(), user_liked: z.boolean() }),
);
export type CommentLike = z.infer<typeof commentLikeSchema>;

/** GET /selection/categories: the create form's sports, and how many debates each filter finds. */
export const categoriesSchema = lazySchema(() =>
  z.object({
    categories: z.array(z.object({ category: z.string(), debates: z.number().int() })),
  }),
);
export type Categories = z.infer<typeof categoriesSchema>;
