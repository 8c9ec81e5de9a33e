import type { CommentSort, Language } from '@fanclash/protocol';

/** Cache keys of the debates feature; the reading language is part of every debate's key. */
export const debateKeys = {
  all: ['debates'] as const,
  lists: () => ['debates', 'list'] as const,
  list: (language: Language, sport: string) => ['debates', 'list', language, sport] as const,
  picks: () => ['debates', 'pick'] as const,
  pick: (id: string, language: Language) => ['debates', 'pick', id, language] as const,
  comments: (pickId: string) => ['debates', 'comments', pickId] as const,
  commentList: (pickId: string, sort: CommentSort) => ['debates', 'comments', pickId, sort] as const,
  replies: (commentId: string) => ['debates', 'replies', commentId] as const,
};
