import { offlineStore, TRAINING_DB_NAME } from './idbStore';
import { syncReviews } from './sync';

/**
 * What training keeps of a player on the device (issue 35: flashcard sets with their schedule,
 * reviews waiting for the server) when the player leaves it. Auth calls these on demand
 * (features/auth/hooks/useSignOut.ts, session.ts): a signed-out device, or the next player on
 * it, keeps nothing of theirs but reviews that have not reached the server, which are deleted
 * only when the player says so.
 */

/**
 * Whether the device holds a training database at all: asking the store would create an empty
 * one. A browser that cannot tell (no `indexedDB.databases`) is asked anyway.
 */
async function anythingKept(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  return (await indexedDB.databases()).some((db) => db.name === TRAINING_DB_NAME);
}

/**
 * The player's reviews that have not reached the server, after one more try to send them (the
 * session still works at this point): 0 lets a sign-out go ahead, more asks the player first.
 */
export async function unsentReviews(username: string): Promise<number> {
  if (!(await anythingKept())) return 0;
  const store = offlineStore();
  if ((await store.reviews(username)).length === 0) return 0;
  const { left } = await syncReviews(username);
  return left;
}

/** Sign-out: every kept flashcard set goes, and the player's queue (sent, or given up by the player). */
export async function forgetPlayer(username: string): Promise<void> {
  if (!(await anythingKept())) return;
  const store = offlineStore();
  await store.removeCards();
  await store.removeReviews(username);
}

/**
 * Signed out everywhere (no question asked there, after unsentReviews while the token worked):
 * every kept flashcard set goes; reviews that could not be sent stay for the player's next
 * sign-in here, as after a session that expired.
 */
export async function forgetCards(): Promise<void> {
  if (!(await anythingKept())) return;
  await offlineStore().removeCards();
}

/**
 * Someone signed in: the flashcard sets kept for anyone else go (a session that expired left
 * them). Another player's unsent reviews stay, unreadable in the app, until that player signs in
 * here again and they are sent.
 */
export async function forgetOtherPlayers(username: string): Promise<void> {
  if (!(await anythingKept())) return;
  await offlineStore().removeCards(username);
}
