import type { DebateCounts, DebatePick, DebateReply, DebateUserEvent } from '@fanclash/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveHub } from '../../realtime/hub.js';
import type { ForumNotifier } from '../notifications/service.js';
import type { UserRow } from '../users/store.js';
import { DEBATES_TOPIC, debateTopic } from './channels.js';
import type { DebateService } from './service.js';
import type { DebateStore } from './store.js';

export interface DebateLiveDeps {
  readonly live: LiveHub;
  readonly store: DebateStore;
  readonly notifier: ForumNotifier;
  readonly log: FastifyBaseLogger;
}

/** The shared counts of a debate as every viewer sees them (the caller's own vote left out). */
export function countsOf(pick: Pick<DebatePick, keyof DebateCounts>): DebateCounts {
  return {
    id: pick.id,
    option1_votes: pick.option1_votes,
    option2_votes: pick.option2_votes,
    total_votes: pick.total_votes,
    trending: pick.trending,
    comments_count: pick.comments_count,
  };
}

/**
 * The debate service with the live forum around it: after a vote, a comment, a reply or a like
 * is stored, the tabs that show the debate (and the list, for counts) hear it through the bus
 * on every instance, and the author of what was answered or liked is notified. The rules stay
 * in service.ts; this only tells others what happened. A failure to tell is logged, never
 * turned into a failure of the action the player already made.
 */
export function withLiveEvents(service: DebateService, deps: DebateLiveDeps): DebateService {
  const { live, store, notifier, log } = deps;

  const afterwards = async (what: string, work: () => Promise<void>): Promise<void> => {
    try {
      await work();
    } catch (err) {
      log.warn({ err, what }, 'live forum event failed');
    }
  };

  const toDebate = (debateId: string, message: DebateUserEvent) => live.broadcast(message, debateTopic(debateId));

  const publishCounts = async (pick: Pick<DebatePick, keyof DebateCounts>) => {
    const message: DebateUserEvent = { type: 'debate_updated', data: countsOf(pick) };
    await Promise.all([live.broadcast(message, DEBATES_TOPIC), toDebate(pick.id, message)]);
  };

  return {
    ...service,

    async vote(user, id, option, language) {
      const result = await service.vote(user, id, option, language);
      if (result.action !== 'none') {
        await afterwards('vote', async () => {
          await publishCounts(result);
          if (result.action === 'added') await notifier.voted(id, result.total_votes);
        });
      }
      return result;
    },

    async unvote(user, id, language) {
      const result = await service.unvote(user, id, language);
      if (result.action !== 'none') await afterwards('unvote', () => publishCounts(result));
      return result;
    },

    async addComment(user, pickId, input) {
      const comment = await service.addComment(user, pickId, input);
      await afterwards('comment', async () => {
        const { replies_count: _replies, first_reply: _first, ...fields } = comment;
        const reply: DebateReply = { ...fields, likes_count: 0, user_liked: false };
        await toDebate(pickId, { type: 'debate_comment_added', data: reply });
        await publishCounts(await service.get(user, pickId, undefined));
        // What was answered: the comment or reply named (not the thread it joined), else the debate.
        await notifier.replied(user, pickId, comment.id, input.parent_id ?? null);
      });
      return comment;
    },

    async setLike(user: UserRow, commentId: string, liked: boolean) {
      const before = await store.likeState(commentId, user.id);
      const result = await service.setLike(user, commentId, liked);
      if (before?.userLiked === result.user_liked) return result;
      await afterwards('like', async () => {
        const comment = await store.findComment(commentId, user.id);
        if (!comment) return;
        await toDebate(comment.pickId, {
          type: 'debate_comment_liked',
          data: {
            pick_id: comment.pickId,
            comment_id: commentId,
            likes_count: result.likes_count,
            by: user.username,
            liked: result.user_liked,
          },
        });
        if (result.user_liked) await notifier.liked(user, commentId);
      });
      return result;
    },
  };
}
