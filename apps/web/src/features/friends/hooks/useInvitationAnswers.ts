import {
  battleStartedMessageSchema,
  invitationErrorMessageSchema,
  invitationReceivedMessageSchema,
  type InvitationView,
} from '@fanclash/protocol';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/notices/toast';
import { useUserSocket, useUserSocketMessage } from '../../../live/useUserSocket';

export type Answer = 'accepting' | 'rejecting' | 'accepted' | 'rejected';

/**
 * Accepting or rejecting battle invitations from this tab: a spinner while the answer travels,
 * then the outcome. An accepted invitation starts the battle (battle_started), and this tab,
 * which asked for it, goes to the countdown.
 */
export function useInvitationAnswers() {
  const { send } = useUserSocket();
  const navigate = useNavigate();
  const [answers, setAnswers] = useState<ReadonlyMap<string, Answer>>(new Map());
  const accepting = useRef(new Set<string>());
  const set = (id: string, answer: Answer | null) =>
    setAnswers((current) => {
      const next = new Map(current);
      if (answer) next.set(id, answer);
      else next.delete(id);
      return next;
    });

  useUserSocketMessage('battle_started', battleStartedMessageSchema, ({ data: id }) => {
    if (!accepting.current.has(id)) return;
    accepting.current.delete(id);
    set(id, 'accepted');
    void navigate(`/${encodeURIComponent(id)}/countdown`);
    // The app-wide 'your battle started' notice is for tabs that did not ask.
    queueMicrotask(() => toast.dismiss(`battle-started-${id}`));
  });

  // A new invitation to the same battle (after one was declined) is unanswered again.
  useUserSocketMessage('invitation_received', invitationReceivedMessageSchema, ({ data }) => set(data.battle_id, null));

  useUserSocketMessage('invitation_error', invitationErrorMessageSchema, ({ data }) => {
    if (!data.battle_id) return;
    accepting.current.delete(data.battle_id);
    set(data.battle_id, null);
  });

  const answer = useCallback(
    (invitation: InvitationView, accept: boolean) => {
      const type = accept ? 'accept_invitation' : 'reject_invitation';
      if (!send({ type, friend_username: invitation.from, battle_id: invitation.battle_id })) return;
      if (accept) accepting.current.add(invitation.battle_id);
      set(invitation.battle_id, accept ? 'accepting' : 'rejecting');
      // A rejection is final once sent: the server answers the creator, not this tab.
      if (!accept) set(invitation.battle_id, 'rejected');
    },
    [send],
  );

  return { answers, answer };
}
