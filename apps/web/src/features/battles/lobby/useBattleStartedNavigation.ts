import { battleStartedMessageSchema } from '@fanclash/protocol';
import { useNavigate } from 'react-router';
import { useUserSocketMessage } from '../../../live/useUserSocket';

/**
 * Spec section 4 (user-level live connection): battle_started goes to /{id}/countdown. Both
 * players get it when someone joins, so the creator leaves the waiting room (or the arena)
 * and the joiner leaves the arena at the same moment.
 */
export function useBattleStartedNavigation(): void {
  const navigate = useNavigate();
  useUserSocketMessage('battle_started', battleStartedMessageSchema, (message) => {
    void navigate(`/${encodeURIComponent(message.data)}/countdown`);
  });
}
