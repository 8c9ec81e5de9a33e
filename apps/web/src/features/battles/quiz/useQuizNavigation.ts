import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { BattleSessionState } from '../session/sessionState';

/**
 * The quiz page follows the battle: back to the countdown while it still runs (a reload
 * during the countdown), on to the result as soon as it is in ('Battle Completed' is shown
 * for that moment, spec section 2).
 */
export function useQuizNavigation(
  state: Pick<BattleSessionState, 'battleId' | 'phase' | 'finished' | 'startsAt' | 'runFinished'>,
  serverNow: number,
): void {
  const navigate = useNavigate();
  const base = `/${encodeURIComponent(state.battleId)}`;
  const countdownRunning =
    state.phase === 'lobby' || (state.phase === 'countdown' && state.startsAt !== null && state.startsAt > serverNow);
  const finished = state.finished !== null || state.runFinished !== null;
  useEffect(() => {
    if (finished) void navigate(`${base}/battle-result`, { replace: true });
    else if (countdownRunning) void navigate(`${base}/countdown`, { replace: true });
  }, [finished, countdownRunning, base, navigate]);
}
