import type { WaitingBattle } from '@fanclash/protocol';
import { Badge } from '../../../../components/ui/Badge';
import { useBattleLabels } from '../../../battle-history/hooks/useBattleLabels';
import { isOwnBattle } from '../waitingList';
import { CreatorName } from './CreatorName';
import { OpenBattleActions, type OpenBattleHandlers } from './OpenBattleActions';
import { SportCell } from './SportCell';
import { WaitingTime } from './WaitingTime';

interface OpenBattleCardsProps extends OpenBattleHandlers {
  battles: readonly WaitingBattle[];
  username: string;
  now: number;
}

/** Phones: one card per battle, the same facts as the table's row. */
export function OpenBattleCards({ battles, username, now, ...handlers }: OpenBattleCardsProps) {
  const { levelName } = useBattleLabels();
  return (
    <ul className="flex flex-col gap-3">
      {battles.map((battle) => {
        const own = isOwnBattle(battle, username);
        return (
          <li
            key={battle.id}
            data-testid="open-battle"
            data-battle-id={battle.id}
            className="flex animate-fade-in flex-col gap-3 rounded-xl border border-line/70 bg-raised/40 p-3.5"
          >
            <div className="flex items-center justify-between gap-3">
              <SportCell sport={battle.sport} />
              <Badge>{levelName(battle.level)}</Badge>
            </div>
            <CreatorName battle={battle} own={own} />
            <div className="flex items-center justify-between gap-3">
              <WaitingTime createdAt={battle.created_at} now={now} />
              <OpenBattleActions battle={battle} own={own} username={username} {...handlers} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
