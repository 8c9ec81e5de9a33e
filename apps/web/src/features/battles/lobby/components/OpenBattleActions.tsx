import type { WaitingBattle } from '@fanclash/protocol';
import { DoorOpen, LogIn, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../../components/ui/Button';
import { useBattleLabels } from '../../../battle-history/hooks/useBattleLabels';
import { isPartnerOfBattle } from '../waitingList';

export interface OpenBattleHandlers {
  readonly joiningId: string | null;
  readonly cancellingId: string | null;
  readonly onJoin: (battleId: string) => void;
  readonly onCancel: (battleId: string) => void;
}

interface OpenBattleActionsProps extends OpenBattleHandlers {
  battle: WaitingBattle;
  own: boolean;
  username: string;
}

/** Join for other players' battles; the waiting room and cancel for one's own. */
export function OpenBattleActions({ battle, own, username, joiningId, cancellingId, onJoin, onCancel }: OpenBattleActionsProps) {
  const { t } = useTranslation('battles');
  const { sportName, levelName } = useBattleLabels();
  const names = { sport: sportName(battle.sport), level: levelName(battle.level), creator: battle.first_opponent };
  // 2v2: the creator's teammate waits in the same room; only the creator cancels.
  if (!own && isPartnerOfBattle(battle, username)) {
    return (
      <div className="flex justify-end">
        <ButtonLink
          to={`/waiting-room/${encodeURIComponent(battle.id)}`}
          variant="ghost"
          size="sm"
          aria-label={t('open.waitingRoomLabel', names)}
        >
          <DoorOpen className="h-4 w-4" aria-hidden />
          <span className="hidden lg:inline">{t('open.waitingRoom')}</span>
        </ButtonLink>
      </div>
    );
  }
  if (own) {
    return (
      <div className="flex items-center justify-end gap-2">
        <ButtonLink
          to={`/waiting-room/${encodeURIComponent(battle.id)}`}
          variant="ghost"
          size="sm"
          aria-label={t('open.waitingRoomLabel', names)}
        >
          <DoorOpen className="h-4 w-4" aria-hidden />
          <span className="hidden lg:inline">{t('open.waitingRoom')}</span>
        </ButtonLink>
        <Button
          variant="secondary"
          size="sm"
          loading={cancellingId === battle.id}
          onClick={() => onCancel(battle.id)}
          aria-label={t('open.cancelLabel', names)}
        >
          {cancellingId === battle.id ? null : <X className="h-4 w-4" aria-hidden />}
          {t('open.cancel')}
        </Button>
      </div>
    );
  }
  const joining = joiningId === battle.id;
  return (
    <div className="flex justify-end">
      <Button
        size="sm"
        loading={joining}
        disabled={joiningId !== null && !joining}
        onClick={() => onJoin(battle.id)}
        aria-label={t('open.joinLabel', names)}
      >
        {joining ? null : <LogIn className="h-4 w-4" aria-hidden />}
        {joining ? t('open.joining') : t('open.join')}
      </Button>
    </div>
  );
}
