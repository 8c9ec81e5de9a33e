import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NewsArticle } from '@fanclash/protocol';
import { cn } from '../../../lib/cn';
import { paragraphs } from '../format';
import { LikeButton } from './LikeButton';
import { NewsBadges, NewsWhen } from './NewsBadges';
import { NewsImage } from './NewsImage';
import { TagList } from './TagList';

/** One article in the forum's news tab. */
export function NewsCard({ article, now }: { article: NewsArticle; now: number }) {
  const { t } = useTranslation('news');
  const lead = paragraphs(article.description)[0] ?? '';
  return (
    <article
      className="flex flex-col overflow-hidden rounded-2xl border border-line bg-surface/80 shadow-xl shadow-black/20 sm:flex-row"
      data-testid="news-card"
      aria-labelledby={`news-title-${article.id}`}
    >
      <NewsImage
        src={article.image}
        sport={article.sport}
        alt={t('imageAlt', { title: article.title })}
        // Without a picture the phone gets a slim band, not a big empty panel.
        className={cn('w-full shrink-0 sm:aspect-auto sm:h-auto sm:w-56', article.image ? 'aspect-[16/9]' : 'h-20')}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <NewsBadges article={article} />
          <NewsWhen publishedAt={article.published_at} archive={article.archive} now={now} />
        </div>
        <h3 id={`news-title-${article.id}`} className="text-lg leading-snug font-bold text-fg">
          <Link to={`/news/${article.id}`} className="rounded hover:text-accent focus-visible:outline-2 focus-visible:outline-accent">
            {article.title}
          </Link>
        </h3>
        {lead ? <p className="line-clamp-3 text-sm break-words text-muted">{lead}</p> : null}
        <TagList tags={article.tags} />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
          <a
            href={article.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-w-0 items-center gap-1 text-xs text-muted hover:text-accent"
          >
            <ExternalLink className="h-3.5 w-3.5 shrink-0" aria-hidden />
            <span className="truncate">{t('source', { source: article.source })}</span>
            <span className="sr-only">{t('opensInNewTab')}</span>
          </a>
          <LikeButton article={article} mode="list" />
        </div>
      </div>
    </article>
  );
}
