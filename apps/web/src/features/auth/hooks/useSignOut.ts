import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { readItem } from '../../../lib/storage';
import { STORAGE_KEYS } from '../../../lib/storageKeys';
import { hasPushDevice } from '../../push/deviceKey';
import { authApi } from '../api/authApi';
import { clearSession } from '../session';

export interface SignOutOptions {
  /** The player was told their unsent flashcard reviews are lost, and signs out anyway. */
  readonly discardUnsent?: boolean;
}

export interface SignOut {
  readonly signOut: (options?: SignOutOptions) => Promise<void>;
  readonly signingOut: boolean;
  /** Flashcard reviews made offline that did not reach the server: the sign-out waits for the player's word. */
  readonly unsent: number;
  /** The player stays signed in (their reviews are sent when the network is back). */
  readonly keepSignedIn: () => void;
}

/** The training data this device keeps of the player (loaded only when signing out). */
const deviceData = () => import('../../training/offline/deviceData');

/**
 * Sign out: ends the server session (clears the refresh cookie), then removes the stored
 * token, user and username. The signed-in layout sees the session end by sign-out and goes
 * to the landing page; one place navigates, so no second redirect (to /sign-in) can race it.
 * The local part happens even when the server cannot be reached: the user asked to leave.
 *
 * The device keeps nothing of the player (issue 35): flashcards kept for offline play go with
 * the session. Reviews made offline are sent first; those that cannot be (still offline) stop
 * the sign-out until the player, told they will be lost, signs out anyway (`unsent`).
 */
export function useSignOut(): SignOut {
  const queryClient = useQueryClient();
  const [signingOut, setSigningOut] = useState(false);
  const [unsent, setUnsent] = useState(0);
  const signOut = useCallback(
    async ({ discardUnsent = false }: SignOutOptions = {}) => {
      setSigningOut(true);
      setUnsent(0);
      const username = readItem(STORAGE_KEYS.username);
      if (username && !discardUnsent) {
        const left = await (await deviceData()).unsentReviews(username).catch(() => 0);
        if (left > 0) {
          setUnsent(left);
          setSigningOut(false);
          return;
        }
      }
      // This device stops getting the player's pushes (they name friends and quote chats): while the token still works.
      if (hasPushDevice(username)) await (await import('../../push/pushDevice')).forgetPushDevice(username);
      try {
        await authApi.signOut();
      } catch {
        // Server unreachable: the cookie expires on its own; the device forgets the session now.
      }
      if (username) {
        await (
          await deviceData()
        )
          .forgetPlayer(username)
          .catch((error: unknown) => console.warn('Sign-out: could not remove the flashcards kept on this device', error));
      }
      clearSession('signed-out');
      queryClient.clear();
      setSigningOut(false);
    },
    [queryClient],
  );
  const keepSignedIn = useCallback(() => setUnsent(0), []);
  return { signOut, signingOut, unsent, keepSignedIn };
}
