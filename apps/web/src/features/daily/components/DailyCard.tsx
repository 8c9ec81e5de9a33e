import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarDays, Share2, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SportIcon } from '../../../components/SportIcon';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/Card';
import { LoadingBlock } from '../../../components/ui/Spinner';
import { ApiError } from '../../../lib/api';
import { useBattleLabels } from '../../battle-history/hooks/useBattleLabels';
import { iconSport } from '../../battle-history/labels';
import { useNow } from '../../battles/hooks/useNow';
import { useLiveErrorText } from '../../battles/hooks/useLiveErrorText';
import { dailyBoardPath, dailyQueryKeys, getDaily, startDaily } from '../api';
import { untilText } from '../format';
import { useShareDaily } from '../hooks/useShareDaily';

/** The dashboard's Daily card (issue 31): today's sports, played or not, and the time to the next one. */
export function DailyCard() {
  const { t } = useTranslation('daily');
  const { sportName } = useBattleLabels();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const errorText = useLiveErrorText();
  const daily = useQuery({ queryKey: dailyQueryKeys.today(), queryFn: ({ signal }) => getDaily(signal) });
  const now = useNow(1000, daily.data !== undefined);
  const start = useMutation({
    mutationFn: (sport: string) => startDaily(sport),
    onSuccess: ({ battle_id }) => {
      void queryClient.invalidateQueries({ queryKey: dailyQueryKeys.all });
      void navigate(`/${encodeURIComponent(battle_id)}/countdown`);
    },
  });
  const nextAt = daily.data ? Date.parse(daily.data.next_at) : 0;
  const today = daily.data?.date ?? '';
  const share = useShareDaily();

  return (
    <Card data-testid="daily-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarDays className="h-5 w-5 text-accent" aria-hidden />
          {t('card.title')}
        </CardTitle>
        <CardDescription>{t('card.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {daily.isPending ? <LoadingBlock label={t('card.loading')} /> : null}
        {daily.isError ? (
          <div className="flex flex-col gap-3">
            <Alert>{t('card.loadFailed')}</Alert>
            <Button variant="secondary" onClick={() => void daily.refetch()}>
              {t('card.retry')}
            </Button>
          </div>
        ) : null}
        {daily.data ? (
          <>
            <p className="text-sm text-muted" aria-live="off">
              {t('card.next', { time: untilText(nextAt - now) })}
            </p>
            {start.error ? (
              <Alert>{errorText({ code: start.error instanceof ApiError ? start.error.code : 'network_error', message: '' })}</Alert>
            ) : null}
            <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {daily.data.sports.map((s) => (
                <li
                  key={s.sport}
                  className="flex items-center gap-2 rounded-xl border border-line bg-raised/40 p-2"
                  data-testid="daily-sport"
                  data-sport={s.sport}
                >
                  <SportIcon sport={iconSport(s.sport)} className="h-4 w-4 text-muted" />
                  <span className="min-w-0 flex-1 truncate text-sm font-semibold text-fg">{sportName(s.sport)}</span>
                  {s.battle_id ? (
                    <Button size="sm" onClick={() => void navigate(`/${encodeURIComponent(s.battle_id ?? '')}/countdown`)}>
                      {t('card.resume')}
                    </Button>
                  ) : s.played ? (
                    <>
                      <span className="text-sm font-bold whitespace-nowrap text-fg">{t('card.played', { score: s.score ?? 0 })}</span>
                      {s.grid ? (
                        <Button
                          size="sm"
                          variant="ghost"
                          className="shrink-0 px-2"
                          onClick={() => void share({ sport: s.sport, date: today, score: s.score ?? 0, grid: s.grid ?? [] })}
                          aria-label={t('card.shareNamed', { sport: sportName(s.sport) })}
                          data-testid="daily-share"
                        >
                          <Share2 className="h-4 w-4" aria-hidden />
                          <span className="max-sm:sr-only">{t('run.share')}</span>
                        </Button>
                      ) : null}
                    </>
                  ) : (
                    <Button
                      size="sm"
                      loading={start.isPending && start.variables === s.sport}
                      disabled={start.isPending}
                      onClick={() => start.mutate(s.sport)}
                      aria-label={t('card.playNamed', { sport: sportName(s.sport) })}
                    >
                      {t('card.play')}
                    </Button>
                  )}
                  <Link
                    to={dailyBoardPath(s.sport)}
                    className="flex shrink-0 items-center rounded-lg px-2 py-1 text-xs font-semibold text-accent hover:underline focus-visible:outline-2 focus-visible:outline-accent"
                    aria-label={t('card.boardNamed', { sport: sportName(s.sport) })}
                  >
                    {/* Phones: the board as an icon, so the sport's name is not cut short. */}
                    <Trophy className="h-4 w-4 sm:hidden" aria-hidden />
                    <span className="max-sm:sr-only">{t('card.board')}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
