import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { cn } from '../../../lib/cn';
import { useLikeToggle } from '../hooks/useLikeToggle';

/**
 * The like button. In the forum list a liked article cannot be unliked (disabled once liked);
 * on the detail page it toggles (spec section 4, news like).
 */
export function LikeButton({ article, mode }: { article: { id: string; likes: number; liked: boolean }; mode: 'list' | 'detail' }) {
  const { t, i18n } = useTranslation('news');
  const like = useLikeToggle(article);
  const lockedInList = mode === 'list' && like.liked;
  const label = lockedInList
    ? t('likedInList', { count: like.likes })
    : like.liked
      ? t('unlikeLabel', { count: like.likes })
      : t('likeLabel', { count: like.likes });
  return (
    <Button
      variant={like.liked ? 'outline' : 'secondary'}
      size="sm"
      aria-pressed={like.liked}
      aria-label={label}
      disabled={lockedInList}
      onClick={() => void like.toggle()}
      className={cn(lockedInList && 'disabled:opacity-80')}
      data-testid="news-like"
    >
      <Heart className={cn('h-4 w-4', like.liked && 'fill-current')} aria-hidden />
      <span>{like.liked ? t('liked') : t('like')}</span>
      <span className="tabular-nums" data-testid="news-like-count">
        {new Intl.NumberFormat(i18n.resolvedLanguage).format(like.likes)}
      </span>
    </Button>
  );
}
