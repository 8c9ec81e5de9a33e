import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { cn } from '../../../lib/cn';
import { useBattleLabels } from '../../battle-history/hooks/useBattleLabels';

export interface PlayerSide {
  readonly username: string;
  readonly avatar: string | null | undefined;
  readonly score?: number;
  /** Played earlier, nothing of it shown yet (a friend challenge's challenger): "played" instead of a score. */
  readonly played?: boolean;
}

interface PlayersHeaderProps {
  me: PlayerSide;
  opponent: PlayerSide | null;
  /** Shows each player's points under the name. */
  withScores?: boolean;
  size?: 'md' | 'lg';
  /** Phones: names and scores only (no avatars, no 'You'), so the quiz fits one screen. */
  compact?: boolean;
  className?: string;
}

/** Both players face to face with VS between them; the viewer on the left. */
export function PlayersHeader({ me, opponent, withScores = false, size = 'md', compact = false, className }: PlayersHeaderProps) {
  const { t } = useTranslation('battles');
  return (
    <div
      className={cn('grid w-full grid-cols-[1fr_auto_1fr] items-start gap-2 sm:gap-4 md:items-center', className)}
      data-testid="players-header"
    >
      <Player side={me} label={t('players.you')} withScore={withScores} size={size} compact={compact} align="start" testId="player-me" />
      <span
        aria-hidden
        className="self-center rounded-full border border-accent/40 bg-accent/10 px-2.5 py-1 text-xs font-black tracking-widest text-accent italic sm:px-3 sm:text-sm"
      >
        {t('players.vs')}
      </span>
      {opponent ? (
        <Player side={opponent} withScore={withScores} size={size} compact={compact} align="end" testId="player-opponent" />
      ) : (
        <span />
      )}
    </div>
  );
}

interface PlayerProps {
  side: PlayerSide;
  label?: string;
  withScore: boolean;
  size: 'md' | 'lg';
  compact: boolean;
  align: 'start' | 'end';
  testId: string;
}

function Player({ side, label: ownLabel, withScore, size, compact, align, testId }: PlayerProps) {
  const { t } = useTranslation('battles');
  const { t: tc } = useTranslation('challenges');
  // A replayed result may name an opponent who has since deleted the account.
  const name = useBattleLabels().playerName(side.username);
  const score = side.score ?? 0;
  const label = ownLabel ?? (side.played && !withScore ? tc('played.label') : undefined);
  return (
    // Phones: avatar over name and score, centred, so names get the column's full width.
    <div
      className={cn(
        'flex min-w-0 flex-col items-center gap-1.5 text-center md:flex-row md:gap-3',
        align === 'start' ? 'md:text-left' : 'md:flex-row-reverse md:text-right',
      )}
      data-testid={testId}
    >
      <Avatar
        username={name}
        avatar={side.avatar}
        size={size === 'lg' ? 'lg' : 'md'}
        className={cn(size === 'lg' && 'md:h-20 md:w-20 md:text-2xl', compact && 'max-md:hidden')}
      />
      <div className={cn('flex max-w-full min-w-0 flex-col items-center', align === 'start' ? 'md:items-start' : 'md:items-end')}>
        <span className="max-w-full truncate text-sm font-bold text-fg md:text-base">{name}</span>
        {label ? <span className={cn('text-xs text-muted', compact && 'max-md:hidden')}>{label}</span> : null}
        {withScore && side.played ? (
          <span
            className={cn('font-bold whitespace-nowrap text-muted md:text-lg', compact ? 'text-sm' : 'text-base')}
            aria-label={tc('played.aria', { name })}
            data-testid="player-played"
          >
            {tc('played.label')}
          </span>
        ) : withScore ? (
          <span
            className={cn('font-black whitespace-nowrap text-accent tabular-nums md:text-xl', compact ? 'text-base' : 'text-lg')}
            aria-label={t('players.scoreOf', { name, score })}
            data-testid="player-score"
          >
            {t('players.points', { count: score })}
          </span>
        ) : null}
      </div>
    </div>
  );
}
