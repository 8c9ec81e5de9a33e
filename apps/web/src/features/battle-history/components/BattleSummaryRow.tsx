import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SportIcon } from '../../../components/SportIcon';
import { useBattleLabels } from '../hooks/useBattleLabels';
import { iconSport } from '../labels';
import type { FeedResult } from '../result';
import { ResultBadge } from './ResultBadge';

interface BattleSummaryRowProps {
  sport: string;
  level: string;
  first: string;
  second: string;
  /** 2v2 (issue 32): each team's second player, shown beside the first. */
  firstPartner?: string;
  secondPartner?: string;
  score: string;
  result: FeedResult;
  /** When it was played (ISO time). */
  playedAt: string;
  /** Beside the result: who the opponent was, when not a person (Play now's recorded run or bot). */
  badge?: ReactNode;
}

/** One past or running battle: sport icon, 'first vs second', sport and level, result badge, score. */
export function BattleSummaryRow({
  sport,
  level,
  first,
  second,
  firstPartner,
  secondPartner,
  score,
  result,
  playedAt,
  badge,
}: BattleSummaryRowProps) {
  const { t, i18n } = useTranslation('battleHistory');
  const played = new Date(playedAt);
  const date = Number.isNaN(played.getTime())
    ? null
    : new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' }).format(played);
  const { sportAndLevel, playerName } = useBattleLabels();
  const side = (player: string, partner?: string) =>
    partner ? t('team', { first: playerName(player), second: playerName(partner) }) : playerName(player);
  return (
    <li className="flex items-center gap-3 rounded-xl border border-line/70 bg-raised/40 p-3 sm:gap-4" data-testid="battle-row">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-accent/10 text-accent ring-1 ring-accent/20">
        <SportIcon sport={iconSport(sport)} className="h-6 w-6" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="text-sm font-semibold break-words text-fg">
          {t('versus', { first: side(first, firstPartner), second: side(second, secondPartner) })}
        </p>
        <p className="text-xs text-muted">
          {sportAndLevel(sport, level)}
          {date ? (
            <>
              <span aria-hidden> · </span>
              <time dateTime={playedAt}>{date}</time>
            </>
          ) : null}
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <ResultBadge result={result} />
        {badge}
        <span className="text-sm font-bold text-fg tabular-nums" aria-label={t('scoreLabel', { score })}>
          {score}
        </span>
      </div>
    </li>
  );
}
