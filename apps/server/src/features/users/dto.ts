import type { PublicUser, User } from '@fanclash/protocol';
import { languageSchema } from '@fanclash/protocol';
import type { UserRow } from './store.js';

/** What anyone may see: never e-mail, never the password hash or token version. */
export function toPublicUser(row: UserRow, ranking: number): PublicUser {
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
}

export const NO_LISTS: UserLists = { friends: [], friendRequests: [], battles: [], invitations: [] };

/** The owner's own record. */
export function toOwnUser(row: UserRow, ranking: number, lists: UserLists = NO_LISTS): User {
  const language = languageSchema.safeParse(row.language);
  return {
    ...toPublicUser(row, ranking),
    email: row.email,
    language: language.success ? language.data : 'en',
    friends: lists.friends,
    friendRequests: lists.friendRequests,
    battles: lists.battles,
    invitations: lists.invitations,
    createdAt: row.createdAt.toISOString(),
  };
}
