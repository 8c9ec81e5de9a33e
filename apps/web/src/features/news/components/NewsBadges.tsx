import { Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { NewsArticle } from '@fanclash/protocol';
import { SportIcon } from '../../../components/SportIcon';
import { Badge } from '../../../components/ui/Badge';
import { relativeAge } from '../format';
import type newsEn from '../i18n/en.json';

type Sport = keyof typeof newsEn.sports;

/** Sport badge, BREAKING badge (published within two hours), top-story and archive badges. */
export function NewsBadges({ article }: { article: NewsArticle }) {
  const { t } = useTranslation('news');
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <Badge tone="accent" data-testid="news-sport">
        <SportIcon sport={article.sport} className="h-3.5 w-3.5" />
        {t(`sports.${article.sport as Sport}`)}
      </Badge>
      {article.breaking ? (
        <Badge tone="danger" data-testid="news-breaking">
          <Zap className="h-3.5 w-3.5" aria-hidden />
          {t('breaking')}
        </Badge>
      ) : null}
      {article.importance === 'high' && !article.breaking ? <Badge tone="warning">{t('major')}</Badge> : null}
      {article.archive ? <Badge tone="neutral">{t('archiveBadge')}</Badge> : null}
    </div>
  );
}

/** '25m ago' for news; the archive's own date (never an age that reads as current). */
export function NewsWhen({ publishedAt, archive, now }: { publishedAt: string; archive: boolean; now: number }) {
  const { t, i18n } = useTranslation('news');
  const date = new Date(publishedAt);
  const full = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'long', timeStyle: archive ? undefined : 'short' }).format(date);
  if (archive) {
    return (
      <time dateTime={publishedAt} className="text-xs text-muted">
        {new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'long' }).format(date)}
      </time>
    );
  }
  const age = relativeAge(publishedAt, now);
  const text =
    age.unit === 'justNow'
      ? t('justNow')
      : age.unit === 'minutes'
        ? t('minutesAgo', { count: age.count })
        : age.unit === 'hours'
          ? t('hoursAgo', { count: age.count })
          : t('daysAgo', { count: age.count });
  return (
    <time dateTime={publishedAt} title={full} className="text-xs text-muted">
      {text}
    </time>
  );
}
