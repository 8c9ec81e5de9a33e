import {
  type BattleMode,
  battleStartedMessageSchema,
  quickMatchCancelledMessageSchema,
  quickMatchQueuedMessageSchema,
  userSocketErrorSchema,
} from '@fanclash/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notices/toast';
import { useUserSocket, useUserSocketMessage } from '../../../live/useUserSocket';

export interface Queued {
  readonly sport: string;
  readonly level: string;
  /** '2v2' (issue 32): queued for a team battle, with `team` (the party, or me alone to be paired). */
  readonly mode: BattleMode;
  readonly team: readonly string[];
  /** Players queued for the sport, as the server last said. */
  readonly waiting: number;
  /** When this tab heard the wait begin (the seconds shown count from it). */
  readonly since: number;
}

/**
 * Play now over the user socket: quick_match queues (the server answers quick_match_queued on
 * every tab), battle_started ends the wait (the arena's useBattleStartedNavigation goes to the
 * countdown), cancel_quick_match or a refusal (`error`, shown by the arena's lobby errors) ends it too.
 */
export function usePlayNow() {
  const { t } = useTranslation('battles');
  const { send, status } = useUserSocket();
  const [asking, setAsking] = useState(false);
  const [queued, setQueued] = useState<Queued | null>(null);

  useUserSocketMessage('quick_match_queued', quickMatchQueuedMessageSchema, ({ data }) => {
    setAsking(false);
    const mode = data.mode ?? '1v1';
    setQueued((current) => ({
      ...data,
      mode,
      team: data.team ?? [],
      since: current && current.sport === data.sport && current.level === data.level && current.mode === mode ? current.since : Date.now(),
    }));
  });
  const stop = useCallback(() => {
    setAsking(false);
    setQueued(null);
  }, []);
  useUserSocketMessage('quick_match_cancelled', quickMatchCancelledMessageSchema, stop);
  useUserSocketMessage('battle_started', battleStartedMessageSchema, stop);
  // A refusal answers the request in flight; an error about something else leaves the wait alone.
  useUserSocketMessage('error', userSocketErrorSchema, () => setAsking(false));

  const play = useCallback(
    (sport: string, level: string, mode: BattleMode = '1v1'): boolean => {
      if (!send(mode === '2v2' ? { type: 'quick_match', sport, level, mode } : { type: 'quick_match', sport, level })) {
        toast.error(t('errors.offline'));
        return false;
      }
      setAsking(true);
      return true;
    },
    [send, t],
  );
  const cancel = useCallback(() => void send({ type: 'cancel_quick_match' }), [send]);

  // The queue forgets a player whose socket closed (a rolling restart closes it with 4012): back
  // online, a tab still waiting asks again, so the wait goes on from the instance it reached.
  const queuedRef = useRef(queued);
  useEffect(() => {
    queuedRef.current = queued;
  }, [queued]);
  const wasOpen = useRef(status === 'open');
  useEffect(() => {
    const open = status === 'open';
    const current = queuedRef.current;
    if (open && !wasOpen.current && current) {
      send(
        current.mode === '2v2'
          ? { type: 'quick_match', sport: current.sport, level: current.level, mode: '2v2' }
          : { type: 'quick_match', sport: current.sport, level: current.level },
      );
    }
    wasOpen.current = open;
  }, [status, send]);

  return { asking, queued, play, cancel, online: status === 'open' };
}
