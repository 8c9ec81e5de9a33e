import type { Language } from '@fanclash/protocol';
import { useEffect } from 'react';
import { afterPageSettles } from '../../../lib/afterLoad';
import { getFlashcards } from '../api';

/** Players and languages whose cards this tab already kept (once per visit is enough). */
const kept = new Set<string>();

/**
 * Keeps the player's current flashcards on the device while the training page is open online
 * (issue 35): the cards due for review, with their schedule, and knowledge cards of every sport,
 * so flashcards play on a train with no signal. After the page has settled, once per visit.
 */
export function useKeepOfflineCards(username: string, language: Language): void {
  useEffect(() => {
    const key = `${username}\n${language}`;
    if (kept.has(key)) return;
    let current = true;
    void afterPageSettles().then(async () => {
      if (!current || kept.has(key) || navigator.onLine === false) return;
      kept.add(key);
      try {
        const cards = await getFlashcards(username, 'all', 'all', language);
        await (await import('../offline/sync')).keepCards(username, { sport: 'all', level: 'all', language }, cards);
      } catch (error) {
        kept.delete(key);
        console.warn('Training: could not keep flashcards for offline play', error);
      }
    });
    return () => {
      current = false;
    };
  }, [username, language]);
}
