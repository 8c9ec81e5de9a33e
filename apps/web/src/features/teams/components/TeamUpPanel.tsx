import type { TeamInvite, TeamMember } from '@fanclash/protocol';
import { Check, LogOut, UserPlus, UsersRound, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { UserText } from '../../../components/UserText';
import { Alert } from '../../../components/ui/Alert';
import { Badge } from '../../../components/ui/Badge';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/Card';
import { Field } from '../../../components/ui/Field';
import { Select } from '../../../components/ui/Select';
import { LoadingBlock } from '../../../components/ui/Spinner';
import { useSession } from '../../auth/hooks/useSession';
import { useFriendsList } from '../../friends/hooks/useFriendQueries';
import { useTeam } from '../hooks/useTeam';
import { useTeamActions, type TeamAction } from '../hooks/useTeamActions';
import { teamView } from '../teamView';

export type TeamActions = ReturnType<typeof useTeamActions>;
type Act = TeamActions;

/**
 * Team up (issue 32), on the arena and the friends page: the party of two (Leave), or the
 * invitations both ways (Accept / Decline / Withdraw) and a friend to invite.
 */
export function TeamUpPanel({ className }: { className?: string }) {
  const { t } = useTranslation('teams');
  const me = useSession().username ?? '';
  const team = useTeam();
  const actions = useTeamActions();
  const view = team.data ? teamView(team.data, me) : null;
  return (
    <Card className={className} data-testid="team-up" data-team={view?.kind === 'team' ? 'formed' : 'open'}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UsersRound className="h-5 w-5 text-accent" aria-hidden />
          {view?.kind === 'team' ? t('panel.yourTeam') : t('panel.title')}
        </CardTitle>
        <CardDescription>{view?.kind === 'team' ? t('panel.leaveHint') : t('panel.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {team.isPending ? (
          <LoadingBlock label={t('panel.loading')} />
        ) : team.isError || !view ? (
          <div className="flex flex-col items-start gap-3">
            <Alert>{t('panel.loadFailed')}</Alert>
            <Button variant="secondary" onClick={() => void team.refetch()}>
              {t('panel.retry')}
            </Button>
          </div>
        ) : view.kind === 'team' ? (
          <Party me={me} members={view.team.members} leader={view.team.leader} actions={actions} />
        ) : (
          <>
            {view.received.map((invite) => (
              <ReceivedInvite key={invite.from} invite={invite} actions={actions} />
            ))}
            {view.sent.map((invite) => (
              <SentInvite key={invite.to} invite={invite} actions={actions} />
            ))}
            {view.sent.length === 0 ? <InviteForm actions={actions} /> : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function Party({ me, members, leader, actions }: { me: string; members: readonly TeamMember[]; leader: string; actions: Act }) {
  const { t } = useTranslation('teams');
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <ul className="flex flex-wrap items-center gap-x-5 gap-y-3" data-testid="team-members">
        {members.map((member) => (
          <li key={member.username} className="flex min-w-0 items-center gap-2.5" data-username={member.username}>
            <Avatar username={member.username} avatar={member.avatar} size="md" />
            <div className="flex min-w-0 flex-col">
              <span className="max-w-[11rem] truncate font-semibold text-fg">
                <UserText>{member.username}</UserText>
              </span>
              <span className="flex gap-1.5 text-xs text-muted">
                {member.username.toLowerCase() === me.toLowerCase() ? <span>{t('panel.you')}</span> : null}
                {member.username.toLowerCase() === leader.toLowerCase() ? <Badge tone="accent">{t('panel.leader')}</Badge> : null}
              </span>
            </div>
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        onClick={() => actions.act('leave')}
        loading={actions.pendingFor('leave')}
        disabled={actions.busy}
        className="sm:self-center"
      >
        {actions.pendingFor('leave') ? null : <LogOut className="h-4 w-4" aria-hidden />}
        {t('panel.leave')}
      </Button>
    </div>
  );
}

export function ReceivedInvite({ invite, actions }: { invite: TeamInvite; actions: Act }) {
  const { t } = useTranslation('teams');
  const button = (action: TeamAction) => actions.pendingFor(action, invite.from);
  return (
    <div
      className="flex flex-col gap-3 rounded-xl border border-accent/40 bg-accent/5 p-3 sm:flex-row sm:items-center"
      data-testid="team-invite-received"
    >
      <div className="flex min-w-0 flex-1 items-center gap-2.5">
        <Avatar username={invite.from} avatar={invite.from_avatar} size="md" />
        <p className="min-w-0 text-sm text-fg">{t('panel.receivedFrom', { username: invite.from })}</p>
      </div>
      <div className="flex gap-2">
        <Button size="sm" onClick={() => actions.act('accept', invite.from)} loading={button('accept')} disabled={actions.busy}>
          {button('accept') ? null : <Check className="h-4 w-4" aria-hidden />}
          {t('panel.accept')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => actions.act('decline', invite.from)}
          loading={button('decline')}
          disabled={actions.busy}
        >
          {button('decline') ? null : <X className="h-4 w-4" aria-hidden />}
          {t('panel.decline')}
        </Button>
      </div>
    </div>
  );
}

function SentInvite({ invite, actions }: { invite: TeamInvite; actions: Act }) {
  const { t } = useTranslation('teams');
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center" data-testid="team-invite-sent" role="status">
      <div className="flex min-w-0 flex-1 items-center gap-2.5">
        <Avatar username={invite.to} avatar={invite.to_avatar} size="md" />
        <p className="min-w-0 text-sm text-muted">{t('panel.sentTo', { username: invite.to })}</p>
      </div>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => actions.act('cancel', invite.to)}
        loading={actions.pendingFor('cancel', invite.to)}
        disabled={actions.busy}
      >
        {t('panel.cancelInvite')}
      </Button>
    </div>
  );
}

function InviteForm({ actions }: { actions: Act }) {
  const { t } = useTranslation('teams');
  const friends = useFriendsList();
  const [friend, setFriend] = useState('');
  if (friends.isPending) return <LoadingBlock label={t('panel.loading')} />;
  const list = [...(friends.data ?? [])].sort((a, b) => Number(b.status === 'online') - Number(a.status === 'online'));
  if (list.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">{t('panel.noFriends')}</p>
        <ButtonLink to="/friends" variant="secondary" size="sm">
          <UserPlus className="h-4 w-4" aria-hidden />
          {t('panel.findFriends')}
        </ButtonLink>
      </div>
    );
  }
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (friend && !actions.busy) actions.act('invite', friend);
  };
  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
      <Field label={t('panel.pickFriend')} className="flex-1">
        {(control) => (
          <Select
            id={control.id}
            value={friend || undefined}
            onValueChange={setFriend}
            placeholder={t('panel.pickPlaceholder')}
            options={list.map((f) => ({ value: f.username, label: f.username }))}
            disabled={actions.busy}
          />
        )}
      </Field>
      <Button type="submit" disabled={!friend || actions.busy} loading={actions.pendingFor('invite', friend)} className="w-full sm:w-auto">
        {actions.pendingFor('invite', friend) ? null : <UsersRound className="h-4 w-4" aria-hidden />}
        {t('panel.invite')}
      </Button>
    </form>
  );
}
