import { z } from 'zod';
import { ERROR_CODES } from './errors.js';
import { userSchema } from './user.js';
import { challengeItemSchema } from './challenges.js';
import { lazySchema } from './lazy-schema.js';

/**
 * Friends, presence, notifications, blocks and battle invitations (spec sections 2-9): the
 * REST payloads of /friends/* and the user-socket messages. Field names are the spec's
 * (`friend_username`, `battle_id`, `response_value`, `rejected_by`); fields are only added.
 */

/** The spec's English texts for this feature's codes (the web app has both languages). */
export const FRIEND_MESSAGES = {
  [ERROR_CODES.friendSelf]: 'You cannot do that with yourself',
  [ERROR_CODES.userNotFound]: 'User not found',
  [ERROR_CODES.alreadyFriends]: 'You are already friends',
  [ERROR_CODES.friendRequestExists]: 'A friend request is already pending',
  [ERROR_CODES.friendRequestNotFound]: 'There is no such friend request',
  [ERROR_CODES.notFriends]: 'You are not friends with this player',
  [ERROR_CODES.userBlocked]: 'You cannot interact with this player',
  [ERROR_CODES.alreadyBlocked]: 'You have already blocked this player',
  [ERROR_CODES.notBlocked]: 'This player is not blocked',
  [ERROR_CODES.invitationNotFound]: 'This invitation is no longer available',
  [ERROR_CODES.invitationPending]: 'Wait for the pending invitation to be answered or cancel it first',
  [ERROR_CODES.notBattleCreator]: 'Only the creator of a battle can invite friends',
  [ERROR_CODES.battleNotWaiting]: 'This battle is no longer waiting for an opponent',
  [ERROR_CODES.battleNotFound]: 'Battle not found',
  [ERROR_CODES.friendRequestRateLimited]: 'You are sending or cancelling friend requests too fast',
  [ERROR_CODES.friendRequestLimit]: 'You have too many friend requests waiting for an answer',
  /** The spec's fallback text for invitation_error (section 8). */
  unableToAccept: 'Unable to accept invitation',
} as const;

const friendName = lazySchema(() => z.string().trim().min(1).max(64));
const optionalSelf = lazySchema(() => z.string().max(64).optional());
const battleId = lazySchema(() => z.string().trim().min(1).max(64));

// ---------------------------------------------------------------- REST

/** A player's relation to the caller, as search shows it. */
export const friendRelationSchema = lazySchema(() => z.enum(['none', 'friends', 'request_sent', 'request_received', 'blocked']));
export type FriendRelation = z.infer<typeof friendRelationSchema>;

/** GET /friends/search-user?username=q (bearer). An empty q answers []. */
export const friendSearchQuerySchema = lazySchema(() => z.object({ username: z.string().max(64).default('') }));
export const FRIEND_SEARCH_LIMIT = 20;

/** One search result: never an e-mail. `ranking` is the leaderboard position (null: unranked, no battle yet). */
export const friendSearchResultSchema = lazySchema(() =>
  z.object({
    username: z.string(),
    avatar: z.string(),
    ranking: z.number().int().nullable(),
    relation: friendRelationSchema,
  }),
);
export type FriendSearchResult = z.infer<typeof friendSearchResultSchema>;
export const friendSearchResponseSchema = lazySchema(() => z.array(friendSearchResultSchema));

/** Presence (spec section 3): online while any tab of the player has a user socket open. */
export const presenceStatusSchema = lazySchema(() => z.enum(['online', 'offline', 'away', 'busy']));
export type PresenceStatus = z.infer<typeof presenceStatusSchema>;

/** GET /friends/list (bearer): the caller's friends with what their cards show, in one call. */
export const friendSchema = lazySchema(() =>
  z.object({
    username: z.string(),
    avatar: z.string(),
    /** Null while the friend has no battle (unranked). */
    ranking: z.number().int().nullable(),
    winBattle: z.number().int(),
    status: presenceStatusSchema,
  }),
);
export type Friend = z.infer<typeof friendSchema>;
export const friendListResponseSchema = lazySchema(() => z.array(friendSchema));

/** Friend request view (spec section 3). */
export const friendRequestViewSchema = lazySchema(() =>
  z.object({
    username: z.string(),
    avatar: z.string(),
    status: z.enum(['pending', 'accepted', 'rejected']),
    created_at: z.string(),
  }),
);
export type FriendRequestView = z.infer<typeof friendRequestViewSchema>;

/** Battle invitation view (spec section 3) plus who sent it and the battle's level. */
export const invitationViewSchema = lazySchema(() =>
  z.object({
    battle_id: z.string(),
    sport: z.string(),
    level: z.string(),
    /** Expected length in whole minutes. */
    duration: z.number().int(),
    from: z.string(),
    from_avatar: z.string(),
    status: z.enum(['pending', 'accepted', 'rejected']),
    created_at: z.string(),
  }),
);
export type InvitationView = z.infer<typeof invitationViewSchema>;

