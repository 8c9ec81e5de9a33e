import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';

/** The loading line of a battle list inside a card. */
export function ListLoading() {
  const { t } = useTranslation('battleHistory');
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-8 text-sm text-muted">
      <Spinner className="text-accent" />
      {t('loading')}
    </div>
  );
}

/** A list that failed to load, with a way to try again. */
export function ListError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('battleHistory');
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center text-sm text-danger">
      <p>{t('loadFailed')}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <RotateCw className="h-4 w-4" aria-hidden />
        {t('retry')}
      </Button>
    </div>
  );
}
