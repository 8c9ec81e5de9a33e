import {
  ERROR_CODES,
  battleCreatedMessageSchema,
  battleRemovedMessageSchema,
  battleStartedMessageSchema,
  teamFormedEventSchema,
  teamInviteDeclinedEventSchema,
  teamInviteReceivedEventSchema,
  teamInviteSentEventSchema,
  teamLeftEventSchema,
  teamStateEventSchema,
  userSocketErrorSchema,
} from '@fanclash/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/notices/toast';
import { useUserSocket, useUserSocketMessage } from '../../../live/useUserSocket';
import { getSession } from '../../auth/session';
import { useLiveErrorText } from '../../battles/hooks/useLiveErrorText';
import { teamQueryKeys } from '../api';

/**
 * Refusals that only a party action gets: shown here too, because Accept and Decline in the
 * toast answer with no panel waiting (the panel's own refusals use the same toast id: one toast).
 */
const TEAM_ONLY_CODES: ReadonlySet<string> = new Set([
  ERROR_CODES.alreadyInTeam,
  ERROR_CODES.friendInTeam,
  ERROR_CODES.teamInviteNotFound,
  ERROR_CODES.notInTeam,
  ERROR_CODES.teamBattleInProgress,
]);

const inviteToastId = (from: string) => `team-invite-${from.toLowerCase()}`;
const teamBattleToastId = (battleId: string) => `team-battle-${battleId}`;

/**
 * Party events on every signed-in page (mounted once in SignedInEffects): the cached party
 * follows every event; an invitation waits in a toast with Accept and Decline until answered
 * here or elsewhere or until it ends; the inviter hears a refusal, both hear a party formed or left,
 * and a battle my teammate creates for us is announced with the way to its waiting room.
 */
export function useTeamLive(): void {
  const queryClient = useQueryClient();
  const { t } = useTranslation('teams');
  const { t: tBattles } = useTranslation('battles');
  const navigate = useNavigate();
  const { send } = useUserSocket();
  const me = () => getSession().username?.toLowerCase() ?? '';
  const refresh = () => void queryClient.invalidateQueries({ queryKey: teamQueryKeys.all });
  const errorText = useLiveErrorText();

  useUserSocketMessage('error', userSocketErrorSchema, ({ data }) => {
    if (!TEAM_ONLY_CODES.has(data.code)) return;
    refresh();
    toast.error(errorText(data), { id: `team-error-${data.code}` });
  });

  useUserSocketMessage('team_state', teamStateEventSchema, ({ data }) => queryClient.setQueryData(teamQueryKeys.state(), data));
  useUserSocketMessage('team_invite_sent', teamInviteSentEventSchema, refresh);

  useUserSocketMessage('team_invite_received', teamInviteReceivedEventSchema, ({ data }) => {
    refresh();
    toast(t('toast.received', { username: data.from }), {
      id: inviteToastId(data.from),
      duration: Number.POSITIVE_INFINITY,
      action: { label: t('panel.accept'), onClick: () => void send({ type: 'team_invite_accept', from_username: data.from }) },
      cancel: { label: t('panel.decline'), onClick: () => void send({ type: 'team_invite_decline', from_username: data.from }) },
    });
  });

  useUserSocketMessage('team_formed', teamFormedEventSchema, ({ data }) => {
    refresh();
    const teammate = data.members.find((member) => member.username.toLowerCase() !== me());
    for (const member of data.members) toast.dismiss(inviteToastId(member.username));
    if (teammate) toast.success(t('toast.formed', { username: teammate.username }), { id: `team-formed-${data.id}` });
  });

  useUserSocketMessage('team_invite_declined', teamInviteDeclinedEventSchema, ({ data }) => {
    refresh();
    toast.dismiss(inviteToastId(data.from));
    const iInvited = data.from.toLowerCase() === me();
    if (iInvited && data.reason === 'declined') toast(t('toast.declined', { username: data.to }));
    if (!iInvited && data.reason === 'expired') toast(t('toast.expired', { username: data.from }));
  });

  // My teammate created a 2v2 battle for our team: the way to its waiting room.
  useUserSocketMessage('battle_created', battleCreatedMessageSchema, ({ data }) => {
    if (data.mode !== '2v2' || data.first_partner?.toLowerCase() !== me()) return;
    toast(tBattles('teams.teamWaiting', { name: data.first_opponent }), {
      id: teamBattleToastId(data.id),
      action: { label: tBattles('teams.openWaitingRoom'), onClick: () => void navigate(`/waiting-room/${encodeURIComponent(data.id)}`) },
    });
  });

  // The way to that waiting room is moot once its battle starts or leaves the list: a toast held
  // through the battle would otherwise come back on its result page, pointing at a battle played.
  useUserSocketMessage('battle_started', battleStartedMessageSchema, ({ data }) => toast.dismiss(teamBattleToastId(data)));
  useUserSocketMessage('battle_removed', battleRemovedMessageSchema, ({ data }) => toast.dismiss(teamBattleToastId(data.id)));

  useUserSocketMessage('team_left', teamLeftEventSchema, ({ data }) => {
    refresh();
    if (data.left_by.toLowerCase() !== me()) toast(t('toast.left', { username: data.left_by }), { id: `team-left-${data.team_id}` });
  });
}
