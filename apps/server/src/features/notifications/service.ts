import { DEBATE_TRENDING_VOTES, type Language, type NotificationList, type StoredNotificationKind } from '@fanclash/protocol';
import type { Platform } from '../../platform/platform.js';
import type { UserRow } from '../users/store.js';
import { wantsInApp } from './settings.js';
import { createNotificationStore, type NotificationStore } from './store.js';

/**
 * Votes past the threshold within which a debate's author is still told it went trending: the
 * check runs on added votes only while the total is in this band, not on every vote of a big
 * debate. The notification itself is kept once per debate by a unique key, so concurrent
 * votes on several instances tell the author once.
 */
const TRENDING_BAND = 25;

const languageOf = (user: Pick<UserRow, 'language'> | undefined): Language => (user?.language === 'ru' ? 'ru' : 'en');

/**
 * The forum's notifications: who is told what, stored first, then sent to every tab of the
 * player (any instance) with the new unread count. Each kind is stored only when the player
 * keeps it on in the app (notification settings). Nobody is told of their own doing.
 */
export function createForumNotifier(platform: Platform, store: NotificationStore = createNotificationStore(platform.db)) {
  const now = () => new Date(platform.clock.now());

  async function deliver(userId: string, id: string | undefined): Promise<void> {
    if (!id) return;
    const recipient = await platform.users.findById(userId);
    if (!recipient) return;
    const { items } = await store.list(userId, languageOf(recipient), { limit: 1, offset: 0, id });
    const notification = items[0];
    if (!notification) return;
    await platform.live.sendToUser(userId, { type: 'notification_created', data: { ...notification, unread: await store.unread(userId) } });
  }

  /** The player to tell, or null: nobody, the actor themselves, or a player who turned the kind off. */
  const recipientOf = async (userId: string | null | undefined, actor: UserRow, kind: StoredNotificationKind): Promise<string | null> =>
    userId && userId !== actor.id && (await wantsInApp(platform.db, userId, kind)) ? userId : null;

  return {
    /**
     * `actor` wrote `replyId` on the debate: answering `targetId` (a comment or reply) tells its
     * author, a top-level comment (no target) tells the debate's author.
     */
    async replied(actor: UserRow, debateId: string, replyId: string, targetId: string | null): Promise<void> {
      const author = targetId ? (await store.commentAuthor(targetId))?.authorId : await store.debateAuthor(debateId);
      const recipient = await recipientOf(author, actor, 'comment_reply');
      if (!recipient) return;
      const id = await store.addReply({
        userId: recipient,
        actorId: actor.id,
        actorName: actor.username,
        debateId,
        replyId,
        targetId,
        now: now(),
      });
      await deliver(recipient, id);
    },

    /** `actor` liked `commentId`: its author's open like group for it grows (or opens). */
    async liked(actor: UserRow, commentId: string): Promise<void> {
      const comment = await store.commentAuthor(commentId);
      const recipient = comment ? await recipientOf(comment.authorId, actor, 'comment_like') : null;
      if (!comment || !recipient) return;
      const id = await store.addLike({
        userId: recipient,
        actorId: actor.id,
        actorName: actor.username,
        debateId: comment.pickId,
        commentId,
        now: now(),
      });
      await deliver(recipient, id);
    },

    /** A vote was added: past the trending threshold, the debate's author hears it once. */
    async voted(debateId: string, totalVotes: number): Promise<void> {
      if (totalVotes <= DEBATE_TRENDING_VOTES || totalVotes > DEBATE_TRENDING_VOTES + TRENDING_BAND) return;
      const author = await store.debateAuthor(debateId);
      // The author's own vote may be the one that tips it: they are told all the same.
      if (!author || !(await wantsInApp(platform.db, author, 'debate_trending'))) return;
      await deliver(author, await store.addTrending({ userId: author, debateId, now: now() }));
    },

    async list(user: UserRow, page: { limit: number; offset: number }): Promise<NotificationList> {
      const { items, total } = await store.list(user.id, languageOf(user), page);
      return { notifications: items, total, unread: await store.unread(user.id) };
    },

    unread(user: UserRow): Promise<number> {
      return store.unread(user.id);
    },

    /** Marks read and tells every tab of the player the new count (the badge follows everywhere). */
    async markRead(user: UserRow, ids: readonly string[] | undefined): Promise<number> {
      await store.markRead(user.id, ids);
      const unread = await store.unread(user.id);
      await platform.live.sendToUser(user.id, { type: 'notifications_read', data: { unread } });
      return unread;
    },
  };
}

export type ForumNotifier = ReturnType<typeof createForumNotifier>;
