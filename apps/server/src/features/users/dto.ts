import type { PublicUser, User } from '@fanclash/protocol';
import { DELETED_PLAYER_NAME, languageSchema } from '@fanclash/protocol';
import type { UserRow } from './store.js';

/** What anyone may see: never e-mail, never the password hash or token version. */
/** `ranking`: null while the player is unranked (no battle yet). */
export function toPublicUser(row: UserRow, ranking: number | null): PublicUser {
  return {
    username: row.username,
    avatar: row.avatar,
    favourite: row.favourite,
    totalBattle: row.totalBattle,
    winBattle: row.winBattle,
    winRate: row.winRate,
    streak: row.streak,
    ranking,
  };
}

export interface UserLists {
  readonly friends: string[];
  readonly friendRequests: string[];
  readonly battles: string[];
  readonly invitations: string[];
  readonly sentFriendRequests: string[];
  readonly blocked: string[];
}

export const NO_LISTS: UserLists = { friends: [], friendRequests: [], battles: [], invitations: [], sentFriendRequests: [], blocked: [] };

/** The owner's own record. */
export function toOwnUser(row: UserRow, ranking: number | null, lists: UserLists = NO_LISTS): User {
  const language = languageSchema.safeParse(row.language);
  return {
    ...toPublicUser(row, ranking),
    email: row.email,
    language: language.success ? language.data : 'en',
    friends: lists.friends,
    friendRequests: lists.friendRequests,
    battles: lists.battles,
    invitations: lists.invitations,
    sentFriendRequests: lists.sentFriendRequests,
    blocked: lists.blocked,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * How a player stored by name in another record (battles keep first_opponent, second_opponent
 * and winner as text) is shown. When the account was deleted its id column became null while
 * the old name stayed, and that name may since belong to someone else: show 'deleted player'.
 * An empty name (no second opponent yet) stays empty.
 */
export function displayName(name: string, id: string | null): string {
  return id === null && name !== '' ? DELETED_PLAYER_NAME : name;
}
