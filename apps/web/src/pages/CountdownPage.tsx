import { ArrowLeft } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../components/ui/Alert';
import { ButtonLink } from '../components/ui/Button';
import { CountdownView } from '../features/battles/countdown/components/CountdownView';
import { countdownDisplay } from '../features/battles/countdown/countdown';
import { useCountdownNavigation } from '../features/battles/countdown/useCountdownNavigation';
import { useCountdownSound } from '../features/battles/countdown/useCountdownSound';
import { useSoundPreference } from '../features/battles/countdown/useSoundPreference';
import { useServerNow } from '../features/battles/hooks/useServerNow';
import { connectionBadgeState } from '../features/battles/session/connectionBadge';
import { useBattleExit } from '../features/battles/session/useBattleExit';
import { useBattleSession } from '../features/battles/session/useBattleSession';
import { usePlayers } from '../features/battles/session/usePlayers';
import { usePageTitle } from '../hooks/usePageTitle';

/** Clock refresh for the countdown: often enough that each second flips on time. */
const TICK_MS = 100;

/** `/{id}/countdown`: 10 s before the first question, timed by the server (quiz_ready's starts_at). */
export default function CountdownPage() {
  const { t } = useTranslation('battles');
  usePageTitle(t('countdown.pageTitle'));
  const snapshot = useBattleSession();
  const { state } = snapshot;
  const serverNow = useServerNow(state.clockOffsetMs, TICK_MS, state.startsAt !== null);
  const display = countdownDisplay(state.startsAt === null ? null : state.startsAt - serverNow);
  const sound = useSoundPreference();
  const players = usePlayers(state);
  useCountdownSound(display, sound.muted);
  const { session } = snapshot;
  const handleZero = useCallback(() => session.countdownFinished(), [session]);
  useCountdownNavigation(state, display, handleZero);
  useBattleExit(state.ended);

  return (
    <div className="flex flex-col gap-6">
      <CountdownView
        display={display}
        connection={connectionBadgeState(snapshot)}
        me={players.me}
        opponent={players.opponent}
        sport={state.sport}
        level={state.level}
        muted={sound.muted}
        onToggleSound={sound.toggle}
        teams={state.mode === '2v2' ? state.teams : null}
        avatars={state.avatars}
      />
      {snapshot.gaveUp ? (
        <div className="mx-auto flex w-full max-w-md flex-col items-center gap-3">
          <Alert>{t('quiz.connectionLost')}</Alert>
          <ButtonLink to="/battles" variant="secondary">
            <ArrowLeft className="h-4 w-4" aria-hidden />
            {t('waitingRoom.back')}
          </ButtonLink>
        </div>
      ) : null}
    </div>
  );
}
