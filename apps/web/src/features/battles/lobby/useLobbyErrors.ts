import { BATTLE_MESSAGES, battleNotFoundMessageSchema, userSocketErrorSchema } from '@fanclash/protocol';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notices/toast';
import { useUserSocketMessage } from '../../../live/useUserSocket';
import { useLiveErrorText } from '../hooks/useLiveErrorText';

interface PendingAction {
  /** Takes the error as the refusal of a request in flight; true when there was one. */
  readonly handleError: (text: string) => boolean;
  readonly settle: (id?: string) => void;
}

interface LobbyErrorOptions {
  refresh: () => void;
  join?: PendingAction & { readonly joiningId: string | null };
  cancel: PendingAction;
}

/**
 * The user socket's refusals on the battle pages (spec section 8): a message containing
 * 'Battle not found' refreshes the list; anything else is shown (the refused join or cancel
 * says so itself). battle_not_found refreshes too, and tells a joiner the battle is gone.
 */
export function useLobbyErrors({ refresh, join, cancel }: LobbyErrorOptions): void {
  const { t } = useTranslation('battles');
  const errorText = useLiveErrorText();

  useUserSocketMessage('error', userSocketErrorSchema, ({ data }) => {
    const text = errorText(data);
    const notFound = data.message.includes(BATTLE_MESSAGES.notFound);
    if (notFound) refresh();
    if (cancel.handleError(text) || join?.handleError(text) || notFound) return;
    toast.error(text);
  });

  useUserSocketMessage('battle_not_found', battleNotFoundMessageSchema, ({ data }) => {
    refresh();
    // A cancel of a battle that is already gone has what it wanted.
    cancel.settle(data.battle_id);
    if (join?.joiningId === data.battle_id) {
      join.settle(data.battle_id);
      toast.error(t('errors.notAvailable'));
    }
  });
}
