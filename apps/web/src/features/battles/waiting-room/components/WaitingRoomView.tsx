import type { BattleSummary } from '@fanclash/protocol';
import { Clock, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SportIcon } from '../../../../components/SportIcon';
import { Alert } from '../../../../components/ui/Alert';
import { Badge } from '../../../../components/ui/Badge';
import { Button } from '../../../../components/ui/Button';
import { Card } from '../../../../components/ui/Card';
import { Spinner } from '../../../../components/ui/Spinner';
import { useBattleLabels } from '../../../battle-history/hooks/useBattleLabels';
import { iconSport } from '../../../battle-history/labels';
import { formatClock } from '../../format';
import { useNow } from '../../hooks/useNow';
import { waitingElapsedMs } from '../elapsed';
import { TeamSeats } from './TeamSeats';

/** Spec section 9: a waiting battle is cancelled after 10 minutes without activity. */
export const WAITING_ROOM_TIMEOUT_MINUTES = 10;

interface WaitingRoomViewProps {
  battle: BattleSummary;
  /** server time - local time, learned with the battle (see ../elapsed.ts). */
  clockOffsetMs: number;
  cancelling: boolean;
  /** Absent for a 2v2 creator's teammate: only the creator cancels. */
  onCancel?: () => void;
  /**
   * A side panel beside the room on wide screens, under it on phones: the place for the
   * invite-friends sheet and the invited list when the friends feature brings them.
   */
  aside?: ReactNode;
}

/**
 * The creator's view while nobody has joined: spinner, elapsed m:ss, the auto-cancel notice,
 * cancel. 2v2 (issue 32): the four seats, my team's two filled and the other team's two free.
 */
export function WaitingRoomView({ battle, clockOffsetMs, cancelling, onCancel, aside }: WaitingRoomViewProps) {
  const { t } = useTranslation('battles');
  const { sportName, levelName } = useBattleLabels();
  const now = useNow(1_000);
  const elapsed = formatClock(waitingElapsedMs(battle.created_at, now, clockOffsetMs));
  const team = battle.mode === '2v2';
  return (
    <div className={aside ? 'grid items-start gap-6 md:grid-cols-[minmax(0,1fr)_20rem]' : 'mx-auto w-full max-w-xl'}>
      <Card className="flex flex-col items-center gap-6 px-5 py-8 text-center sm:px-8 sm:py-10">
        <div className="flex items-center gap-2">
          <SportIcon sport={iconSport(battle.sport)} className="h-5 w-5 text-accent" />
          <span className="font-semibold text-fg">{sportName(battle.sport)}</span>
          <Badge>{levelName(battle.level)}</Badge>
        </div>
        {/* Clipped: the ping grows to twice its size and covered the sport label above. */}
        <div className="relative flex h-28 w-28 items-center justify-center overflow-hidden rounded-full">
          <span aria-hidden className="absolute inset-0 animate-ping rounded-full bg-accent/10 [animation-duration:2.4s]" />
          <Spinner size="lg" className="h-20 w-20 border-4 text-accent" />
        </div>
        <div className="flex flex-col gap-2">
          <h1 className="text-2xl font-black tracking-tight text-fg sm:text-3xl">{t(team ? 'teams.waitingTitle' : 'waitingRoom.title')}</h1>
          <p className="text-muted" role="status">
            {t(team ? 'teams.waitingSearching' : 'waitingRoom.searching')}
          </p>
        </div>
        {team ? <TeamSeats battle={battle} /> : null}
        <div className="flex flex-col items-center gap-1">
          <span className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-muted uppercase">
            <Clock className="h-4 w-4" aria-hidden />
            {t('waitingRoom.elapsed')}
          </span>
          <span className="font-mono text-4xl font-black text-fg tabular-nums" data-testid="waiting-elapsed">
            {elapsed}
          </span>
        </div>
        <Alert tone="info" className="text-left">
          {t('waitingRoom.autoCancel', { minutes: WAITING_ROOM_TIMEOUT_MINUTES })}
        </Alert>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} loading={cancelling}>
            {cancelling ? null : <X className="h-4 w-4" aria-hidden />}
            {t('waitingRoom.cancel')}
          </Button>
        ) : null}
      </Card>
      {aside}
    </div>
  );
}
