import { battleStartedMessageSchema, rematchDeclinedEventSchema, rematchSentEventSchema, userSocketErrorSchema } from '@fanclash/protocol';
import { RotateCcw, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button';
import { useUserSocket, useUserSocketMessage } from '../../live/useUserSocket';

type RematchState =
  | { step: 'idle' }
  | { step: 'offering' }
  | { step: 'waiting'; battleId: string }
  | { step: 'declined' }
  | { step: 'failed'; reason: string };

/**
 * 'Rematch' on the result page: a new battle of the same sport and level, offered to the same
 * opponent live. When they accept, both go to its countdown; when they decline, the waiting
 * battle is cancelled and the player is told.
 */
export function RematchButton({ battleId, opponent }: { battleId: string; opponent: string }) {
  const { t } = useTranslation('rematch');
  const navigate = useNavigate();
  const { send, status } = useUserSocket();
  const [state, setState] = useState<RematchState>({ step: 'idle' });

  useUserSocketMessage('rematch_sent', rematchSentEventSchema, (message) => {
    if (state.step === 'offering') setState({ step: 'waiting', battleId: message.data.battle_id });
  });
  useUserSocketMessage('rematch_declined', rematchDeclinedEventSchema, (message) => {
    if (state.step !== 'waiting' || state.battleId !== message.data.battle_id) return;
    send({ type: 'cancel_battle', battle_id: message.data.battle_id });
    setState({ step: 'declined' });
  });
  useUserSocketMessage('error', userSocketErrorSchema, (message) => {
    if (state.step === 'offering') setState({ step: 'failed', reason: message.data.message });
  });
  useUserSocketMessage('battle_started', battleStartedMessageSchema, (message) => {
    if (state.step === 'waiting' && message.data === state.battleId) void navigate(`/${encodeURIComponent(message.data)}/countdown`);
  });

  const offer = () => {
    if (send({ type: 'rematch_offer', battle_id: battleId })) setState({ step: 'offering' });
  };
  const cancel = () => {
    if (state.step === 'waiting') send({ type: 'cancel_battle', battle_id: state.battleId });
    setState({ step: 'idle' });
  };

  return (
    <div className="flex flex-col items-center gap-3" data-testid="rematch">
      {state.step === 'waiting' ? (
        <Button size="lg" variant="secondary" onClick={cancel}>
          <X className="h-5 w-5" aria-hidden />
          {t('cancel')}
        </Button>
      ) : (
        <Button size="lg" onClick={offer} loading={state.step === 'offering'} disabled={status !== 'open' || state.step === 'offering'}>
          <RotateCcw className="h-5 w-5" aria-hidden />
          {state.step === 'offering' ? t('offering') : t('rematch')}
        </Button>
      )}
      <p role="status" className="text-center text-sm text-muted">
        {state.step === 'waiting' ? t('waiting', { opponent }) : null}
        {state.step === 'declined' ? t('declined', { opponent }) : null}
        {state.step === 'failed' ? t('unavailable', { reason: state.reason }) : null}
      </p>
    </div>
  );
}
