import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/Button';
import { Dialog, DialogClose, DialogContent } from '../../../../components/ui/Dialog';

/** Quitting forfeits the battle (spec section 4: a joiner can quit), so it asks first. */
export function LeaveBattleButton({ onLeave }: { onLeave: () => void }) {
  const { t } = useTranslation(['battles', 'common']);
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        <LogOut className="h-4 w-4" aria-hidden />
        {t('quiz.leave')}
      </Button>
      <DialogContent title={t('quiz.leaveTitle')} description={t('quiz.leaveConfirm')} closeLabel={t('common:actions.close')}>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">{t('quiz.stay')}</Button>
          </DialogClose>
          <Button
            variant="danger"
            onClick={() => {
              onLeave();
              setOpen(false);
            }}
          >
            {t('quiz.leaveYes')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
