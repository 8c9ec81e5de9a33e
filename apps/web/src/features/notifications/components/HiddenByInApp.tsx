import { BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';

/**
 * On the notifications page, in place of waiting items of kinds the player turned off in the
 * app (friend requests, invitations, challenges): they are not listed, but they still wait for
 * an answer, so one line says how many and shows them for this visit on request.
 */
export function HiddenByInApp({ count, onShow, testId }: { count: number; onShow: () => void; testId: string }) {
  const { t } = useTranslation('notifications');
  return (
    <p
      className="mx-auto flex w-full max-w-3xl flex-wrap items-center gap-2 rounded-xl border border-line/70 px-4 py-3 text-sm text-muted"
      data-testid={testId}
    >
      <BellOff className="h-4 w-4 shrink-0" aria-hidden />
      <span className="flex-1">{t('inApp.hidden', { count })}</span>
      <Button size="sm" variant="ghost" onClick={onShow}>
        {t('inApp.show')}
      </Button>
    </p>
  );
}