/** GET /friends/notifications (bearer): everything the notifications page and header badge need. */
export const notificationsResponseSchema = lazySchema(() =>
  z.object({
    friend_requests: z.array(friendRequestViewSchema),
    invitations: z.array(invitationViewSchema),
    /** Friend challenges waiting for my turn (issue 31); they count toward the badge. */
    challenges: z.array(challengeItemSchema).optional(),
  }),
);
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** GET /friends/blocked (bearer): players the caller has blocked (profile settings). */
export const blockedUserSchema = lazySchema(() => z.object({ username: z.string(), avatar: z.string(), blocked_at: z.string() }));
export type BlockedUser = z.infer<typeof blockedUserSchema>;
export const blockedListResponseSchema = lazySchema(() => z.array(blockedUserSchema));

// ---------------------------------------------------------------- user socket, client -> server

/** `username`, when sent, must be the token's user; `friend_username` is the other player. */
const friendAction = <T extends string>(type: T) =>
  z.object({ type: z.literal(type), username: optionalSelf, friend_username: friendName });
const invitationAction = <T extends string>(type: T) =>
  z.object({ type: z.literal(type), username: optionalSelf, friend_username: friendName, battle_id: battleId });

export const FRIEND_REQUEST_TYPES = [
  'send_friend_request',
  'accept_friend_request',
  'reject_friend_request',
  'cancel_friend_request',
  'remove_friend',
] as const;
export type FriendRequestType = (typeof FRIEND_REQUEST_TYPES)[number];

export const friendClientMessageSchemas = [
  friendAction('send_friend_request'),
  friendAction('accept_friend_request'),
  friendAction('reject_friend_request'),
  friendAction('cancel_friend_request'),
  friendAction('remove_friend'),
  friendAction('block_user'),
  friendAction('unblock_user'),
  /** The creator invites a friend to their waiting battle. */
  invitationAction('invite_friend'),
  /** The creator withdraws it. */
  invitationAction('cancel_invitation'),
  /** The invitee answers; `friend_username` is the inviter. */
  invitationAction('accept_invitation'),
  invitationAction('reject_invitation'),
] as const;

// ---------------------------------------------------------------- user socket, server -> client ({type, data})

const userEvent = <T extends string, D extends z.ZodType>(type: T, data: D) => z.object({ type: z.literal(type), data });

export const friendResponseValueSchema = lazySchema(() =>
  z.enum(['pending', 'accepted', 'rejected', 'cancelled', 'removed', 'blocked', 'unblocked']),
);
export type FriendResponseValue = z.infer<typeof friendResponseValueSchema>;

/**
 * friend_request_updated and user_updated after a friend action: the receiver's own record
 * (email, friends, friendRequests, ...) plus who acted on whom and how.
 */
export const friendChangeDataSchema = lazySchema(() =>
  userSchema.extend({
    from: z.string(),
    to: z.string(),
    response_value: friendResponseValueSchema,
  }),
);
export type FriendChangeData = z.infer<typeof friendChangeDataSchema>;
export const friendRequestUpdatedMessageSchema = lazySchema(() => userEvent('friend_request_updated', friendChangeDataSchema));

/** A friend came online or went offline (strangers never get it). */
export const presenceUpdatedMessageSchema = lazySchema(() =>
  userEvent('presence_updated', z.object({ username: z.string(), status: presenceStatusSchema })),
);

/** To the invitee. */
export const invitationReceivedMessageSchema = lazySchema(() => userEvent('invitation_received', invitationViewSchema));
/** To the creator's tabs: the invitation went out (the waiting room marks it Pending). */
export const invitationSentMessageSchema = lazySchema(() =>
  userEvent('invitation_sent', z.object({ battle_id: z.string(), friend_username: z.string() })),
);
/** To the creator: the friend said no (spec: `data.rejected_by`). */
export const invitationRejectedMessageSchema = lazySchema(() =>
  userEvent('invitation_rejected', z.object({ battle_id: z.string(), rejected_by: z.string(), reason: z.enum(['rejected', 'failed']) })),
);
/** Why a pending invitation ended without a rejection. */
export const invitationEndReasonSchema = lazySchema(() =>
  z.enum(['cancelled', 'accepted', 'rejected', 'battle_started', 'battle_cancelled', 'inactive', 'unfriended']),
);
/** To both sides: the invitation is no longer pending (withdrawn, answered elsewhere, battle gone). */
export const invitationCancelledMessageSchema = lazySchema(() =>
  userEvent(
    'invitation_cancelled',
    z.object({ battle_id: z.string(), from: z.string(), to: z.string(), reason: invitationEndReasonSchema }),
  ),
);
/** Any invitation failure (spec section 8: alert with the message or 'Unable to accept invitation'). */
export const invitationErrorMessageSchema = lazySchema(() =>
  userEvent(
    'invitation_error',
    z.object({ message: z.string(), code: z.string(), battle_id: z.string().optional(), friend_username: z.string().optional() }),
  ),
);
