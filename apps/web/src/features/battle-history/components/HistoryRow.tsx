import type { BattleHistoryRow } from '@fanclash/protocol';
import { historyResult, scoreLine } from '../result';
import { OpponentKindBadge } from '../../battles/components/OpponentKindBadge';
import { BattleSummaryRow } from './BattleSummaryRow';

/** A finished battle from GET /battle/get_all_battles, from the viewer's side. */
export function HistoryRow({ row, username }: { row: BattleHistoryRow; username: string }) {
  return (
    <BattleSummaryRow
      sport={row.sport}
      level={row.level}
      first={row.first_opponent}
      second={row.second_opponent}
      firstPartner={row.first_partner || undefined}
      secondPartner={row.second_partner || undefined}
      score={scoreLine(row.first_opponent_score, row.second_opponent_score)}
      result={historyResult(row, username)}
      playedAt={row.finished_at ?? row.created_at}
      badge={<OpponentKindBadge kind={row.opponent_kind} />}
    />
  );
}
