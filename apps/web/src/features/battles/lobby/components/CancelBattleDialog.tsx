import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/Button';
import { Dialog, DialogClose, DialogContent } from '../../../../components/ui/Dialog';

interface CancelBattleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/** 'Are you sure you want to cancel this battle?' (spec section 5), with a way to keep it. */
export function CancelBattleDialog({ open, onOpenChange, onConfirm }: CancelBattleDialogProps) {
  const { t } = useTranslation(['battles', 'common']);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('cancel.title')} description={t('cancel.confirm')} closeLabel={t('common:actions.close')}>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">{t('cancel.keep')}</Button>
          </DialogClose>
          <Button
            variant="danger"
            onClick={() => {
              onConfirm();
              onOpenChange(false);
            }}
          >
            {t('cancel.yes')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
