import { DEBATE_TRENDING_VOTES, type DebateComment, type DebatePick, type DebateReply, type Language } from '@fanclash/protocol';
import type { CommentRow, PickRow } from './store.js';

/** Table rows -> the spec's field names. */

/** A daily debate is read in the reader's language; a player's debate keeps its author's words. */
export function toPick(row: PickRow, language: Language): DebatePick {
  const russian = language === 'ru' && row.option1NameRu !== null;
  const total = row.option1Votes + row.option2Votes;
  const daily = row.dailyDate !== null;
  return {
    id: row.id,
    option1_name: russian ? (row.option1NameRu ?? row.option1Name) : row.option1Name,
    option1_description: russian ? (row.option1DescriptionRu ?? row.option1Description) : row.option1Description,
    option2_name: russian ? (row.option2NameRu ?? row.option2Name) : row.option2Name,
    option2_description: russian ? (row.option2DescriptionRu ?? row.option2Description) : row.option2Description,
    category: row.category,
    option1_votes: row.option1Votes,
    option2_votes: row.option2Votes,
    total_votes: total,
    trending: total > DEBATE_TRENDING_VOTES,
    comments_count: row.commentsCount,
    created_at: row.createdAt.toISOString(),
    user_vote: row.userVote,
    author_name: row.authorName,
    is_daily: daily,
    daily_date: row.dailyDate,
    language: daily ? (russian ? 'ru' : 'en') : null,
  };
}

export function toReply(row: CommentRow): DebateReply {
  return {
    id: row.id,
    pick_id: row.pickId,
    author_name: row.authorName,
    content: row.content,
    created_at: row.createdAt.toISOString(),
    likes_count: row.likesCount,
    user_liked: row.userLiked,
    parent_id: row.parentId,
  };
}

export function toComment(row: CommentRow, firstReply: CommentRow | undefined): DebateComment {
  return { ...toReply(row), replies_count: row.repliesCount, first_reply: firstReply ? toReply(firstReply) : null };
}
