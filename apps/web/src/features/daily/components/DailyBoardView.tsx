import type { DailyEntry } from '@fanclash/protocol';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/Card';
import { LoadingBlock } from '../../../components/ui/Spinner';
import { useBattleLabels } from '../../battle-history/hooks/useBattleLabels';
import { BOARD_PAGE, dailyQueryKeys, getDailyBoard } from '../api';

/** The daily challenge's board of one sport and day (issue 31): score, then total time, then who finished first. */
export function DailyBoardView({ sport }: { sport: string }) {
  const { t } = useTranslation('daily');
  const { sportName } = useBattleLabels();
  const [date, setDate] = useState('');
  const [offset, setOffset] = useState(0);
  const board = useQuery({
    queryKey: dailyQueryKeys.board(sport, date, offset),
    queryFn: ({ signal }) => getDailyBoard(sport, date, offset, signal),
  });
  const row = (entry: DailyEntry, mine: boolean) => (
    <tr key={`${entry.rank}-${entry.username}`} className={mine ? 'bg-accent/10' : undefined} data-testid="daily-entry">
      <td className="px-2 py-2 text-muted">{entry.rank}</td>
      <td className="px-2 py-2">
        <span className="flex min-w-0 items-center gap-2">
          <Avatar username={entry.username} avatar={entry.avatar} size="sm" />
          <span className="truncate font-semibold text-fg">{entry.username}</span>
        </span>
      </td>
      <td className="px-2 py-2 text-right font-bold text-fg">{entry.score}</td>
      <td className="px-2 py-2 text-right text-muted">{t('board.seconds', { value: (entry.total_ms / 1000).toFixed(1) })}</td>
    </tr>
  );
  return (
    <Card className="mx-auto w-full max-w-3xl" data-testid="daily-board">
      <CardHeader>
        <CardTitle>{t('board.title', { sport: sportName(sport) })}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <label className="flex items-center gap-2 text-sm text-muted">
          {t('board.date')}
          <input
            type="date"
            value={date}
            onChange={(event) => {
              setDate(event.target.value);
              setOffset(0);
            }}
            className="rounded-lg border border-line bg-surface px-2 py-1 text-fg"
          />
        </label>
        {board.isPending ? <LoadingBlock label={t('board.loading')} /> : null}
        {board.isError ? (
          <div className="flex flex-col gap-3">
            <Alert>{t('board.loadFailed')}</Alert>
            <Button variant="secondary" onClick={() => void board.refetch()}>
              {t('board.retry')}
            </Button>
          </div>
        ) : null}
        {board.data && board.data.players === 0 ? <p className="text-sm text-muted">{t('board.empty')}</p> : null}
        {board.data && board.data.players > 0 ? (
          <>
            <p className="text-sm text-muted">{t('board.players', { count: board.data.players })}</p>
            <div className="overflow-x-auto">
              <table className="w-full text-sm">
                <thead>
                  <tr className="text-left text-xs uppercase text-muted">
                    <th className="px-2 py-1">{t('board.rank')}</th>
                    <th className="px-2 py-1">{t('board.player')}</th>
                    <th className="px-2 py-1 text-right">{t('board.score')}</th>
                    <th className="px-2 py-1 text-right">{t('board.time')}</th>
                  </tr>
                </thead>
                <tbody>
                  {board.data.entries.map((e) => row(e, e.username === board.data.me?.username))}
                  {board.data.me && !board.data.entries.some((e) => e.username === board.data.me?.username)
                    ? row(board.data.me, true)
                    : null}
                </tbody>
              </table>
            </div>
            <div className="flex justify-between gap-2">
              <Button variant="secondary" size="sm" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - BOARD_PAGE))}>
                {t('board.previous')}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={offset + BOARD_PAGE >= board.data.players}
                onClick={() => setOffset(offset + BOARD_PAGE)}
              >
                {t('board.next')}
              </Button>
            </div>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
