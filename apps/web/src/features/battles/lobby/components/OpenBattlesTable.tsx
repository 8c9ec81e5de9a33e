import type { WaitingBattle } from '@fanclash/protocol';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/Badge';
import { useBattleLabels } from '../../../battle-history/hooks/useBattleLabels';
import { isOwnBattle } from '../waitingList';
import { CreatorName } from './CreatorName';
import { OpenBattleActions, type OpenBattleHandlers } from './OpenBattleActions';
import { SportCell } from './SportCell';
import { WaitingTime } from './WaitingTime';

interface OpenBattlesTableProps extends OpenBattleHandlers {
  battles: readonly WaitingBattle[];
  username: string;
  now: number;
}

/** Wide screens: sport, difficulty, creator, waiting time, actions (spec section 2). */
export function OpenBattlesTable({ battles, username, now, ...handlers }: OpenBattlesTableProps) {
  const { t } = useTranslation('battles');
  const { levelName } = useBattleLabels();
  const header = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-muted uppercase';
  return (
    <table className="w-full border-separate border-spacing-0 text-sm">
      <thead>
        <tr>
          <th scope="col" className={header}>
            {t('open.columns.sport')}
          </th>
          <th scope="col" className={header}>
            {t('open.columns.level')}
          </th>
          <th scope="col" className={header}>
            {t('open.columns.creator')}
          </th>
          <th scope="col" className={header}>
            {t('open.columns.waiting')}
          </th>
          <th scope="col" className={`${header} text-right`}>
            {t('open.columns.actions')}
          </th>
        </tr>
      </thead>
      <tbody>
        {battles.map((battle) => {
          const own = isOwnBattle(battle, username);
          return (
            <tr
              key={battle.id}
              data-testid="open-battle"
              data-battle-id={battle.id}
              className="animate-fade-in [&>td]:border-t [&>td]:border-line/60"
            >
              <td className="px-4 py-3">
                <SportCell sport={battle.sport} />
              </td>
              <td className="px-4 py-3">
                <Badge>{levelName(battle.level)}</Badge>
              </td>
              <td className="max-w-56 px-4 py-3">
                <CreatorName battle={battle} own={own} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <WaitingTime createdAt={battle.created_at} now={now} />
              </td>
              <td className="px-4 py-3">
                <OpenBattleActions battle={battle} own={own} username={username} {...handlers} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
