import { randomUUID } from 'node:crypto';
import { DEBATE_TRENDING_VOTES, type Language, type NotificationList, type StoredNotificationKind } from '@fanclash/protocol';
import type { Platform } from '../../platform/platform.js';
import type { UserRow } from '../users/store.js';
import { loadNotificationSettings } from './settings.js';
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
 * keeps it on in the app (notification settings). The in-app and push switches are
 * independent: with the kind off in the app but on for pushes, nothing is stored or shown and
 * web push alone hears of it (LiveHub.announceToUser; the push feature decides the rest, as for
 * any event). Nobody is told of their own doing.
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

  /** How the player wants this kind: in the app (stored and shown), pushed only, or not at all. */
  async function channelOf(userId: string, kind: StoredNotificationKind): Promise<'in_app' | 'push_only' | null> {
    const channels = (await loadNotificationSettings(platform.db, userId)).kinds[kind];
    return channels.in_app ? 'in_app' : channels.push ? 'push_only' : null;
  }

  /** The player to tell and how, or null: nobody, the actor themselves, or a player who turned the kind off everywhere. */
  const recipientOf = async (userId: string | null | undefined, actor: UserRow, kind: StoredNotificationKind) => {
    if (!userId || userId === actor.id) return null;
    const channel = await channelOf(userId, kind);
    return channel ? { userId, channel } : null;
  };

  /** Off in the app, on for pushes: the notification as it would read, handed to web push only (never stored nor shown). */
  async function pushOnly(
    userId: string,
    entry: { kind: StoredNotificationKind; debateId: string; commentId: string | null; targetId: string | null; actorName: string | null },
  ): Promise<void> {
    const recipient = await platform.users.findById(userId);
    if (!recipient) return;
    // Its id names what it tells of (a reply's tag on the device is its id): the reply, the liked comment.
    const id = entry.commentId ?? randomUUID();
    const notification = await store.unstored({ id, userId, language: languageOf(recipient), now: now(), ...entry });
    if (!notification) return;
    platform.live.announceToUser(userId, { type: 'notification_created', data: { ...notification, unread: await store.unread(userId) } });
  }

  return {
    /**
     * `actor` wrote `replyId` on the debate: answering `targetId` (a comment or reply) tells its
     * author, a top-level comment (no target) tells the debate's author.
     */
    async replied(actor: UserRow, debateId: string, replyId: string, targetId: string | null): Promise<void> {
      const author = targetId ? (await store.commentAuthor(targetId))?.authorId : await store.debateAuthor(debateId);
      const recipient = await recipientOf(author, actor, 'comment_reply');
      if (!recipient) return;
      if (recipient.channel === 'push_only') {
        const entry = { kind: 'comment_reply' as const, debateId, commentId: replyId, targetId, actorName: actor.username };
        return pushOnly(recipient.userId, entry);
      }
      const id = await store.addReply({
        userId: recipient.userId,
        actorId: actor.id,
        actorName: actor.username,
        debateId,
        replyId,
        targetId,
        now: now(),
      });
      await deliver(recipient.userId, id);
    },

    /** `actor` liked `commentId`: its author's open like group for it grows (or opens). */
    async liked(actor: UserRow, commentId: string): Promise<void> {
      const comment = await store.commentAuthor(commentId);
      const recipient = comment ? await recipientOf(comment.authorId, actor, 'comment_like') : null;
      if (!comment || !recipient) return;
      if (recipient.channel === 'push_only') {
        const entry = { kind: 'comment_like' as const, debateId: comment.pickId, commentId, targetId: null, actorName: actor.username };
        return pushOnly(recipient.userId, entry);
      }
      const id = await store.addLike({
        userId: recipient.userId,
        actorId: actor.id,
        actorName: actor.username,
        debateId: comment.pickId,
        commentId,
        now: now(),
      });
      await deliver(recipient.userId, id);
    },

    /** A vote was added: past the trending threshold, the debate's author hears it once. */
    async voted(debateId: string, totalVotes: number): Promise<void> {
      if (totalVotes <= DEBATE_TRENDING_VOTES || totalVotes > DEBATE_TRENDING_VOTES + TRENDING_BAND) return;
      const author = await store.debateAuthor(debateId);
      // The author's own vote may be the one that tips it: they are told all the same.
      const channel = author ? await channelOf(author, 'debate_trending') : null;
      if (!author || !channel) return;
      if (channel === 'in_app') return deliver(author, await store.addTrending({ userId: author, debateId, now: now() }));
      // Nothing stored keeps this once: pushed when the vote that passes the threshold is added (a vote taken back and
      // given again pushes it again, under the same tag, which replaces the first on the device without a sound).
      if (totalVotes === DEBATE_TRENDING_VOTES + 1) {
        await pushOnly(author, { kind: 'debate_trending', debateId, commentId: null, targetId: null, actorName: null });
      }
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
