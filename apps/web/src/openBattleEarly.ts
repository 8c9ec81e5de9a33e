import { defaultBattleSocketUrl } from './features/battles/session/battleSocketUrl';
import { holdForEarlyQuestion } from './features/battles/session/earlyQuestion';
import { openEarlyBattleSocket } from './features/battles/session/earlySocket';
import { BATTLE_PAGE_PATH } from './lib/battlePagePath';
import { isTokenExpired } from './lib/jwt';
import { EARLY_QUESTION_SHOWN, EARLY_QUESTION_TEXT } from './lib/playerShell';
import { readItem } from './lib/storage';
import { STORAGE_KEYS } from './lib/storageKeys';

/**
 * Runs inline in the <head>, before the style sheet (build/prerender.ts inlines it; the server's
 * CSP allows it by its hash): an inline script after the style sheet would wait for it. On a
 * battle's page after a reload, with a stored session whose token is still good, it opens the
 * battle's connection at once instead of after the app's code has loaded (some 330 KB; seconds
 * on a slow phone), and the app takes the connection over (features/battles/session/
 * earlySocket.ts). On the quiz page the players' shell then shows the question being asked as
 * soon as the server's snapshot brings it, and the app's code is asked for once it is on screen
 * (at most a second later); the answers, the timer and the scores come with the app. A token
 * that has run out is left to the app, which renews it first.
 */

/** The longest the app's code waits for the question (a slow or silent server). */
const QUESTION_WAIT_CAP_MS = 1000;

/** The text of the question a server frame says is being asked, if it says so. */
function askedQuestionText(frame: string): string | null {
  let message: unknown;
  try {
    message = JSON.parse(frame);
  } catch {
    return null;
  }
  if (!message || typeof message !== 'object') return null;
  const { type, status, question } = message as { type?: unknown; status?: unknown; question?: unknown };
  const asked = type === 'next_question' || (type === 'battle_state' && status === 'question');
  if (!asked || !question || typeof question !== 'object') return null;
  const { text } = question as { text?: unknown };
  return typeof text === 'string' && text ? text : null;
}

/** Writes the question into the shell once the HTML is parsed (the shell comes after this script), then runs `then`. */
function showQuestion(text: string, then: () => void): void {
  const show = () => {
    for (const heading of document.querySelectorAll(`[${EARLY_QUESTION_TEXT}]`)) heading.textContent = text;
    document.documentElement.dataset[EARLY_QUESTION_SHOWN] = '';
    performance.mark('battle:early-question');
    then();
  };
  // 'interactive' comes as parsing ends, before the module scripts run (DOMContentLoaded waits for them).
  if (document.readyState !== 'loading') show();
  else document.addEventListener('readystatechange', show, { once: true });
}

try {
  const [, battleId, page] = BATTLE_PAGE_PATH.exec(window.location.pathname) ?? [];
  const username = readItem(STORAGE_KEYS.username);
  const token = readItem(STORAGE_KEYS.accessToken);
  if (battleId && username && token && !isTokenExpired(token)) {
    const hold = page?.toLowerCase() === 'quiz' ? holdForEarlyQuestion(QUESTION_WAIT_CAP_MS) : null;
    performance.mark('battle:early-connect');
    let first = true;
    const socket = openEarlyBattleSocket(battleId, username, defaultBattleSocketUrl(battleId, username, token), (frame) => {
      if (!first || !hold) return;
      first = false;
      // The first frame is the server's snapshot: a question being asked, or none to show.
      const text = askedQuestionText(frame);
      if (text === null) hold.settle();
      else showQuestion(text, hold.shown);
    });
    if (hold) socket.addEventListener('close', hold.settle);
  }
} catch {
  // The app connects as it would without it.
}
