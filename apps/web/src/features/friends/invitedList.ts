import { lazySchema } from '@fanclash/protocol';
import { z } from 'zod';
import { readJson, writeItem } from '../../lib/storage';

/** Spec section 3: the waiting room's invited list is kept per battle under this key. */
export const invitedFriendsKey = (battleId: string) => `invitedFriends_${battleId}`;

const entrySchema = lazySchema(() => z.object({ username: z.string(), status: z.enum(['pending', 'declined']) }));
export type InvitedEntry = z.infer<typeof entrySchema>;

export function readInvited(battleId: string): InvitedEntry[] {
  const parsed = z.array(entrySchema).safeParse(readJson(invitedFriendsKey(battleId)));
  return parsed.success ? parsed.data : [];
}

export function writeInvited(battleId: string, entries: readonly InvitedEntry[]): void {
  writeItem(invitedFriendsKey(battleId), JSON.stringify(entries));
}

/** The list with `username` set to `status` (added at the top when new), or removed with null. */
export function withEntry(entries: readonly InvitedEntry[], username: string, status: InvitedEntry['status'] | null): InvitedEntry[] {
  const rest = entries.filter((e) => e.username.toLowerCase() !== username.toLowerCase());
  return status ? [{ username, status }, ...rest] : rest;
}

/**
 * After a reload: the server knows which invitation is still pending. A stored 'pending'
 * entry that is not that one ended while the page was away (answered, withdrawn), so it goes.
 */
export function reconcile(entries: readonly InvitedEntry[], pendingOnServer: string | null): InvitedEntry[] {
  let next = entries.filter((e) => e.status !== 'pending' || e.username.toLowerCase() === pendingOnServer?.toLowerCase());
  if (pendingOnServer && !next.some((e) => e.username.toLowerCase() === pendingOnServer.toLowerCase())) {
    next = withEntry(next, pendingOnServer, 'pending');
  }
  return next;
}
