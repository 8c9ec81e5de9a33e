import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { friendQueryKeys, getBlocked, getFriends, getNotifications, searchPlayers } from '../api';

/** The signed-in player's friends with rank and presence (one call). */
export function useFriendsList(enabled = true) {
  return useQuery({ queryKey: friendQueryKeys.list(), queryFn: ({ signal }) => getFriends(signal), enabled });
}

/**
 * Pending friend requests and battle invitations (one call, spec section 9: no per-friend batch).
 * `enabled` false holds the call back (the header's refresh waits for the page to settle).
 */
export function useNotifications(enabled = true) {
  return useQuery({ queryKey: friendQueryKeys.notifications(), queryFn: ({ signal }) => getNotifications(signal), enabled });
}

/** Players by name; an empty query asks nothing (spec section 5: it clears the results). */
export function usePlayerSearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: friendQueryKeys.search(q),
    queryFn: ({ signal }) => searchPlayers(q, signal),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
}

export function useBlockedPlayers() {
  return useQuery({ queryKey: friendQueryKeys.blocked(), queryFn: ({ signal }) => getBlocked(signal) });
}
