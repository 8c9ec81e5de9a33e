import type { BattleSummary } from '@fanclash/protocol';
import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../../components/Avatar';
import { cn } from '../../../../lib/cn';
import { useBattleLabels } from '../../../battle-history/hooks/useBattleLabels';

/** 2v2 waiting room (issue 32): the creating team's two seats and the other team's two, free until a pair joins. */
export function TeamSeats({ battle }: { battle: BattleSummary }) {
  const { t } = useTranslation('battles');
  const { playerName } = useBattleLabels();
  const mine = [battle.first_opponent, battle.first_partner ?? ''];
  const theirs = [battle.second_opponent ?? '', battle.second_partner ?? ''];
  const team = (label: string, players: readonly string[], testId: string) => (
    <section className="flex min-w-0 flex-col gap-2" aria-label={label} data-testid={testId}>
      <h2 className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</h2>
      <ul className="flex flex-col gap-2">
        {players.map((username, index) => (
          <li
            key={`${index}-${username}`}
            className={cn(
              'flex min-w-0 items-center gap-2 rounded-xl border px-2.5 py-2 text-sm',
              username ? 'border-line bg-raised/60 text-fg' : 'border-dashed border-line-strong text-muted',
            )}
            data-testid="team-seat"
            data-filled={username ? 'true' : 'false'}
          >
            {username ? (
              <Avatar username={playerName(username)} avatar={undefined} size="sm" />
            ) : (
              <UserRound className="h-5 w-5 shrink-0" aria-hidden />
            )}
            <span className="min-w-0 truncate">{username ? playerName(username) : t('teams.seatFree')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
  return (
    <div className="grid w-full grid-cols-2 gap-3 text-left sm:gap-5" data-testid="team-seats">
      {team(t('teams.mine'), mine, 'seats-mine')}
      {team(t('teams.theirs'), theirs, 'seats-theirs')}
    </div>
  );
}
