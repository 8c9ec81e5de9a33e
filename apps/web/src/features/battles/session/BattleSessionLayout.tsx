import type { BattleFinishedData } from '@fanclash/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Outlet, useLocation, useParams } from 'react-router';
import { toast, useHoldNotices } from '../../../lib/notices/toast';
import { renewAccessToken } from '../../auth/renew';
import { useSession } from '../../auth/hooks/useSession';
import { applyBattleResult } from './applyBattleResult';
import { BattleSession } from './BattleSession';
import { BattleSessionContext } from './battleSessionContext';
import { OpponentKindNotice } from './OpponentKindNotice';
import { releaseEarlySession, takeEarlySession } from './earlySession';
import { currentAccessToken } from './sessionToken';

/** main.tsx opens a battle's connection with this while the app starts. */
export { startEarlySession } from './earlySession';

/**
 * Around /{id}/countdown, /{id}/quiz and /{id}/battle-result: one battle connection kept
 * while the player moves between them. Leaving these pages closes it and drops the state
 * (spec: 'back' clears the battle state).
 */
export function BattleSessionLayout() {
  const { battleId = '' } = useParams();
  const { username } = useSession();
  // The signed-in layout guarantees a username; the key gives another battle a fresh session.
  return <BattleSessionProvider key={`${battleId}:${username ?? ''}`} battleId={battleId} username={username ?? ''} />;
}

function BattleSessionProvider({ battleId, username }: { battleId: string; username: string }) {
  const queryClient = useQueryClient();
  const [session] = useState(() => {
    const onFinished = (result: BattleFinishedData) => applyBattleResult(result, username, queryClient);
    // Opened while the app started (main.tsx): its first messages are in already.
    return (
      takeEarlySession(battleId, username, onFinished) ??
      new BattleSession({ battleId, username, getToken: currentAccessToken, renewToken: renewAccessToken, onFinished })
    );
  });
  // Spec section 2: nothing covers the countdown or the question. The 'your battle is starting'
  // notice has done its job once the player is here; other notices wait for the result page.
  const { pathname } = useLocation();
  useEffect(() => void toast.dismiss(`battle-started-${battleId}`), [battleId]);
  useHoldNotices(/\/(countdown|quiz)$/.test(pathname));
  useEffect(() => {
    session.start();
    releaseEarlySession(session);
    // A tab in the background may have missed timer updates: resync when it is seen again.
    const handleVisible = () => {
      if (document.visibilityState === 'visible') session.requestState();
    };
    document.addEventListener('visibilitychange', handleVisible);
    return () => {
      document.removeEventListener('visibilitychange', handleVisible);
      session.stop();
    };
  }, [session]);
  return (
    <BattleSessionContext value={session}>
      <OpponentKindNotice />
      <Outlet />
    </BattleSessionContext>
  );
}
