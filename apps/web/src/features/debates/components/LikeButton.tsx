import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

interface LikeButtonProps {
  liked: boolean;
  count: number;
  author: string;
  onToggle: () => void;
  disabled?: boolean;
}

/** The like toggle of a comment or reply, with its count. */
export function LikeButton({ liked, count, author, onToggle, disabled }: LikeButtonProps) {
  const { t, i18n } = useTranslation('debates');
  return (
    <button
      type="button"
      aria-pressed={liked}
      aria-label={liked ? t('comments.unlike', { author }) : t('comments.like', { author })}
      title={t('comments.likes', { count })}
      onClick={onToggle}
      disabled={disabled}
      className={cn(
        'inline-flex min-h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-wait',
        liked ? 'text-danger' : 'text-muted hover:text-fg',
      )}
    >
      <Heart className={cn('h-4 w-4', liked && 'fill-current')} aria-hidden />
      <span className="tabular-nums" data-testid="likes-count">
        {new Intl.NumberFormat(i18n.resolvedLanguage).format(count)}
      </span>
    </button>
  );
}
