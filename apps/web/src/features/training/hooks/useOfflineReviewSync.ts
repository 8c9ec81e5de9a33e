import { useEffect } from 'react';
import { afterPageSettles } from '../../../lib/afterLoad';
import { useSession } from '../../auth/hooks/useSession';

/**
 * Sends the flashcard reviews made offline (issue 35) wherever the player is: once the first
 * page has settled (reviews left from an earlier visit) and each time the network comes back.
 * Every signed-in page runs it (app/layouts/SignedInEffects.tsx); the queue's code loads then.
 */
export function useOfflineReviewSync(): void {
  const { username } = useSession();
  useEffect(() => {
    if (!username) return undefined;
    const sync = () =>
      void import('../offline/sync')
        .then(({ syncReviews }) => syncReviews(username))
        .catch((error: unknown) => console.warn('Training: sending offline reviews failed', error));
    let current = true;
    void afterPageSettles().then(() => {
      if (current && navigator.onLine !== false) sync();
    });
    window.addEventListener('online', sync);
    return () => {
      current = false;
      window.removeEventListener('online', sync);
    };
  }, [username]);
}
