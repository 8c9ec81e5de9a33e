import { SportIcon } from '../../../../components/SportIcon';
import { useBattleLabels } from '../../../battle-history/hooks/useBattleLabels';
import { iconSport } from '../../../battle-history/labels';

/** A sport's icon and translated name. */
export function SportCell({ sport }: { sport: string }) {
  const { sportName } = useBattleLabels();
  return (
    <span className="flex items-center gap-2.5 font-semibold text-fg">
      <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-accent/10 text-accent ring-1 ring-accent/20">
        <SportIcon sport={iconSport(sport)} className="h-5 w-5" />
      </span>
      {sportName(sport)}
    </span>
  );
}
