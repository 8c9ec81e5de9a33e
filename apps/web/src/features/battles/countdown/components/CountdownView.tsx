import { useTranslation } from 'react-i18next';
import { cn } from '../../../../lib/cn';
import { useBattleLabels } from '../../../battle-history/hooks/useBattleLabels';
import { ConnectionBadge } from '../../components/ConnectionBadge';
import { PlayersHeader, type PlayerSide } from '../../components/PlayersHeader';
import { TeamScoreboard } from '../../components/TeamScoreboard';
import type { ConnectionBadgeState } from '../../session/connectionBadge';
import type { CountdownDisplay } from '../countdown';
import { SoundToggle } from './SoundToggle';

interface CountdownViewProps {
  display: CountdownDisplay;
  connection: ConnectionBadgeState;
  me: PlayerSide;
  opponent: PlayerSide | null;
  sport: string | null;
  level: string | null;
  muted: boolean;
  onToggleSound: () => void;
  /** 2v2 (issue 32): the four players in their teams instead of the two faces. */
  teams?: readonly (readonly string[])[] | null;
  avatars?: Readonly<Record<string, string>>;
}

/** The big 10…1, Go! between the two players, with the connection badge and the sound toggle. */
export function CountdownView({
  display,
  connection,
  me,
  opponent,
  sport,
  level,
  muted,
  onToggleSound,
  teams,
  avatars,
}: CountdownViewProps) {
  const { t } = useTranslation('battles');
  const { sportAndLevel } = useBattleLabels();
  const status =
    display.kind === 'waiting' ? t('countdown.waitingOpponent') : display.kind === 'go' ? t('countdown.starting') : t('countdown.startsIn');
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col items-center gap-8 py-2 sm:py-6">
      <div className="flex w-full items-center justify-between gap-3">
        <ConnectionBadge state={connection} />
        <SoundToggle muted={muted} onToggle={onToggleSound} />
      </div>
      <div className="flex flex-col items-center gap-1 text-center">
        <h1 className="text-2xl font-black tracking-tight text-fg sm:text-3xl">{t('countdown.title')}</h1>
        {sport && level ? <p className="text-sm text-muted">{sportAndLevel(sport, level)}</p> : null}
      </div>
      {teams ? (
        <TeamScoreboard me={me.username} teams={teams} teamScores={[0, 0]} scores={{}} avatars={avatars} />
      ) : (
        <PlayersHeader me={me} opponent={opponent} size="lg" />
      )}
      <div className="flex flex-col items-center gap-4">
        <p className="text-sm font-semibold tracking-wide text-muted uppercase" role="status">
          {status}
        </p>
        <div
          role="timer"
          data-testid="countdown-number"
          className={cn(
            'flex h-44 w-44 items-center justify-center rounded-full border-4 bg-surface/80 shadow-[0_0_80px_-20px_rgb(198_244_50/0.45)] sm:h-56 sm:w-56',
            display.kind === 'go' ? 'border-accent' : 'border-line-strong',
            display.kind === 'waiting' && 'opacity-60',
          )}
        >
          <span
            key={display.kind === 'go' ? 'go' : display.value}
            className={cn(
              'animate-fade-in font-black tracking-tighter tabular-nums',
              display.kind === 'go' ? 'text-6xl text-accent sm:text-7xl' : 'text-8xl text-fg sm:text-9xl',
            )}
          >
            {display.kind === 'go' ? t('countdown.go') : display.value}
          </span>
        </div>
      </div>
    </div>
  );
}
