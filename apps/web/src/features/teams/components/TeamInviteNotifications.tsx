import { UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/Card';
import { useTeam } from '../hooks/useTeam';
import { useTeamActions } from '../hooks/useTeamActions';
import { ReceivedInvite } from './TeamUpPanel';

/** The notifications page's team invitations waiting for my answer (issue 32); they count toward the badge. */
export function TeamInviteNotifications() {
  const { t } = useTranslation('teams');
  const invites = useTeam().data?.invites_received ?? [];
  const actions = useTeamActions();
  if (invites.length === 0) return null;
  return (
    <Card className="mx-auto w-full max-w-3xl" data-testid="team-invite-notifications">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UsersRound className="h-5 w-5 text-accent" aria-hidden />
          {t('notifications.title')}
          <Badge tone="accent">{invites.length}</Badge>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        {invites.map((invite) => (
          <ReceivedInvite key={invite.from} invite={invite} actions={actions} />
        ))}
      </CardContent>
    </Card>
  );
}

/** How many team invitations wait for my answer (the header badge adds them). */
export function useTeamInviteCount(): number {
  return useTeam().data?.invites_received.length ?? 0;
}
