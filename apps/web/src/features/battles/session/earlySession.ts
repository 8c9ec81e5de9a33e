import type { BattleFinishedData } from '@fanclash/protocol';
import { renewAccessToken } from '../../auth/renew';
import { BattleSession } from './BattleSession';
import { currentAccessToken } from './sessionToken';

/**
 * A battle's connection opened while the app is still starting (main.tsx, on a battle's
 * countdown, quiz or result page after a reload): its first messages, a question on screen,
 * come in while the app's code loads, and the page's first render shows them, instead of the
 * page rendering, then connecting, then rendering again (on a slow phone the question showed a
 * second or more later). BattleSessionLayout takes it over (and exports startEarlySession for
 * main.tsx, so this stays part of the battle pages' code).
 */
interface EarlySession {
  readonly key: string;
  readonly session: BattleSession;
  /** Set when the layout takes the session over; a result that came before waits in `result`. */
  onFinished: ((result: BattleFinishedData) => void) | null;
  result: BattleFinishedData | null;
}

let early: EarlySession | null = null;

const keyOf = (battleId: string, username: string) => `${battleId}:${username}`;

/** Opens `battleId`'s connection for `username` now, for BattleSessionLayout to take over. */
export function startEarlySession(battleId: string, username: string): void {
  const holder: EarlySession = {
    key: keyOf(battleId, username),
    session: new BattleSession({
      battleId,
      username,
      getToken: currentAccessToken,
      renewToken: renewAccessToken,
      onFinished: (result) => {
        if (holder.onFinished) holder.onFinished(result);
        else holder.result = result;
      },
    }),
    onFinished: null,
    result: null,
  };
  early?.session.stop();
  early = holder;
  holder.session.start();
}

/**
 * The connection opened early for this battle and player, if any, now reporting its result to
 * `onFinished`; it is handed out once (a later visit to the battle's pages connects anew).
 * Calling it again for the same battle in the same render (React's StrictMode) gets it again.
 */
export function takeEarlySession(
  battleId: string,
  username: string,
  onFinished: (result: BattleFinishedData) => void,
): BattleSession | null {
  if (!early || early.key !== keyOf(battleId, username)) return null;
  const holder = early;
  holder.onFinished = onFinished;
  if (holder.result) {
    const result = holder.result;
    holder.result = null;
    onFinished(result);
  }
  // Released once the layout's effect has started it (BattleSessionLayout).
  return holder.session;
}

/** The layout has the session: a later mount of the battle's pages connects anew. */
export function releaseEarlySession(session: BattleSession): void {
  if (early?.session === session) early = null;
}
