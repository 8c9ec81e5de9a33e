import {
  blockedListResponseSchema,
  friendListResponseSchema,
  friendSearchResponseSchema,
  lazySchema,
  notificationsResponseSchema,
} from '@fanclash/protocol';
import { z } from 'zod';
import { apiRequest } from '../../lib/api';

/** REST calls of the friends feature (all with the bearer token). */

export const friendQueryKeys = {
  all: ['friends'] as const,
  list: () => ['friends', 'list'] as const,
  search: (query: string) => ['friends', 'search', query.toLowerCase()] as const,
  notifications: () => ['friends', 'notifications'] as const,
  blocked: () => ['friends', 'blocked'] as const,
  invitation: (battleId: string) => ['friends', 'invitation', battleId] as const,
};

export function searchPlayers(query: string, signal?: AbortSignal) {
  return apiRequest('/friends/search-user', { query: { username: query }, schema: friendSearchResponseSchema, signal });
}

export function getFriends(signal?: AbortSignal) {
  return apiRequest('/friends/list', { schema: friendListResponseSchema, signal });
}

export function getNotifications(signal?: AbortSignal) {
  return apiRequest('/friends/notifications', { schema: notificationsResponseSchema, signal });
}

export function getBlocked(signal?: AbortSignal) {
  return apiRequest('/friends/blocked', { schema: blockedListResponseSchema, signal });
}

const pendingInvitationSchema = lazySchema(() =>
  z.object({
    invitation: z.object({ battle_id: z.string(), friend_username: z.string() }).nullable(),
  }),
);

export function getPendingInvitation(battleId: string, signal?: AbortSignal) {
  return apiRequest('/friends/invitation', { query: { battle_id: battleId }, schema: pendingInvitationSchema, signal });
}
