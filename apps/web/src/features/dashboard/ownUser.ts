import type { User, UserStats } from '@fanclash/protocol';
import type { QueryClient } from '@tanstack/react-query';
import { clearSession, getSession, saveSession, saveUser } from '../auth/session';
import { forgetDeviceAvatars, moveOwnAvatar } from '../avatar/ownAvatar';
import { currentUserQueryKey } from './hooks/useCurrentUser';

/**
 * Keeping the signed-in player's record current everywhere it lives: the query cache, the
 * stored `user` (the header reads it), the stored `username` after a rename, and the avatar
 * kept on the device. Every function here is idempotent: the tab that saved and the live
 * message that follows may both apply the same record.
 */

/** Renames seen in this tab (old lower-case name -> new name), so an old /{name} address can follow. */
const renames = new Map<string, string>();

/** The current name for an address that used an old one, if this tab saw the rename. */
export function renamedTo(name: string): string | undefined {
  let current = renames.get(name.toLowerCase());
  // Two renames in a row: follow the chain to the end.
  for (let hops = 0; current && renames.has(current.toLowerCase()) && hops < 10; hops += 1) current = renames.get(current.toLowerCase());
  return current;
}

/** A fresh own record (user_updated, a save, an upload). */
export function applyOwnRecord(queryClient: QueryClient, user: User): void {
  const { username: previous, token } = getSession();
  queryClient.setQueryData(currentUserQueryKey(user.username), user);
  if (previous && previous !== user.username) {
    renames.set(previous.toLowerCase(), user.username);
    // The new name must be stored at once: the live connection reconnects under it.
    if (token) saveSession(user, token);
    else saveUser(user);
    queryClient.removeQueries({ queryKey: currentUserQueryKey(previous) });
    void moveOwnAvatar(previous, user.username, user.avatar || undefined);
    return;
  }
  saveUser(user);
}

/** New figures after a battle or a reset, applied without waiting for a reload. */
export function applyOwnStats(queryClient: QueryClient, stats: UserStats): void {
  const { username, user: stored } = getSession();
  if (!username) return;
  const key = currentUserQueryKey(username);
  const current = queryClient.getQueryData<User>(key) ?? stored;
  if (!current) {
    void queryClient.invalidateQueries({ queryKey: key });
    return;
  }
  const next: User = { ...current, ...stats };
  queryClient.setQueryData(key, next);
  saveUser(next);
}

/**
 * The account is gone (deleted here or in another tab): forget it on this device, the
 * token, username, user and stored avatars. The signed-in layout then leaves for /sign-in.
 */
export async function forgetAccount(queryClient: QueryClient): Promise<void> {
  await forgetDeviceAvatars();
  clearSession('expired');
  queryClient.clear();
}
