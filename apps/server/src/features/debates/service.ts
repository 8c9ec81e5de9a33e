import {
  DEBATE_CATEGORIES,
  ERROR_CODES,
  type CommentLike,
  type CommentList,
  type CommentSort,
  type CreatePick,
  type DebateComment,
  type DebatePick,
  type DebateReply,
  type Language,
  type ListPicksQuery,
  type PickList,
  type UserVote,
  type VoteOption,
  type VoteResult,
  DEBATE_MESSAGES,
} from '@fanclash/protocol';
import { AppError, forbidden } from '../../lib/errors.js';
import type { Clock } from '../../lib/clock.js';
import type { RateLimiter } from '../../platform/ratelimit/limiter.js';
import { rateLimitedFor } from '../auth/rate-rules.js';
import type { UserRow } from '../users/store.js';
import { toComment, toPick, toReply } from './dto.js';
import type { DebateStore, PickFilter } from './store.js';

export const debateNotFound = () =>
  new AppError(404, ERROR_CODES.debateNotFound, DEBATE_MESSAGES[ERROR_CODES.debateNotFound] ?? 'Debate not found');
export const commentNotFound = () =>
  new AppError(404, ERROR_CODES.commentNotFound, DEBATE_MESSAGES[ERROR_CODES.commentNotFound] ?? 'Comment not found');

/** 'football' and 'soccer' name the same sport (association football): either finds both. */
export function categoriesMatching(category: string | undefined): readonly string[] | undefined {
  if (!category) return undefined;
  return category === 'football' || category === 'soccer' ? ['football', 'soccer'] : [category];
}

/** The reading language: the call's `language`, else the account's, else English. */
function readingLanguage(user: UserRow, language: Language | undefined): Language {
  return language ?? (user.language === 'ru' ? 'ru' : 'en');
}

/**
 * Per-player limits on writing (across instances when the limiter is Redis): enough for any
 * conversation, not for a script flooding a thread.
 */
export const DEBATE_RATE_RULES = {
  comments: { limit: 20, windowMs: 60_000, reason: 'You are commenting too fast.' },
  debates: { limit: 10, windowMs: 3_600_000, reason: 'You have created many debates in the last hour.' },
} as const;

