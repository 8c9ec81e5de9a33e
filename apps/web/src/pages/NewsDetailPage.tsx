import { AlertTriangle, ArrowLeft, ExternalLink, Newspaper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button, ButtonLink } from '../components/ui/Button';
import { LoadingBlock } from '../components/ui/Spinner';
import { useSession } from '../features/auth/hooks/useSession';
import { LikeButton } from '../features/news/components/LikeButton';
import { NewsBadges, NewsWhen } from '../features/news/components/NewsBadges';
import { NewsImage } from '../features/news/components/NewsImage';
import { TagList } from '../features/news/components/TagList';
import { paragraphs } from '../features/news/format';
import { useArticle } from '../features/news/hooks/useNews';
import { useNow } from '../features/news/hooks/useNow';
import { usePageTitle } from '../hooks/usePageTitle';
import { ApiError } from '../lib/api';

/** `/news/{id}`: one article (spec section 2, news detail); an unknown one shows 'News Not Found'. */
export default function NewsDetailPage() {
  const { t, i18n } = useTranslation('news');
  const { id = '' } = useParams();
  const { username } = useSession();
  const article = useArticle(id, username);
  const now = useNow();
  const notFound = article.error instanceof ApiError && article.error.status === 404;
  usePageTitle(article.data ? article.data.title : notFound ? t('detail.notFound') : t('detail.loading'));

  const back = (
    <ButtonLink to="/forum" variant="ghost" size="sm" className="self-start">
      <ArrowLeft className="h-4 w-4" aria-hidden />
      {t('detail.backToForum')}
    </ButtonLink>
  );

  if (article.isPending) return <LoadingBlock label={t('detail.loading')} />;
  if (article.isError) {
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center" data-testid="news-not-found">
        {notFound ? (
          <Newspaper className="h-12 w-12 text-muted" aria-hidden />
        ) : (
          <AlertTriangle className="h-12 w-12 text-danger" aria-hidden />
        )}
        <h1 className="text-2xl font-black text-fg">{notFound ? t('detail.notFound') : t('detail.loadFailed')}</h1>
        {notFound ? <p className="text-muted">{t('detail.notFoundHint')}</p> : null}
        <div className="flex flex-wrap justify-center gap-2">
          {notFound ? null : <Button onClick={() => void article.refetch()}>{t('detail.retry')}</Button>}
          <ButtonLink to="/forum" variant={notFound ? 'primary' : 'secondary'}>
            {t('detail.backToForum')}
          </ButtonLink>
        </div>
      </div>
    );
  }

  const news = article.data;
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'long' }).format(new Date(news.published_at));
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      {back}
      <article className="overflow-hidden rounded-2xl border border-line bg-surface/80 shadow-xl shadow-black/20" data-testid="news-detail">
        <NewsImage src={news.image} sport={news.sport} alt={t('imageAlt', { title: news.title })} className="aspect-[16/9] w-full" />
        <div className="flex flex-col gap-4 p-4 sm:p-6">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <NewsBadges article={news} />
            <NewsWhen publishedAt={news.published_at} archive={news.archive} now={now} />
          </div>
          <h1 className="text-2xl leading-tight font-black tracking-tight break-words text-fg sm:text-3xl">{news.title}</h1>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
            {news.author ? <span>{t('author', { author: news.author })}</span> : null}
            <span>{t('source', { source: news.source })}</span>
            <span>{news.archive ? t('detail.archiveNote', { date }) : t('detail.publishedOn', { date })}</span>
          </p>
          <div className="flex flex-col gap-3 text-base leading-relaxed break-words text-fg/90" data-testid="news-body">
            {paragraphs(news.description).map((paragraph, index) => (
              <p key={index} className="whitespace-pre-line">
                {paragraph}
              </p>
            ))}
          </div>
          <TagList tags={news.tags} />
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
            <LikeButton article={news} mode="detail" />
            <a
              href={news.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 rounded-xl border border-accent/60 px-3 py-2 text-sm font-semibold text-accent hover:bg-accent/10 focus-visible:outline-2 focus-visible:outline-accent"
            >
              <ExternalLink className="h-4 w-4" aria-hidden />
              {t('readOriginal')}
              <span className="sr-only">{t('opensInNewTab')}</span>
            </a>
          </div>
        </div>
      </article>
    </div>
  );
}
