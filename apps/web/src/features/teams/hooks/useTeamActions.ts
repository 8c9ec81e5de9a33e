import {
  teamFormedEventSchema,
  teamInviteDeclinedEventSchema,
  teamInviteSentEventSchema,
  teamLeftEventSchema,
  userSocketErrorSchema,
} from '@fanclash/protocol';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notices/toast';
import { useUserSocket, useUserSocketMessage } from '../../../live/useUserSocket';
import { useLiveErrorText } from '../../battles/hooks/useLiveErrorText';

export type TeamAction = 'invite' | 'accept' | 'decline' | 'cancel' | 'leave';

/** An answer that never comes (the connection dropped on the way) frees the buttons again after this. */
const ANSWER_TIMEOUT_MS = 10_000;

/**
 * Party actions on the user socket (issue 32). One action at a time is in flight (its button
 * shows a spinner); the answer is a team event, or a refusal (`error`), shown as a toast by the
 * hook that asked, so a refusal is never shown twice. `busy` also holds while the connection is
 * not open (just after a page load, or reconnecting), so a click is never lost as "offline".
 */
export function useTeamActions() {
  const { t } = useTranslation('battles');
  const { send, status } = useUserSocket();
  const errorText = useLiveErrorText();
  const [pending, setPending] = useState<{ action: TeamAction; username: string } | null>(null);
  const settle = useCallback(() => setPending(null), []);
  useEffect(() => {
    if (pending === null) return undefined;
    const timer = window.setTimeout(() => {
      setPending(null);
      toast.error(t('errors.noResponse'), { id: 'team-no-response' });
    }, ANSWER_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [pending, t]);

  useUserSocketMessage('team_invite_sent', teamInviteSentEventSchema, settle);
  useUserSocketMessage('team_formed', teamFormedEventSchema, settle);
  useUserSocketMessage('team_invite_declined', teamInviteDeclinedEventSchema, settle);
  useUserSocketMessage('team_left', teamLeftEventSchema, settle);
  useUserSocketMessage('error', userSocketErrorSchema, ({ data }) => {
    if (pending === null) return;
    setPending(null);
    toast.error(errorText(data), { id: `team-error-${data.code}` });
  });

  const act = useCallback(
    (action: TeamAction, username = ''): boolean => {
      const sent = send(
        action === 'invite'
          ? { type: 'team_invite', friend_username: username }
          : action === 'accept'
            ? { type: 'team_invite_accept', from_username: username }
            : action === 'decline'
              ? { type: 'team_invite_decline', from_username: username }
              : action === 'cancel'
                ? { type: 'team_invite_cancel', friend_username: username }
                : { type: 'leave_team' },
      );
      if (!sent) {
        toast.error(t('errors.offline'));
        return false;
      }
      setPending({ action, username: username.toLowerCase() });
      return true;
    },
    [send, t],
  );

  const pendingFor = useCallback(
    (action: TeamAction, username = '') => pending?.action === action && pending.username === username.toLowerCase(),
    [pending],
  );
  // Until the live connection is open an action could not go out: its buttons wait, as Play now's do.
  return { act, pendingFor, busy: pending !== null || status !== 'open' };
}
