import { useTranslation } from 'react-i18next';
import { waitingTime } from '../waitingTime';

/** 'now', '25 seconds ago', '3 minutes ago'… in the interface language, from a shared clock. */
export function WaitingTime({ createdAt, now }: { createdAt: string; now: number }) {
  const { i18n } = useTranslation();
  const { value, unit } = waitingTime(createdAt, now);
  const text = new Intl.RelativeTimeFormat(i18n.resolvedLanguage, { numeric: 'auto', style: 'long' }).format(-value, unit);
  return (
    <time dateTime={createdAt} className="text-sm text-muted tabular-nums">
      {text}
    </time>
  );
}
