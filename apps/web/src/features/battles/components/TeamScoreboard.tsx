import { Bot, CheckCircle2, Hourglass, WifiOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { cn } from '../../../lib/cn';
import { useBattleLabels } from '../../battle-history/hooks/useBattleLabels';
import { botNumber } from '../../battle-history/labels';
import { byPlayer } from '../session/byPlayer';

export interface TeamScoreboardProps {
  me: string;
  /** [my team, the other team]. */
  teams: readonly (readonly string[])[];
  /** Team totals in the order of `teams`. */
  teamScores: readonly number[];
  scores: Readonly<Record<string, number>>;
  avatars?: Readonly<Record<string, string>>;
  /** While a question is open: who has answered (lower-case names). Null: show no answer marks. */
  answered?: Readonly<Record<string, true>> | null;
  /** Lower-case names of players who dropped out. */
  away?: Readonly<Record<string, true>>;
  /** Phones in the quiz: no avatars, so the question and answers fit one screen. */
  compact?: boolean;
  size?: 'md' | 'lg';
}

/**
 * 2v2 (issue 32): both teams side by side, my team on the left, each with its total and its
 * two players' points; during a question, whether each player has answered (never what). A bot
 * (a team alone in Play now meets two) is marked as one.
 */
export function TeamScoreboard({
  me,
  teams,
  teamScores,
  scores,
  avatars = {},
  answered = null,
  away = {},
  compact,
  size = 'md',
}: TeamScoreboardProps) {
  const { t } = useTranslation('battles');
  return (
    <div className="grid w-full grid-cols-[1fr_auto_1fr] items-start gap-2 sm:gap-4" data-testid="team-scoreboard">
      {teams.slice(0, 2).map((team, index) => {
        const side = (
          <TeamColumn
            key={index}
            label={index === 0 ? t('teams.mine') : t('teams.theirs')}
            side={index === 0 ? 'mine' : 'theirs'}
            total={teamScores[index] ?? 0}
            players={team}
            me={me}
            scores={scores}
            avatars={avatars}
            answered={answered}
            away={away}
            compact={compact}
            size={size}
          />
        );
        return index === 0
          ? [
              side,
              <span
                key="vs"
                aria-hidden
                className="mt-1 self-start rounded-full border border-accent/40 bg-accent/10 px-2 py-0.5 text-xs font-black tracking-widest text-accent italic sm:px-3 sm:text-sm"
              >
                {t('players.vs')}
              </span>,
            ]
          : side;
      })}
    </div>
  );
}

interface TeamColumnProps {
  label: string;
  side: 'mine' | 'theirs';
  total: number;
  players: readonly string[];
  me: string;
  scores: Readonly<Record<string, number>>;
  avatars: Readonly<Record<string, string>>;
  answered: Readonly<Record<string, true>> | null;
  away: Readonly<Record<string, true>>;
  compact?: boolean;
  size: 'md' | 'lg';
}

function TeamColumn({ label, side, total, players, me, scores, avatars, answered, away, compact, size }: TeamColumnProps) {
  const { t } = useTranslation('battles');
  const { playerName } = useBattleLabels();
  return (
    <section
      className={cn('flex min-w-0 flex-col gap-1.5 sm:gap-2', side === 'theirs' ? 'items-end text-right' : 'items-start text-left')}
      aria-label={t('teams.scoreOf', { team: label, score: total })}
      data-testid="team-side"
      data-side={side}
    >
      {/* The quiz keeps one row (on a phone the total alone, the side tells whose); elsewhere the label sits over the total. */}
      <div
        className={cn(
          'flex w-full min-w-0',
          compact ? 'items-baseline justify-between gap-2' : 'flex-col',
          compact && side === 'theirs' && 'flex-row-reverse',
          !compact && (side === 'theirs' ? 'items-end' : 'items-start'),
        )}
      >
        <span className={cn('truncate text-xs font-semibold tracking-wide text-muted uppercase', compact && 'max-sm:sr-only')}>
          {label}
        </span>
        <span
          className={cn(
            'font-black whitespace-nowrap text-accent tabular-nums',
            size === 'lg' ? 'text-2xl sm:text-3xl' : 'text-lg sm:text-2xl',
          )}
          data-testid="team-score"
        >
          {t('players.points', { count: total })}
        </span>
      </div>
      <ul className="flex w-full flex-col gap-1">
        {players.map((username) => {
          const name = playerName(username);
          const mine = username.toLowerCase() === me.toLowerCase();
          const isAway = away[username.toLowerCase()] === true;
          const hasAnswered = answered?.[username.toLowerCase()] === true;
          const isBot = botNumber(username) !== null;
          return (
            <li
              key={username}
              className={cn('flex min-w-0 items-center gap-1.5 sm:gap-2', side === 'theirs' && 'flex-row-reverse')}
              data-testid="team-player"
              data-username={username}
              data-answered={answered ? String(hasAnswered) : undefined}
            >
              <Avatar
                username={name}
                avatar={byPlayer(avatars, username)}
                size="sm"
                className={cn('max-sm:hidden', compact && 'max-md:hidden')}
              />
              {isBot ? (
                <Bot className="h-4 w-4 shrink-0 text-info" aria-label={t('teams.botPlayer', { name })} role="img" data-testid="team-bot" />
              ) : null}
              <span className={cn('min-w-0 flex-1 truncate text-sm', mine ? 'font-bold text-fg' : 'text-fg/90')}>
                {mine ? t('teams.youName', { name }) : name}
              </span>
              {isAway ? (
                <WifiOff className="h-4 w-4 shrink-0 text-warning" aria-label={t('teams.away', { name })} role="img" />
              ) : answered ? (
                hasAnswered ? (
                  <CheckCircle2 className="h-4 w-4 shrink-0 text-success" aria-label={t('teams.answered', { name })} role="img" />
                ) : (
                  <Hourglass className="h-4 w-4 shrink-0 text-muted" aria-label={t('teams.thinking', { name })} role="img" />
                )
              ) : null}
              <span className="shrink-0 text-sm font-semibold text-muted tabular-nums" data-testid="team-player-score">
                {byPlayer(scores, username) ?? 0}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
