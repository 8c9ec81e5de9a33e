import {
  invitationCancelledMessageSchema,
  invitationErrorMessageSchema,
  invitationRejectedMessageSchema,
  invitationSentMessageSchema,
} from '@fanclash/protocol';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toast } from '../../../lib/notices/toast';
import { useUserSocket, useUserSocketMessage } from '../../../live/useUserSocket';
import { friendQueryKeys, getPendingInvitation } from '../api';
import { readInvited, reconcile, withEntry, writeInvited, type InvitedEntry } from '../invitedList';
import { useFriendErrorText } from './useFriendErrorText';

/**
 * The waiting room's invitations (spec sections 2, 4, 5): one friend at a time, entries marked
 * Pending, cancellable, kept per battle in local storage. A rejection marks the entry declined;
 * a withdrawal (cancel from any tab) removes it.
 */
export function useInvitedFriends(battleId: string) {
  const { send } = useUserSocket();
  const errorText = useFriendErrorText();
  const [entries, setEntries] = useState<InvitedEntry[]>(() => readInvited(battleId));
  const update = useCallback(
    (change: (current: InvitedEntry[]) => InvitedEntry[]) =>
      setEntries((current) => {
        const next = change(current);
        writeInvited(battleId, next);
        return next;
      }),
    [battleId],
  );

  // The server's pending invitation corrects the stored list (after a reload, or a withdrawal seen elsewhere).
  useQuery({
    queryKey: friendQueryKeys.invitation(battleId),
    queryFn: async ({ signal }) => {
      const answer = await getPendingInvitation(battleId, signal);
      update((current) => reconcile(current, answer.invitation?.friend_username ?? null));
      return answer;
    },
  });

  useUserSocketMessage('invitation_sent', invitationSentMessageSchema, ({ data }) => {
    if (data.battle_id === battleId) update((current) => withEntry(current, data.friend_username, 'pending'));
  });
  useUserSocketMessage('invitation_rejected', invitationRejectedMessageSchema, ({ data }) => {
    if (data.battle_id === battleId) update((current) => withEntry(current, data.rejected_by, 'declined'));
  });
  useUserSocketMessage('invitation_cancelled', invitationCancelledMessageSchema, ({ data }) => {
    if (data.battle_id === battleId && data.reason === 'cancelled') update((current) => withEntry(current, data.to, null));
  });
  useUserSocketMessage('invitation_error', invitationErrorMessageSchema, ({ data }) => {
    if (data.battle_id !== battleId || !data.friend_username || data.code === 'invitation_pending') return;
    const name = data.friend_username;
    update((current) => current.filter((e) => !(e.status === 'pending' && e.username.toLowerCase() === name.toLowerCase())));
  });

  const pending = entries.find((e) => e.status === 'pending')?.username ?? null;

  const invite = useCallback(
    (username: string) => {
      if (!send({ type: 'invite_friend', friend_username: username, battle_id: battleId })) {
        toast.error(errorText('network'));
        return;
      }
      // Shown as Pending at once; invitation_error takes it back.
      update((current) => withEntry(current, username, 'pending'));
    },
    [send, battleId, update, errorText],
  );

  const cancel = useCallback(
    (username: string) => {
      if (send({ type: 'cancel_invitation', friend_username: username, battle_id: battleId })) {
        update((current) => withEntry(current, username, null));
      }
    },
    [send, battleId, update],
  );

  const dismiss = useCallback((username: string) => update((current) => withEntry(current, username, null)), [update]);

  return { entries, pending, invite, cancel, dismiss };
}
