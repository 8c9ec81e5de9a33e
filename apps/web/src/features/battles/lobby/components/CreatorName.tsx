import type { WaitingBattle } from '@fanclash/protocol';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../../components/Avatar';
import { Badge } from '../../../../components/ui/Badge';
import { useBattleLabels } from '../../../battle-history/hooks/useBattleLabels';

/**
 * The creator's avatar and name, with the 'Your Battle' badge on one's own battles. 2v2 (issue
 * 32): the creating team's two names, the 2v2 badge and the free team slot.
 */
export function CreatorName({ battle, own }: { battle: WaitingBattle; own: boolean }) {
  const { t } = useTranslation('battles');
  const { playerName } = useBattleLabels();
  const creator = playerName(battle.first_opponent);
  const team = battle.mode === '2v2';
  return (
    <div className="flex min-w-0 items-center gap-2.5">
      <span className="flex shrink-0 -space-x-2">
        <Avatar username={creator} avatar={battle.creator_avatar} size="sm" />
        {team && battle.first_partner ? (
          <Avatar username={playerName(battle.first_partner)} avatar={battle.first_partner_avatar} size="sm" />
        ) : null}
      </span>
      <div className="flex min-w-0 flex-col">
        <span className="truncate font-semibold text-fg">
          {team && battle.first_partner ? t('teams.creatorTeam', { first: creator, second: playerName(battle.first_partner) }) : creator}
        </span>
        {team ? (
          <span className="truncate text-xs text-muted" data-testid="free-team-slot">
            {(battle.free_seats ?? 2) > 0 ? t('teams.freeSlot') : null}
          </span>
        ) : null}
      </div>
      {team ? (
        <Badge tone="info" className="shrink-0" data-testid="mode-badge">
          {t('teams.modeBadge')}
        </Badge>
      ) : null}
      {own ? (
        <Badge tone="accent" className="shrink-0">
          {t('open.yourBattle')}
        </Badge>
      ) : null}
    </div>
  );
}
