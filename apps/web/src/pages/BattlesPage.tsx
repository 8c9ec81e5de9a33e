import { Compass } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../features/auth/hooks/useSession';
import { CancelBattleDialog } from '../features/battles/lobby/components/CancelBattleDialog';
import { CreateBattleCard } from '../features/battles/lobby/components/CreateBattleCard';
import { OpenBattlesSection } from '../features/battles/lobby/components/OpenBattlesSection';
import { useBattleStartedNavigation } from '../features/battles/lobby/useBattleStartedNavigation';
import { useCancelBattle } from '../features/battles/lobby/useCancelBattle';
import { useJoinBattle } from '../features/battles/lobby/useJoinBattle';
import { useLobbyErrors } from '../features/battles/lobby/useLobbyErrors';
import { useWaitingBattles } from '../features/battles/lobby/useWaitingBattles';
import { PlayNowCard } from '../features/battles/play-now/PlayNowCard';
import { Button } from '../components/ui/Button';
import { TeamUpPanel } from '../features/teams/components/TeamUpPanel';
import { useBattlesTour } from '../features/tour/useTour';
import { usePageTitle } from '../hooks/usePageTitle';

/** `/battles`: the arena. Play now, create a battle, or join one from the live list of open battles. */
export default function BattlesPage() {
  const { t } = useTranslation('battles');
  const username = useSession().username ?? '';
  usePageTitle(t('arena.pageTitle'));
  useBattleStartedNavigation();
  const list = useWaitingBattles(username);
  const join = useJoinBattle(username);
  const cancel = useCancelBattle(username);
  useLobbyErrors({ refresh: list.refresh, join, cancel });
  const [confirmingId, setConfirmingId] = useState<string | null>(null);
  const { t: tourT } = useTranslation('tour');
  const startTour = useBattlesTour(list.loaded);

  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-2">
        <p className="text-xs font-bold tracking-[0.2em] text-accent uppercase">{t('arena.eyebrow')}</p>
        <h1 className="text-3xl font-black tracking-tight text-fg sm:text-4xl">{t('arena.title')}</h1>
        <p className="max-w-2xl text-muted">{t('arena.subtitle')}</p>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-end">
          <Button variant="ghost" size="sm" onClick={startTour} className="self-start">
            <Compass className="h-4 w-4" aria-hidden />
            {tourT('arenaButton')}
          </Button>
        </div>
      </header>
      <PlayNowCard />
      <div data-tour="team-up">
        <TeamUpPanel />
      </div>
      <div data-tour="create-battle">
        <CreateBattleCard username={username} onTimeout={list.refresh} />
      </div>
      <div data-tour="open-battles">
        <OpenBattlesSection
          battles={list.battles}
          loaded={list.loaded}
          online={list.online}
          username={username}
          onRefresh={list.refresh}
          joiningId={join.joiningId}
          cancellingId={cancel.cancellingId}
          onJoin={join.join}
          onCancel={setConfirmingId}
        />
      </div>
      <CancelBattleDialog
        open={confirmingId !== null}
        onOpenChange={(open) => {
          if (!open) setConfirmingId(null);
        }}
        onConfirm={() => {
          if (confirmingId) cancel.cancel(confirmingId);
        }}
      />
    </div>
  );
}
