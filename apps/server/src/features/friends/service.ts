import {
  ERROR_CODES,
  FRIEND_REQUEST_LIMITS,
  FRIEND_SEARCH_LIMIT,
  type BlockedUser,
  type Friend,
  type FriendRelation,
  type FriendRequestType,
  type FriendSearchResult,
  type NotificationsResponse,
} from '@fanclash/protocol';
import type { Platform } from '../../platform/platform.js';
import type { UserRow } from '../users/store.js';
import { tellBoth } from './notify.js';
import type { InvitationService } from './invitations.js';
import type { PresenceService } from './presence.js';
import { refuse } from './refusal.js';
import type { FriendStore } from './store.js';
import { createSearchStore } from './search-store.js';
import { createRequestLimits } from './request-limits.js';
import { yourTurnChallenges } from '../challenges/items.js';

/**
 * The friend rules: requests, answers, removal, blocks, search, lists and notifications. No
 * HTTP or socket types: a refused action throws a Refusal and changes nothing; a done one tells
 * both players (notify.ts).
 */
export function createFriendService(platform: Platform, store: FriendStore, invitations: InvitationService, presence: PresenceService) {
  const now = () => new Date(platform.clock.now());
  const search = createSearchStore(platform.db);
  const limits = createRequestLimits(platform.limiter);

  /** The other player of an action: never oneself, never an unknown name. */
  async function other(me: UserRow, friendUsername: string): Promise<UserRow> {
    if (friendUsername.trim().toLowerCase() === me.username.toLowerCase()) throw refuse(ERROR_CODES.friendSelf);
    const row = await platform.users.findByUsername(friendUsername);
    if (!row) throw refuse(ERROR_CODES.userNotFound);
    return row;
  }

  return {
    /** The five friend-request messages of the user socket. */
    async act(me: UserRow, type: FriendRequestType, friendUsername: string): Promise<void> {
      // Sends and cancels each put an event on the other player's screen: both are counted.
      const limited = type === 'send_friend_request' || type === 'cancel_friend_request';
      if (limited) await limits.bySender(me.id);
      const friend = await other(me, friendUsername);
      if (limited) await limits.byPair(me.id, friend.id);
      switch (type) {
        case 'send_friend_request': {
          if (await store.isBlockedEitherWay(me.id, friend.id)) throw refuse(ERROR_CODES.userBlocked);
          // A cap on requests still waiting, so nobody asks the whole player base at once. Two
          // sends at the same moment from two tabs may both pass at the cap: by one, harmlessly.
          if ((await store.pendingSentCount(me.id)) >= FRIEND_REQUEST_LIMITS.pendingOutgoingMax) {
            const pending = await store.relation(me.id, friend.id);
            // A crossing request (they asked me) makes friends rather than a new pending one.
            if (!(pending?.status === 'pending' && pending.requestedBy === friend.id)) throw refuse(ERROR_CODES.friendRequestLimit);
          }
          const outcome = await store.sendRequest(me.id, friend.id, now());
          if (outcome === 'already_friends') throw refuse(ERROR_CODES.alreadyFriends);
          if (outcome === 'duplicate') throw refuse(ERROR_CODES.friendRequestExists);
          // A request crossing one already pending the other way: they are friends now.
          await tellBoth(platform, me, friend, outcome === 'friends' ? 'accepted' : 'pending');
          if (outcome === 'friends') await presence.introduce(me, friend);
          return;
        }
        case 'accept_friend_request': {
          if (!(await store.accept(me.id, friend.id, now()))) throw refuse(ERROR_CODES.friendRequestNotFound);
          await tellBoth(platform, me, friend, 'accepted');
          await presence.introduce(me, friend);
          return;
        }
        case 'reject_friend_request': {
          if (!(await store.deletePending(me.id, friend.id, friend.id))) throw refuse(ERROR_CODES.friendRequestNotFound);
          await tellBoth(platform, me, friend, 'rejected');
          return;
        }
        case 'cancel_friend_request': {
          if (!(await store.deletePending(me.id, friend.id, me.id))) throw refuse(ERROR_CODES.friendRequestNotFound);
          await tellBoth(platform, me, friend, 'cancelled');
          return;
        }
        case 'remove_friend': {
          if (!(await store.removeFriend(me.id, friend.id))) throw refuse(ERROR_CODES.notFriends);
          await invitations.withdrawBetween(me.id, friend.id, 'unfriended');
          await tellBoth(platform, me, friend, 'removed');
          return;
        }
        default:
          return assertNever(type);
      }
    },

    /**
     * A block ends any friendship or request between them and withdraws invitations; the
     * blocked player hears only that the relation was removed, never that it was a block.
     */
    async block(me: UserRow, friendUsername: string): Promise<void> {
      const target = await other(me, friendUsername);
      const before = await store.relation(me.id, target.id);
      if (!(await store.block(me.id, target.id, now()))) throw refuse(ERROR_CODES.alreadyBlocked);
      await invitations.withdrawBetween(me.id, target.id, 'unfriended');
      await tellBoth(platform, me, target, 'blocked', { otherToo: false });
      if (before) {
        await tellBoth(platform, target, me, 'removed', { otherToo: false });
      }
    },

    async unblock(me: UserRow, friendUsername: string): Promise<void> {
      const target = await other(me, friendUsername);
      if (!(await store.unblock(me.id, target.id))) throw refuse(ERROR_CODES.notBlocked);
      await tellBoth(platform, me, target, 'unblocked', { otherToo: false });
    },

    /** GET /friends/search-user: best matches first, at most 20, with the caller's relation. */
    async search(me: UserRow, query: string): Promise<FriendSearchResult[]> {
      const q = query.trim();
      if (q === '') return [];
      const rows = await search.search(q, me.id, FRIEND_SEARCH_LIMIT);
      const { rows: relations, blocked } = await store.relationsWith(
        me.id,
        rows.map((r) => r.id),
      );
      const relationOf = (id: string): FriendRelation => {
        if (blocked.has(id)) return 'blocked';
        const row = relations.find((r) => r.userLow === id || r.userHigh === id);
        if (!row) return 'none';
        if (row.status === 'friends') return 'friends';
        return row.requestedBy === me.id ? 'request_sent' : 'request_received';
      };
      return Promise.all(
        rows.map(async (row) => ({
          username: row.username,
          avatar: row.avatar,
          ranking: await platform.users.rankOf(row),
          relation: relationOf(row.id),
        })),
      );
    },

    /** GET /friends/list: friends with avatar, rank and presence, A-Z. */
    async list(me: UserRow): Promise<Friend[]> {
      const friends = (await store.relations(me.id)).filter((r) => r.status === 'friends');
      const online = await presence.onlineAmong(friends.map((f) => f.otherId));
      const rows = await Promise.all(friends.map((f) => platform.users.findById(f.otherId)));
      const result: Friend[] = [];
      for (const row of rows) {
        if (!row) continue;
        result.push({
          username: row.username,
          avatar: row.avatar,
          ranking: await platform.users.rankOf(row),
          winBattle: row.winBattle,
          status: online.has(row.id) ? 'online' : 'offline',
        });
      }
      return result;
    },

    /** GET /friends/notifications: pending requests to me and invitations to me, in one answer. */
    async notifications(me: UserRow): Promise<NotificationsResponse> {
      const [requests, invites, challenges] = await Promise.all([
        store.incomingRequests(me.id),
        invitations.viewsFor(me),
        yourTurnChallenges(platform, me.id),
      ]);
      return {
        friend_requests: requests.map((r) => ({
          username: r.username,
          avatar: r.avatar,
          status: 'pending' as const,
          created_at: r.createdAt.toISOString(),
        })),
        invitations: invites,
        challenges,
      };
    },

    async blockedList(me: UserRow): Promise<BlockedUser[]> {
      return (await store.blockedBy(me.id)).map((b) => ({ username: b.username, avatar: b.avatar, blocked_at: b.createdAt.toISOString() }));
    },
  };
}

export type FriendService = ReturnType<typeof createFriendService>;

function assertNever(value: never): never {
  throw new Error(`Unhandled friend action: ${String(value)}`);
}
