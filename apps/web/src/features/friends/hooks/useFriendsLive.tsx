import {
  friendRequestUpdatedMessageSchema,
  invitationCancelledMessageSchema,
  invitationErrorMessageSchema,
  invitationReceivedMessageSchema,
  invitationRejectedMessageSchema,
  presenceUpdatedMessageSchema,
  type Friend,
} from '@fanclash/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notices/toast';
import { usePageSettled } from '../../../hooks/usePageSettled';
import { useUserSocketMessage } from '../../../live/useUserSocket';
import { getSession } from '../../auth/session';
import { useBattleLabels } from '../../battle-history/hooks/useBattleLabels';
import { applyOwnRecord } from '../../dashboard/ownUser';
import { useInAppSwitch } from '../../notifications/hooks/useInAppSwitch';
import { friendQueryKeys } from '../api';
import { useFriendErrorText } from './useFriendErrorText';
import { useInvitationAnswers } from './useInvitationAnswers';
import { useNotifications } from './useFriendQueries';

/** The stored record's pending invitations (the header badge counts them) with one added or removed. */
function updateInvitations(queryClient: ReturnType<typeof useQueryClient>, change: (ids: string[]) => string[]): void {
  const { user } = getSession();
  if (user) applyOwnRecord(queryClient, { ...user, invitations: change(user.invitations) });
}

/**
 * Live friend events on every signed-in page (mounted once in SignedInEffects): a friend
 * change replaces the own record (so the header badge and lists follow), presence moves the
 * dots, and invitations update the badge and are announced in a toast that waits with Accept
 * and Decline. A kind the player turned off in the app (notification settings) gets no toast.
 */
export function useFriendsLive(): void {
  const queryClient = useQueryClient();
  const { t } = useTranslation('friends');
  const { sportName } = useBattleLabels();
  const errorText = useFriendErrorText();
  const me = () => getSession().username?.toLowerCase() ?? '';
  const inApp = useInAppSwitch();

  // The header badge counts the stored record's requests and invitations: one notifications
  // call (refetched on every friend or invitation event) keeps them exact after a reload too,
  // once the page has settled: until then the stored record's counts show.
  const notifications = useNotifications(usePageSettled());
  const { answer } = useInvitationAnswers();
  useEffect(() => {
    const { user } = getSession();
    if (!notifications.data || !user) return;
    const friendRequests = notifications.data.friend_requests.map((r) => r.username);
    const invitations = notifications.data.invitations.map((i) => i.battle_id);
    const same = (a: readonly string[], b: readonly string[]) => [...a].sort().join('\n') === [...b].sort().join('\n');
    if (same(user.friendRequests, friendRequests) && same(user.invitations, invitations)) return;
    applyOwnRecord(queryClient, { ...user, friendRequests, invitations });
  }, [notifications.data, queryClient]);

  useUserSocketMessage('friend_request_updated', friendRequestUpdatedMessageSchema, ({ data }) => {
    applyOwnRecord(queryClient, data);
    void queryClient.invalidateQueries({ queryKey: friendQueryKeys.all });
    if (data.to.toLowerCase() !== me()) return;
    if (data.response_value === 'pending') {
      inApp.whenOn('friend_request', () => toast(t('toast.request', { username: data.from }), { id: `friend-request-${data.from}` }));
    }
    if (data.response_value === 'accepted') {
      inApp.whenOn('friend_accepted', () => toast.success(t('toast.accepted', { username: data.from })));
    }
  });

  useUserSocketMessage('presence_updated', presenceUpdatedMessageSchema, ({ data }) => {
    const same = (f: Friend) => f.username.toLowerCase() === data.username.toLowerCase();
    // Only a list that already holds this friend is patched: writing any other would mark a
    // list invalidated by a new friendship as fresh, and it would never fetch the newcomer.
    if (!queryClient.getQueryData<Friend[]>(friendQueryKeys.list())?.some(same)) return;
    queryClient.setQueryData<Friend[]>(friendQueryKeys.list(), (list) => list?.map((f) => (same(f) ? { ...f, status: data.status } : f)));
  });

  useUserSocketMessage('invitation_received', invitationReceivedMessageSchema, ({ data }) => {
    updateInvitations(queryClient, (ids) => (ids.includes(data.battle_id) ? ids : [...ids, data.battle_id]));
    void queryClient.invalidateQueries({ queryKey: friendQueryKeys.notifications() });
    // It waits for an answer: no timeout. It goes once answered here or elsewhere, or once the
    // battle is gone (started, cancelled, expired: invitation_cancelled below dismisses it).
    inApp.whenOn('battle_invitation', () => {
      // Settings asked first: the invitation may have gone meanwhile.
      if (!getSession().user?.invitations.includes(data.battle_id)) return;
      toast(t('toast.invitation', { username: data.from, sport: sportName(data.sport) }), {
        id: `invitation-${data.battle_id}`,
        description: t('notifications.duration', { count: data.duration }),
        duration: Number.POSITIVE_INFINITY,
        action: { label: t('relation.accept'), onClick: () => answer(data, true) },
        cancel: { label: t('relation.reject'), onClick: () => answer(data, false) },
      });
    });
  });

  useUserSocketMessage('invitation_cancelled', invitationCancelledMessageSchema, ({ data }) => {
    if (data.to.toLowerCase() === me()) {
      updateInvitations(queryClient, (ids) => ids.filter((id) => id !== data.battle_id));
      toast.dismiss(`invitation-${data.battle_id}`);
    }
    void queryClient.invalidateQueries({ queryKey: friendQueryKeys.notifications() });
    void queryClient.invalidateQueries({ queryKey: friendQueryKeys.invitation(data.battle_id) });
  });

  useUserSocketMessage('invitation_rejected', invitationRejectedMessageSchema, ({ data }) => {
    void queryClient.invalidateQueries({ queryKey: friendQueryKeys.invitation(data.battle_id) });
  });

  // Spec section 8: invitation_error is an alert with the message or 'Unable to accept invitation'.
  useUserSocketMessage('invitation_error', invitationErrorMessageSchema, ({ data }) => {
    toast.error(<span role="alert">{errorText(data.code, data.message) || t('errors.unableToAccept')}</span>);
    void queryClient.invalidateQueries({ queryKey: friendQueryKeys.notifications() });
  });
}
