import {
  categoriesSchema,
  commentLikeSchema,
  commentListSchema,
  commentSchema,
  pickListSchema,
  pickSchema,
  replyListSchema,
  voteResultSchema,
  type CommentLike,
  type CommentList,
  type CommentSort,
  type CreatePickInput,
  type DebateComment,
  type DebatePick,
  type DebateSort,
  type Language,
  type PickList,
  type ReplyList,
  type VoteOption,
  type VoteResult,
  type Categories,
} from '@fanclash/protocol';
import { apiRequest } from '../../lib/api';

/** The debate calls of spec section 7 (base /selection, bearer token). */
const BASE = '/selection';

export interface PickListParams {
  sport?: string;
  sortBy?: DebateSort;
  limit?: number;
  offset?: number;
  language: Language;
}

export function listPicks(params: PickListParams, signal?: AbortSignal): Promise<PickList> {
  return apiRequest(`${BASE}/picks`, {
    query: {
      sport: params.sport && params.sport !== 'all' ? params.sport : undefined,
      sort_by: params.sortBy,
      limit: params.limit,
      offset: params.offset,
      language: params.language,
    },
    schema: pickListSchema,
    signal,
  });
}

export function getPick(id: string, language: Language, signal?: AbortSignal): Promise<DebatePick> {
  return apiRequest(`${BASE}/picks/${encodeURIComponent(id)}/with-vote`, { query: { language }, schema: pickSchema, signal });
}

export function createPick(input: CreatePickInput): Promise<DebatePick> {
  return apiRequest(`${BASE}/picks`, { method: 'POST', body: input, schema: pickSchema });
}

export function votePick(id: string, option: VoteOption, language: Language): Promise<VoteResult> {
  return apiRequest(`${BASE}/picks/${encodeURIComponent(id)}/vote`, {
    method: 'POST',
    query: { language },
    body: { vote_option: option },
    schema: voteResultSchema,
  });
}

export function listComments(pickId: string, sort: CommentSort, signal?: AbortSignal): Promise<CommentList> {
  return apiRequest(`${BASE}/picks/${encodeURIComponent(pickId)}/comments`, { query: { sort }, schema: commentListSchema, signal });
}

export function addComment(pickId: string, content: string, parentId?: string): Promise<DebateComment> {
  return apiRequest(`${BASE}/picks/${encodeURIComponent(pickId)}/comments`, {
    method: 'POST',
    body: { content, ...(parentId ? { parent_id: parentId } : {}) },
    schema: commentSchema,
  });
}

export function listReplies(commentId: string, signal?: AbortSignal): Promise<ReplyList> {
  return apiRequest(`${BASE}/comments/${encodeURIComponent(commentId)}/replies`, { schema: replyListSchema, signal });
}

export function setCommentLike(commentId: string, liked: boolean): Promise<CommentLike> {
  return apiRequest(`${BASE}/comments/${encodeURIComponent(commentId)}/like`, {
    method: liked ? 'POST' : 'DELETE',
    schema: commentLikeSchema,
  });
}

export function getCategories(signal?: AbortSignal): Promise<Categories> {
  return apiRequest(`${BASE}/categories`, { schema: categoriesSchema, signal });
}