/** The rules of forum debates: who may see and do what, and what each call answers. */
export function createDebateService(store: DebateStore, clock: Clock, limiter: RateLimiter) {
  const limit = async (rule: keyof typeof DEBATE_RATE_RULES, userId: string) => {
    const r = DEBATE_RATE_RULES[rule];
    const result = await limiter.hit(`debates.${rule}:${userId}`, r.limit, r.windowMs);
    if (!result.allowed) throw rateLimitedFor(r.reason, result.retryAfterMs);
  };

  const pickFor = async (user: UserRow, id: string, language: Language): Promise<DebatePick> => {
    const row = await store.findPick(id, user.id);
    if (!row) throw debateNotFound();
    return toPick(row, language);
  };

  return {
    async list(user: UserRow, query: ListPicksQuery): Promise<PickList> {
      const language = readingLanguage(user, query.language);
      const empty: PickList = { picks: [], total: 0, limit: query.limit, offset: query.offset };
      const filter: PickFilter = { categories: categoriesMatching(query.category ?? query.sport) };
      // Whose votes a player may list: only their own (votes are private).
      if (query.voted_by) {
        if (query.voted_by.toLowerCase() !== user.username.toLowerCase()) throw forbidden('You can only list your own votes');
        filter.votedBy = user.id;
      }
      // Who wrote a debate is public (its card shows the name); an unknown name finds nothing.
      if (query.author) {
        const authorId = await store.userIdByName(query.author);
        if (!authorId) return empty;
        filter.authorId = authorId;
      }
      const { rows, total } = await store.listPicks(user.id, filter, {
        limit: query.limit,
        offset: query.offset,
        sort: query.sort_by,
        now: new Date(clock.now()),
      });
      return { picks: rows.map((row) => toPick(row, language)), total, limit: query.limit, offset: query.offset };
    },

    async search(user: UserRow, query: { search: string; limit: number; language?: Language | undefined }): Promise<PickList> {
      const language = readingLanguage(user, query.language);
      if (query.search === '') return { picks: [], total: 0, limit: query.limit, offset: 0 };
      const { rows, total } = await store.listPicks(
        user.id,
        { search: query.search },
        { limit: query.limit, offset: 0, sort: 'newest', now: new Date(clock.now()) },
      );
      return { picks: rows.map((row) => toPick(row, language)), total, limit: query.limit, offset: 0 };
    },

    get(user: UserRow, id: string, language: Language | undefined): Promise<DebatePick> {
      return pickFor(user, id, readingLanguage(user, language));
    },

    async create(user: UserRow, input: CreatePick): Promise<DebatePick> {
      await limit('debates', user.id);
      const id = await store.insertPick({
        authorId: user.id,
        authorName: user.username,
        category: input.category,
        option1Name: input.option1_name,
        option1Description: input.option1_description,
        option2Name: input.option2_name,
        option2Description: input.option2_description,
        createdAt: new Date(clock.now()),
      });
      return pickFor(user, id, readingLanguage(user, undefined));
    },

    async vote(user: UserRow, id: string, option: VoteOption, language: Language | undefined): Promise<VoteResult> {
      if (!(await store.pickExists(id))) throw debateNotFound();
      const action = await store.toggleVote(id, user.id, option, new Date(clock.now()));
      return { ...(await pickFor(user, id, readingLanguage(user, language))), action };
    },

    async unvote(user: UserRow, id: string, language: Language | undefined): Promise<VoteResult> {
      if (!(await store.pickExists(id))) throw debateNotFound();
      const action = await store.removeVote(id, user.id);
      return { ...(await pickFor(user, id, readingLanguage(user, language))), action };
    },

    async userVote(user: UserRow, id: string): Promise<UserVote> {
      if (!(await store.pickExists(id))) throw debateNotFound();
      return { pick_id: id, user_vote: await store.userVote(id, user.id) };
    },

    async comments(user: UserRow, pickId: string, page: { sort: CommentSort; limit: number; offset: number }): Promise<CommentList> {
      if (!(await store.pickExists(pickId))) throw debateNotFound();
      const { rows, total } = await store.listComments(pickId, user.id, page);
      // Every comment is asked, not only those with replies_count > 0: that count leaves hidden
      // replies out for everyone, yet a hidden reply's author still sees it first, marked.
      const parents = rows.map((row) => row.id);
      const first = new Map((await store.firstReplies(parents, user.id)).map((reply) => [reply.parentId, reply]));
      return { comments: rows.map((row) => toComment(row, first.get(row.id))), total, limit: page.limit, offset: page.offset };
    },

    /**
     * A comment, or a reply when parent_id is set. Replies stay one level deep: answering a
     * reply joins the thread of its top-level comment.
     */
    async addComment(
      user: UserRow,
      pickId: string,
      input: { content: string; parent_id?: string | null | undefined },
    ): Promise<DebateComment> {
      if (!(await store.pickExists(pickId))) throw debateNotFound();
      await limit('comments', user.id);
      let parentId: string | null = null;
      if (input.parent_id) {
        const parent = await store.findComment(input.parent_id, user.id);
        if (!parent || parent.pickId !== pickId) throw commentNotFound();
        parentId = parent.parentId ?? parent.id;
      }
      const id = await store.insertComment({
        pickId,
        parentId,
        authorId: user.id,
        authorName: user.username,
        content: input.content,
        createdAt: new Date(clock.now()),
      });
      const row = await store.findComment(id, user.id);
      if (!row) throw commentNotFound();
      return toComment(row, undefined);
    },

    async replies(user: UserRow, commentId: string): Promise<{ replies: DebateReply[] }> {
      const comment = await store.findComment(commentId, user.id);
      if (!comment) throw commentNotFound();
      return { replies: (await store.listReplies([commentId], user.id)).map(toReply) };
    },

    async setLike(user: UserRow, commentId: string, liked: boolean): Promise<CommentLike> {
      if (!(await store.findComment(commentId, user.id))) throw commentNotFound();
      if (liked) await store.like(commentId, user.id);
      else await store.unlike(commentId, user.id);
      const state = await store.likeState(commentId, user.id);
      if (!state) throw commentNotFound();
      return { comment_id: commentId, likes_count: state.likesCount, user_liked: state.userLiked };
    },

    /**
     * The create form's sports first (in the spec's order), then any other category in use.
     * Counted as the player's own list would be: a debate a moderator hid counts for its author only.
     */
    async categories(user: UserRow): Promise<{ categories: Array<{ category: string; debates: number }> }> {
      const counts = new Map((await store.categoryCounts(user.id)).map((row) => [row.category, row.debates]));
      const names = [
        ...DEBATE_CATEGORIES,
        ...[...counts.keys()].filter((name) => !(DEBATE_CATEGORIES as readonly string[]).includes(name)).sort(),
      ];
      return { categories: names.map((category) => ({ category, debates: counts.get(category) ?? 0 })) };
    },
  };
}

export type DebateService = ReturnType<typeof createDebateService>;
