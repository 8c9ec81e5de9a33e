import { RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ApiError } from '../../../lib/api';
import { useResetStats } from '../hooks/useResetStats';
import { useTransientMessage } from '../hooks/useTransientMessage';
import { MESSAGE_DURATIONS } from '../transientMessage';
import { SettingsSection } from './SettingsSection';

/**
 * Reset statistics (spec section 4): the first click turns the button into a confirm button,
 * the second calls the server. Success shows for 5 s; a failure shows the server's own words
 * (in English, the language they are written in) or the generic text.
 */
export function ResetStatsSection({ username }: { username: string }) {
  const { t, i18n } = useTranslation('profile');
  const [confirming, setConfirming] = useState(false);
  const [success, setSuccess] = useTransientMessage<true>(MESSAGE_DURATIONS.statsReset);
  const reset = useResetStats(username);
  const hintId = useId();

  const failure = (() => {
    if (!reset.isError) return null;
    const error = reset.error;
    const detail = error instanceof ApiError && error.status > 0 && typeof error.detail === 'string' ? error.detail : null;
    return detail && i18n.resolvedLanguage === 'en' ? detail : t('reset.failed');
  })();

  const handleClick = () => {
    if (!confirming) {
      reset.reset();
      setSuccess(null);
      setConfirming(true);
      return;
    }
    reset.mutate(undefined, {
      onSuccess: () => setSuccess(true),
      onSettled: () => setConfirming(false),
    });
  };

  return (
    <SettingsSection
      icon={<RotateCcw className="h-5 w-5" aria-hidden />}
      title={t('reset.title')}
      description={t('reset.description')}
      testId="reset-stats"
    >
      <div className="flex flex-col gap-3 min-[420px]:flex-row min-[420px]:items-center">
        <Button
          variant={confirming ? 'danger' : 'secondary'}
          loading={reset.isPending}
          onClick={handleClick}
          aria-describedby={confirming ? hintId : undefined}
          className="h-auto min-h-11 py-2 whitespace-normal"
        >
          {reset.isPending ? t('reset.resetting') : confirming ? t('reset.confirm') : t('reset.button')}
        </Button>
        {confirming && !reset.isPending ? (
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            {t('reset.keep')}
          </Button>
        ) : null}
      </div>
      {confirming ? (
        <p id={hintId} className="text-xs text-warning">
          {t('reset.confirmHint')}
        </p>
      ) : null}
      {success ? <Alert tone="success">{t('reset.success')}</Alert> : null}
      {failure ? <Alert>{failure}</Alert> : null}
    </SettingsSection>
  );
}
