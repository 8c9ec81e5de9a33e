import { battleStartedMessageSchema } from '@fanclash/protocol';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../../lib/notices/toast';
import { useUserSocketMessage } from '../../../live/useUserSocket';

/** Pages that take the player to the countdown themselves (useBattleStartedNavigation). */
const HANDLED_HERE = /^\/(battles$|waiting-room\/|[^/]+\/(countdown|quiz|battle-result)$)/;

/**
 * Someone joined the player's battle while this tab shows another page (the dashboard, a
 * profile…): it offers the way to the countdown instead of pulling the page away, so a second
 * open tab does not jump into the battle too.
 */
export function useBattleStartedNotice(): void {
  const { t } = useTranslation('battles');
  const navigate = useNavigate();
  // The hook keeps the latest handler, so `pathname` is the page shown when the message arrives.
  const { pathname } = useLocation();

  useUserSocketMessage('battle_started', battleStartedMessageSchema, (message) => {
    if (HANDLED_HERE.test(pathname)) return;
    const countdown = `/${encodeURIComponent(message.data)}/countdown`;
    toast(t('startedElsewhere.title'), {
      id: `battle-started-${message.data}`,
      description: t('startedElsewhere.description'),
      duration: 15_000,
      action: { label: t('startedElsewhere.go'), onClick: () => void navigate(countdown) },
    });
  });
}
