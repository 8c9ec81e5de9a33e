import type { DebatePick } from '@fanclash/protocol';
import { CalendarDays, Flame } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge';
import { useSportLabel } from '../hooks/useSportLabel';

/** Sport, daily debate and trending (more than 100 votes) badges. */
export function PickBadges({ pick }: { pick: DebatePick }) {
  const { t } = useTranslation('debates');
  const sportLabel = useSportLabel();
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <Badge>{sportLabel(pick.category)}</Badge>
      {pick.is_daily ? (
        <Badge tone="info">
          <CalendarDays className="h-3.5 w-3.5" aria-hidden />
          {t('card.daily')}
        </Badge>
      ) : null}
      {pick.trending ? (
        <Badge tone="warning">
          <Flame className="h-3.5 w-3.5" aria-hidden />
          {t('card.trending')}
        </Badge>
      ) : null}
    </div>
  );
}
