import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/Badge';
import type { FeedResult } from '../result';

const TONES: Record<FeedResult, BadgeTone> = { win: 'success', lose: 'danger', draw: 'info', pending: 'warning' };

/** Victory / Defeat / Draw, or Live for a battle still being played. */
export function ResultBadge({ result }: { result: FeedResult }) {
  const { t } = useTranslation('battleHistory');
  return (
    <Badge tone={TONES[result]} data-result={result}>
      {t(`results.${result}`)}
    </Badge>
  );
}
