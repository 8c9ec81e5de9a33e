import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/Dialog';

interface UnsentReviewsDialogProps {
  /** Reviews made offline that did not reach the server; 0 keeps the dialog closed. */
  readonly count: number;
  readonly onKeep: () => void;
  readonly onSignOut: () => void;
}

/**
 * Asked before a sign-out would delete flashcard reviews made offline that the server does not
 * have yet (features/auth/hooks/useSignOut.ts): the player stays signed in (the default, focused
 * first) or signs out knowing they are lost.
 */
export function UnsentReviewsDialog({ count, onKeep, onSignOut }: UnsentReviewsDialogProps) {
  const { t } = useTranslation('training');
  const { t: common } = useTranslation('common');
  return (
    <Dialog open={count > 0} onOpenChange={(open) => (open ? undefined : onKeep())}>
      <DialogContent
        title={t('offline.unsentOnSignOut.title')}
        description={t('offline.unsentOnSignOut.description', { count })}
        closeLabel={common('actions.close')}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end" data-testid="unsent-reviews-dialog">
          <DialogClose asChild>
            <Button variant="secondary">{t('offline.unsentOnSignOut.keep')}</Button>
          </DialogClose>
          <Button variant="danger" onClick={onSignOut}>
            {t('offline.unsentOnSignOut.signOut')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
