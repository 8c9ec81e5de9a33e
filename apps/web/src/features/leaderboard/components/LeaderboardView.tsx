import { AlertTriangle, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { LoadingBlock } from '../../../components/ui/Spinner';
import { useLeaderboard } from '../hooks/useLeaderboard';
import { mergeLeaderboardPages } from '../rows';
import { LeaderboardTable } from './LeaderboardTable';
import { YourRankBar } from './YourRankBar';

/** The global ranking (spec section 2): ranked rows, 'Load more', the viewer's own place. */
export function LeaderboardView({ viewer }: { viewer: string | null }) {
  const { t, i18n } = useTranslation('leaderboard');
  const board = useLeaderboard(viewer);
  const pages = board.data?.pages ?? [];
  const rows = mergeLeaderboardPages(pages);
  const total = pages[0]?.total ?? 0;
  const me = pages[0]?.me ?? null;
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);

  const content = (() => {
    if (board.isPending) return <LoadingBlock label={t('loading')} />;
    if (board.isError && rows.length === 0) {
      return (
        <div role="alert" className="flex flex-col items-center gap-4 rounded-2xl border border-line bg-surface/80 px-4 py-14 text-center">
          <AlertTriangle className="h-10 w-10 text-danger" aria-hidden />
          <p className="text-lg font-semibold text-fg">{t('error')}</p>
          <Button onClick={() => void board.refetch()}>{t('retry')}</Button>
        </div>
      );
    }
    if (rows.length === 0) {
      return (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-surface/80 px-4 py-14 text-center">
          <span className="flex h-14 w-14 items-center justify-center rounded-full bg-accent/10 text-accent">
            <Trophy className="h-7 w-7" aria-hidden />
          </span>
          <p className="text-lg font-semibold text-fg">{t('empty')}</p>
          <p className="text-sm text-muted">{t('emptyHint')}</p>
          <ButtonLink to={viewer ? '/battles' : '/sign-up'}>{viewer ? t('startBattle') : t('signUp')}</ButtonLink>
        </div>
      );
    }
    return (
      <>
        <LeaderboardTable rows={rows} me={me?.username ?? viewer} linkProfiles={viewer !== null} />
        <div className="flex flex-col items-center gap-3">
          <p className="text-sm text-muted" aria-live="polite">
            {t('showing', { shown: number.format(rows.length), total: number.format(total) })}
          </p>
          {board.isFetchNextPageError ? <Alert>{t('loadMoreError')}</Alert> : null}
          {board.hasNextPage ? (
            <Button variant="secondary" loading={board.isFetchingNextPage} onClick={() => void board.fetchNextPage()}>
              {board.isFetchingNextPage ? t('loadingMore') : t('loadMore')}
            </Button>
          ) : null}
        </div>
      </>
    );
  })();

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <h1 className="flex items-center gap-3 text-3xl font-black tracking-tight text-fg sm:text-4xl">
            <Trophy className="h-8 w-8 text-accent" aria-hidden />
            {t('title')}
          </h1>
          <p className="max-w-xl text-muted">{t('subtitle')}</p>
        </div>
        {total > 0 ? <p className="text-sm font-semibold text-muted">{t('playersCount', { count: total })}</p> : null}
      </header>
      {content}
      {me ? <YourRankBar entry={me} /> : null}
      {!viewer && rows.length > 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-accent/30 bg-accent/5 px-4 py-6 text-center sm:flex-row sm:justify-between sm:text-left">
          <p className="font-semibold text-fg">{t('signUpPrompt')}</p>
          <ButtonLink to="/sign-up">{t('signUp')}</ButtonLink>
        </div>
      ) : null}
    </div>
  );
}
