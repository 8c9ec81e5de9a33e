import { useTranslation } from 'react-i18next';
import { useNow } from '../../battles/hooks/useNow';
import { timeAgo } from '../format';

/** '5 minutes ago' in the interface language, with the exact date on hover. */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const { i18n } = useTranslation();
  // Refreshed each minute, so '1 minute ago' does not stay on screen for an hour.
  const now = useNow(60_000);
  const { value, unit } = timeAgo(iso, now);
  const text = new Intl.RelativeTimeFormat(i18n.resolvedLanguage, { numeric: 'auto' }).format(-value, unit);
  const full = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <time dateTime={iso} title={full} className={className}>
      {text}
    </time>
  );
}
