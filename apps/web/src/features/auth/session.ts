import { userSchema, type User } from '@fanclash/protocol';
import { parseJson, readItem, removeItem, writeItem } from '../../lib/storage';
import { ONBOARDING_FLAG_KEYS, STORAGE_KEYS } from '../../lib/storageKeys';

/**
 * The signed-in session as kept in browser storage (spec section 3): `access_token`,
 * `username` and `user` (JSON). This module is the only writer of those keys; components
 * read it through `useSession`, which re-renders on every change, in this tab or another.
 */
export interface Session {
  readonly token: string | null;
  readonly username: string | null;
  readonly user: User | null;
  /**
   * Why the last session in this tab ended: the guard sends a sign-out to / and anything else
   * to /sign-in (after signing out everywhere the player is asked to sign in again).
   */
  readonly endedBy: SessionEndReason | null;
}

export type SessionEndReason = 'signed-out' | 'signed-out-everywhere' | 'expired';

const listeners = new Set<() => void>();
let endedBy: SessionEndReason | null = null;
/** The stored record as read last: an unchanged one keeps its parsed object (see emit). */
let userRead: { readonly raw: string | null; readonly user: User | null } = { raw: null, user: null };
let snapshot: Session = readFromStorage();

function storedUser(): User | null {
  const raw = readItem(STORAGE_KEYS.user);
  if (raw !== userRead.raw) {
    const parsed = userSchema.safeParse(parseJson(raw));
    userRead = { raw, user: parsed.success ? parsed.data : null };
  }
  return userRead.user;
}

function readFromStorage(): Session {
  return { token: readItem(STORAGE_KEYS.accessToken), username: readItem(STORAGE_KEYS.username), user: storedUser(), endedBy };
}

/**
 * Tells the subscribers, when something changed. Every one of them re-renders synchronously
 * (useSyncExternalStore cannot be rendered in slices), the whole signed-in layout among them,
 * so a write that changed nothing (the dashboard saving the same record it loaded at start)
 * must not make a new snapshot.
 */
function emit(): void {
  const next = readFromStorage();
  const unchanged = (Object.keys(next) as Array<keyof Session>).every((key) => next[key] === snapshot[key]);
  if (unchanged) return;
  snapshot = next;
  for (const listener of listeners) listener();
}

export function getSession(): Session {
  return snapshot;
}

/** Signed in, as the spec defines it: both a username and an access token are stored. */
export function isSignedIn(session: Session = snapshot): boolean {
  return Boolean(session.username && session.token);
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A player signing in (not a renewal of the same session): the flashcards the device kept for
 * anyone else go (issue 35; training/offline/deviceData.ts, loaded only then). A sign-out
 * already removed its player's; this covers a session that expired and another player signing in.
 */
function forgetOtherPlayers(username: string): void {
  void import('../training/offline/deviceData')
    .then((data) => data.forgetOtherPlayers(username))
    .catch((error: unknown) => console.warn('Sign-in: could not remove flashcards kept for another player', error));
}

/** Stores a fresh session after sign-up, sign-in or token renewal. */
export function saveSession(user: User, accessToken: string): void {
  if (readItem(STORAGE_KEYS.username) !== user.username) forgetOtherPlayers(user.username);
  writeItem(STORAGE_KEYS.accessToken, accessToken);
  writeItem(STORAGE_KEYS.username, user.username);
  writeItem(STORAGE_KEYS.user, JSON.stringify(user));
  endedBy = null;
  emit();
}

/** Replaces the stored user record (e.g. after the dashboard loaded a newer one). */
export function saveUser(user: User): void {
  writeItem(STORAGE_KEYS.user, JSON.stringify(user));
  emit();
}

/** Sign-up extras (spec section 4): the new-user flag starts onboarding; old tour flags go. */
export function markNewUser(): void {
  writeItem(STORAGE_KEYS.isNewUser, 'true');
  for (const key of ONBOARDING_FLAG_KEYS) removeItem(key);
}

/** Removes the token, username and stored user (sign-out, refused renewal, unknown user). */
export function clearSession(reason: SessionEndReason = 'expired'): void {
  endedBy = reason;
  removeItem(STORAGE_KEYS.accessToken);
  removeItem(STORAGE_KEYS.username);
  removeItem(STORAGE_KEYS.user);
  emit();
}

// Another tab signed in or out: follow it, so two tabs never act as different users.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (
      event.key === null ||
      event.key === STORAGE_KEYS.accessToken ||
      event.key === STORAGE_KEYS.username ||
      event.key === STORAGE_KEYS.user
    )
      emit();
  });
}
