import { AlertTriangle, Newspaper, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Language } from '@fanclash/protocol';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { LoadingBlock } from '../../components/ui/Spinner';
import { useSession } from '../auth/hooks/useSession';
import { NewsCard } from './components/NewsCard';
import { forumSportParam } from './format';
import { useNewsList } from './hooks/useNews';
import { useNow } from './hooks/useNow';
import type newsEn from './i18n/en.json';

type Sport = keyof typeof newsEn.sports;

/**
 * The forum's news tab (spec section 2): cards newest first in the interface language, the
 * forum's sport filter from the address (?sport=…), refresh, 'Load more', and the loading,
 * empty and error states. Without live feeds the server answers its dated archive, labelled so.
 */
export function NewsTab() {
  const { t, i18n } = useTranslation('news');
  const [params] = useSearchParams();
  const sport = forumSportParam(params.get('sport'));
  const language: Language = i18n.resolvedLanguage === 'ru' ? 'ru' : 'en';
  const { username } = useSession();
  const list = useNewsList(language, sport, username);
  const now = useNow();
  const articles = list.data?.pages.flatMap((page) => page.data) ?? [];
  const archive = list.data?.pages[0]?.archive ?? false;

  const refreshButton = (
    <Button variant="secondary" size="sm" loading={list.isRefetching} onClick={() => void list.refetch()}>
      {list.isRefetching ? null : <RefreshCw className="h-4 w-4" aria-hidden />}
      {list.isRefetching ? t('refreshing') : t('refresh')}
    </Button>
  );

  const body = (() => {
    if (list.isPending) return <LoadingBlock label={t('loading')} />;
    if (list.isError && articles.length === 0) {
      return (
        <div role="alert" className="flex flex-col items-center gap-4 rounded-2xl border border-line bg-surface/80 px-4 py-14 text-center">
          <AlertTriangle className="h-10 w-10 text-danger" aria-hidden />
          <p className="text-lg font-semibold text-fg">{t('error')}</p>
          <Button onClick={() => void list.refetch()}>{t('retry')}</Button>
        </div>
      );
    }
    if (articles.length === 0) {
      const filtered = sport !== 'all';
      return (
        <div
          className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-surface/80 px-4 py-14 text-center"
          data-testid="news-empty"
        >
          <span className="flex h-14 w-14 items-center justify-center rounded-full bg-accent/10 text-accent">
            <Newspaper className="h-7 w-7" aria-hidden />
          </span>
          <p className="text-lg font-semibold text-fg">
            {filtered ? t('emptySport', { sport: t(`sports.${sport as Sport}`, { defaultValue: sport }) }) : t('empty')}
          </p>
          <p className="text-sm text-muted">{filtered ? t('emptySportHint') : t('emptyHint')}</p>
          {refreshButton}
        </div>
      );
    }
    return (
      <>
        {archive ? (
          <Alert tone="info" className="text-fg">
            {t('archiveNotice')}
          </Alert>
        ) : null}
        <div className="flex flex-col gap-4" role="feed" aria-label={t('listLabel')} aria-busy={list.isFetching}>
          {articles.map((article) => (
            <NewsCard key={article.id} article={article} now={now} />
          ))}
        </div>
        <div className="flex flex-col items-center gap-3">
          {list.isFetchNextPageError ? <Alert>{t('loadMoreError')}</Alert> : null}
          {list.hasNextPage ? (
            <Button variant="secondary" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {list.isFetchingNextPage ? t('loadingMore') : t('loadMore')}
            </Button>
          ) : null}
        </div>
      </>
    );
  })();

  return (
    <section className="flex flex-col gap-4" aria-labelledby="news-tab-title" data-testid="news-tab">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id="news-tab-title" className="text-2xl font-black tracking-tight text-fg">
            {t('title')}
          </h2>
          <p className="text-sm text-muted">{t('subtitle')}</p>
        </div>
        {articles.length > 0 ? refreshButton : null}
      </header>
      {body}
    </section>
  );
}
