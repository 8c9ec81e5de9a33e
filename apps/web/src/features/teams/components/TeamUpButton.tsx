import { UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { useTeam } from '../hooks/useTeam';
import { useTeamActions } from '../hooks/useTeamActions';
import { friendTeamRole } from '../teamView';

/**
 * A friend row's Team up (issue 32): invites the friend as my 2v2 teammate. A teammate or an
 * invited friend shows a badge instead; while I am in a party, nobody else can be invited.
 */
export function TeamUpButton({ username }: { username: string }) {
  const { t } = useTranslation('teams');
  const team = useTeam();
  const actions = useTeamActions();
  const role = friendTeamRole(team.data, username);
  if (role) {
    return (
      <Badge tone={role === 'teammate' ? 'accent' : 'neutral'} data-testid="team-role">
        {t(role === 'teammate' ? 'row.teammate' : 'row.invited')}
      </Badge>
    );
  }
  if (!team.data || team.data.team) return null;
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={t('row.teamUpWith', { username })}
      loading={actions.pendingFor('invite', username)}
      disabled={actions.busy}
      onClick={() => actions.act('invite', username)}
    >
      {actions.pendingFor('invite', username) ? null : <UsersRound className="h-4 w-4" aria-hidden />}
      <span className="hidden sm:inline">{t('row.teamUp')}</span>
    </Button>
  );
}
