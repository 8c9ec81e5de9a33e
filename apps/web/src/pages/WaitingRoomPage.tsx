import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Alert } from '../components/ui/Alert';
import { Button, ButtonLink } from '../components/ui/Button';
import { LoadingBlock } from '../components/ui/Spinner';
import { useSession } from '../features/auth/hooks/useSession';
import { battleQueryKeys } from '../features/battle-history/queryKeys';
import { getTimedBattleSummary } from '../features/battles/api';
import { CancelBattleDialog } from '../features/battles/lobby/components/CancelBattleDialog';
import { useBattleStartedNavigation } from '../features/battles/lobby/useBattleStartedNavigation';
import { useCancelBattle } from '../features/battles/lobby/useCancelBattle';
import { useLobbyErrors } from '../features/battles/lobby/useLobbyErrors';
import { WaitingRoomView } from '../features/battles/waiting-room/components/WaitingRoomView';
import { InvitePanel } from '../features/friends/components/InvitePanel';
import { useActivityReporter } from '../features/battles/waiting-room/useActivityReporter';
import { useWaitingRoomExits } from '../features/battles/waiting-room/useWaitingRoomExits';
import { usePageTitle } from '../hooks/usePageTitle';
import { ApiError } from '../lib/api';

/**
 * `/waiting-room/{id}`: the creator waits here. A join takes both players to the countdown;
 * a battle that is no longer waiting (started, cancelled, not ours) leaves for where it went.
 */
export default function WaitingRoomPage() {
  const { t } = useTranslation('battles');
  const { battleId = '' } = useParams();
  const username = useSession().username ?? '';
  const navigate = useNavigate();
  usePageTitle(t('waitingRoom.pageTitle'));
  useBattleStartedNavigation();

  const summary = useQuery({
    queryKey: battleQueryKeys.summary(battleId),
    queryFn: ({ signal }) => getTimedBattleSummary(battleId, signal),
    staleTime: 0,
  });
  const battle = summary.data?.battle;
  const creator = battle?.first_opponent.toLowerCase() === username.toLowerCase();
  // 2v2 (issue 32): the creator's teammate waits here too; only the creator cancels.
  const partner = !!battle?.first_partner && battle.first_partner.toLowerCase() === username.toLowerCase();
  const waiting = battle?.status === 'waiting' && (creator || partner);
  const leave = useWaitingRoomExits(battleId);
  const cancel = useCancelBattle(username);
  useLobbyErrors({ refresh: () => void summary.refetch(), cancel });
  useActivityReporter(battleId, waiting && creator);
  const [confirming, setConfirming] = useState(false);

  const missing = summary.error instanceof ApiError && summary.error.status === 404;
  useEffect(() => {
    if (!battle && !missing) return;
    if (battle?.status === 'active') void navigate(`/${encodeURIComponent(battle.id)}/countdown`, { replace: true });
    else if (!waiting) leave(t('waitingRoom.gone'));
  }, [battle, missing, waiting, navigate, leave, t]);

  if (summary.isError && !missing) {
    return (
      <div className="mx-auto flex max-w-md flex-col gap-4 py-10">
        <Alert>{t('waitingRoom.loadFailed')}</Alert>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => void summary.refetch()}>
            {t('open.refresh')}
          </Button>
          <ButtonLink to="/battles" variant="ghost">
            <ArrowLeft className="h-4 w-4" aria-hidden />
            {t('waitingRoom.back')}
          </ButtonLink>
        </div>
      </div>
    );
  }
  if (!battle || !waiting) return <LoadingBlock label={t('waitingRoom.loading')} />;

  return (
    <>
      <WaitingRoomView
        battle={battle}
        clockOffsetMs={summary.data?.clockOffsetMs ?? 0}
        cancelling={cancel.cancellingId === battle.id}
        onCancel={creator ? () => setConfirming(true) : undefined}
        aside={battle.mode === '2v2' ? undefined : <InvitePanel battleId={battle.id} />}
      />
      <CancelBattleDialog open={confirming} onOpenChange={setConfirming} onConfirm={() => cancel.cancel(battle.id)} />
    </>
  );
}
