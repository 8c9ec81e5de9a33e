import type { WaitingBattle } from '@fanclash/protocol';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../../components/Avatar';
import { Badge } from '../../../../components/ui/Badge';
import { useBattleLabels } from '../../../battle-history/hooks/useBattleLabels';

/** The creator's avatar and name, with the 'Your Battle' badge on one's own battles. */
export function CreatorName({ battle, own }: { battle: WaitingBattle; own: boolean }) {
  const { t } = useTranslation('battles');
  const creator = useBattleLabels().playerName(battle.first_opponent);
  return (
    <div className="flex min-w-0 items-center gap-2.5">
      <Avatar username={creator} avatar={battle.creator_avatar} size="sm" />
      <span className="truncate font-semibold text-fg">{creator}</span>
      {own ? (
        <Badge tone="accent" className="shrink-0">
          {t('open.yourBattle')}
        </Badge>
      ) : null}
    </div>
  );
}
