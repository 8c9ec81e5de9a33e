import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { BattleSessionState } from '../session/sessionState';
import type { CountdownDisplay } from './countdown';

/** Spec section 4: if no question has arrived 2 s after zero, go to the quiz anyway. */
export const QUESTION_GRACE_MS = 2_000;

/**
 * Leaves the countdown when the battle moves on: the first question (or a later state after
 * a reconnect) -> the quiz; a result -> the result page. At 'Go!' without a question the
 * quiz page is opened after the grace; it waits there for the question. `onZero` runs once
 * when the countdown shows 'Go!' (the client tells the server, spec section 7).
 */
export function useCountdownNavigation(
  state: Pick<BattleSessionState, 'battleId' | 'phase'>,
  display: CountdownDisplay,
  onZero: () => void,
): void {
  const navigate = useNavigate();
  const base = `/${encodeURIComponent(state.battleId)}`;
  const inPlay = state.phase === 'question' || state.phase === 'pause' || state.phase === 'finishing';
  const go = display.kind === 'go';

  useEffect(() => {
    if (inPlay) void navigate(`${base}/quiz`, { replace: true });
    else if (state.phase === 'finished') void navigate(`${base}/battle-result`, { replace: true });
  }, [inPlay, state.phase, base, navigate]);

  useEffect(() => {
    if (go) onZero();
  }, [go, onZero]);

  useEffect(() => {
    if (!go || inPlay) return undefined;
    const timer = window.setTimeout(() => void navigate(`${base}/quiz`, { replace: true }), QUESTION_GRACE_MS);
    return () => window.clearTimeout(timer);
  }, [go, inPlay, base, navigate]);
}
