import { useTranslation } from 'react-i18next';
import { visibleTags } from '../format';

/** At most three tags, the rest as '+n more' (spec section 9). */
export function TagList({ tags }: { tags: readonly string[] }) {
  const { t } = useTranslation('news');
  if (tags.length === 0) return null;
  const { shown, more } = visibleTags(tags);
  return (
    <ul aria-label={t('tagsLabel')} className="flex flex-wrap items-center gap-1.5">
      {shown.map((tag) => (
        <li key={tag} className="rounded-md bg-raised px-2 py-0.5 text-xs text-muted">
          #{tag}
        </li>
      ))}
      {more > 0 ? (
        <li className="px-1 text-xs font-semibold text-muted" data-testid="news-more-tags">
          {t('moreTags', { count: more })}
        </li>
      ) : null}
    </ul>
  );
}
