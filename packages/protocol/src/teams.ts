import { z } from 'zod';
import { ERROR_CODES } from './errors.js';
import { lazySchema } from './lazy-schema.js';

/**
 * Parties for 2v2 team battles (issue 32) on the user socket `/ws`, plus `GET /team`.
 *
 * A party is two friends: the leader (who invited) and the member (who accepted). A player is in
 * at most one party; an invitation lives while the leader has a tab open (it expires with the
 * leader's last tab, on any instance). Every message reaches every tab of both players.
 *
 * Flow: `team_invite {friend_username}` -> the inviter's tabs `team_invite_sent`, the friend's
 * `team_invite_received`; the friend answers `team_invite_accept | team_invite_decline
 * {from_username}` -> both hear `team_formed` (with the party) or `team_invite_declined`;
 * `leave_team` -> both hear `team_left`. Refusals are `error` messages with the codes below.
 */

/** The English texts of the party refusals (the web app has both languages, by `code`). */
export const TEAM_MESSAGES = {
  [ERROR_CODES.notFriends]: 'You can only team up with a friend',
  [ERROR_CODES.friendSelf]: 'You cannot team up with yourself',
  [ERROR_CODES.userNotFound]: 'User not found',
  [ERROR_CODES.alreadyInTeam]: 'You are already in a team. Leave it first',
  [ERROR_CODES.friendInTeam]: 'This friend is already in a team',
  [ERROR_CODES.teamInviteNotFound]: 'This team invitation is no longer available',
  [ERROR_CODES.notInTeam]: 'You are not in a team',
  [ERROR_CODES.teamRequired]: 'Team up with a friend first to play 2v2',
  [ERROR_CODES.teammateInBattle]: 'Your teammate is in a battle right now',
  [ERROR_CODES.teamBattleInProgress]: 'You cannot change your team during a battle',
} as const;

const name = lazySchema(() => z.string().trim().min(1).max(64));

/** One player of a party as the party card shows them. */
export const teamMemberSchema = lazySchema(() => z.object({ username: z.string(), avatar: z.string() }));
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** A party: `members[0]` is the leader, `members[1]` the friend who accepted. */
export const teamSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    leader: z.string(),
    members: z.array(teamMemberSchema).length(2),
    created_at: z.string(),
  }),
);
export type Team = z.infer<typeof teamSchema>;

/** A pending invitation: `from` invited `to`; it ends when answered or with `from`'s last tab. */
export const teamInviteSchema = lazySchema(() =>
  z.object({
    from: z.string(),
    from_avatar: z.string(),
    to: z.string(),
    to_avatar: z.string(),
    created_at: z.string(),
  }),
);
export type TeamInvite = z.infer<typeof teamInviteSchema>;

/**
 * GET /team (bearer) and the user-socket `team_state`: the caller's party (null when none) and
 * their pending invitations both ways. The web reads it on load and after every party message.
 */
export const teamStateSchema = lazySchema(() =>
  z.object({
    team: teamSchema.nullable(),
    invites_received: z.array(teamInviteSchema),
    invites_sent: z.array(teamInviteSchema),
  }),
);
export type TeamState = z.infer<typeof teamStateSchema>;

// ---------------------------------------------------------------- user socket, client -> server

/** Invite a friend to be my teammate (refused: not friends, either of us in a party or a battle). */
export const teamInviteMessageSchema = lazySchema(() => z.object({ type: z.literal('team_invite'), friend_username: name }));
/** Accept `from_username`'s invitation: the party forms (any other invitation of either ends). */
export const teamInviteAcceptMessageSchema = lazySchema(() => z.object({ type: z.literal('team_invite_accept'), from_username: name }));
/** Decline it. */
export const teamInviteDeclineMessageSchema = lazySchema(() => z.object({ type: z.literal('team_invite_decline'), from_username: name }));
/** Withdraw my invitation to `friend_username` (both hear team_invite_declined, reason cancelled). */
export const teamInviteCancelMessageSchema = lazySchema(() => z.object({ type: z.literal('team_invite_cancel'), friend_username: name }));
/** Leave my party (refused during a battle): both hear team_left. */
export const leaveTeamMessageSchema = lazySchema(() => z.object({ type: z.literal('leave_team') }));
/** Asks for a team_state (the same payload as GET /team). */
export const getTeamMessageSchema = lazySchema(() => z.object({ type: z.literal('get_team') }));

export const teamUserClientMessageSchemas = [
  teamInviteMessageSchema,
  teamInviteAcceptMessageSchema,
  teamInviteDeclineMessageSchema,
  teamInviteCancelMessageSchema,
  leaveTeamMessageSchema,
  getTeamMessageSchema,
] as const;

// ---------------------------------------------------------------- user socket, server -> client ({type, data})

const userEvent = <T extends string, D extends z.ZodType>(type: T, data: D) => z.object({ type: z.literal(type), data });

/** To the inviter's tabs: the invitation went out. */
export const teamInviteSentEventSchema = lazySchema(() => userEvent('team_invite_sent', teamInviteSchema));
/** To the invited friend's tabs (live, and listed in GET /team until answered or expired). */
export const teamInviteReceivedEventSchema = lazySchema(() => userEvent('team_invite_received', teamInviteSchema));
/** To both players' tabs: the party exists. */
export const teamFormedEventSchema = lazySchema(() => userEvent('team_formed', teamSchema));
/**
 * To both players' tabs: an invitation ended without a party. `declined`: the friend said no;
 * `cancelled`: the inviter withdrew it; `expired`: the inviter's last tab closed; `superseded`:
 * one of them joined another party.
 */
export const teamInviteDeclinedEventSchema = lazySchema(() =>
  userEvent(
    'team_invite_declined',
    z.object({ from: z.string(), to: z.string(), reason: z.enum(['declined', 'cancelled', 'expired', 'superseded']) }),
  ),
);
/** To both players' tabs: the party is over. `left_by` left it (`unfriended`: they removed or blocked the other). */
export const teamLeftEventSchema = lazySchema(() =>
  userEvent('team_left', z.object({ team_id: z.string(), left_by: z.string(), reason: z.enum(['left', 'unfriended', 'account_deleted']) })),
);
/** Answer to get_team. */
export const teamStateEventSchema = lazySchema(() => userEvent('team_state', teamStateSchema));

export const teamUserEventSchemas = [
  teamInviteSentEventSchema,
  teamInviteReceivedEventSchema,
  teamFormedEventSchema,
  teamInviteDeclinedEventSchema,
  teamLeftEventSchema,
  teamStateEventSchema,
] as const;
