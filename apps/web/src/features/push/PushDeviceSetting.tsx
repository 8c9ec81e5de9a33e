import { BellRing } from 'lucide-react';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/Alert';
import { Checkbox } from '../../components/ui/Checkbox';
import { Spinner } from '../../components/ui/Spinner';
import { useSession } from '../auth/hooks/useSession';
import { pushSupport } from '../notifications/pushSupport';
import { disablePush, enablePush, isPushEnabled, PushDeviceError } from './pushDevice';

type Unavailable = 'unsupported' | 'blocked';
type Problem = 'failed' | 'disableFailed' | 'refused' | null;

/**
 * The device part of the notification settings (issue 35): "Enable push on this device" asks
 * the browser's permission, subscribes with the server's VAPID key and hands the subscription
 * to the server; turning it off unsubscribes. Which kinds are pushed, and quiet hours, are the
 * notification settings' switches around it.
 */
export function PushDeviceSetting() {
  const username = useSession().username ?? '';
  const { t } = useTranslation('push');
  const id = useId();
  const [support] = useState(pushSupport);
  /** Learnt when enabling failed: the player refused, or the browser could not. */
  const [refusedNow, setRefusedNow] = useState<Unavailable | null>(null);
  /** null while this device is being checked. */
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  const unavailable: Unavailable | null = refusedNow ?? (support !== 'available' ? support : username ? null : 'unsupported');

  useEffect(() => {
    if (unavailable) return;
    let live = true;
    isPushEnabled(username)
      .then((on) => live && setEnabled(on))
      .catch(() => live && setEnabled(false));
    return () => {
      live = false;
    };
  }, [username, unavailable]);

  const toggle = useCallback(
    async (enable: boolean) => {
      setBusy(true);
      setProblem(null);
      try {
        if (enable) await enablePush(username);
        else await disablePush(username);
        setEnabled(enable);
      } catch (error) {
        if (error instanceof PushDeviceError && (error.reason === 'blocked' || error.reason === 'unsupported')) setRefusedNow(error.reason);
        else if (error instanceof PushDeviceError && error.code === 'push_endpoint_refused') setProblem('refused');
        else setProblem(enable ? 'failed' : 'disableFailed');
      } finally {
        setBusy(false);
      }
    },
    [username],
  );

  const state = unavailable ?? (enabled === null ? 'checking' : enabled ? 'on' : 'off');
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-line bg-canvas/60 p-4" data-testid="push-device">
      <div className="flex items-start gap-3">
        <BellRing className="mt-0.5 h-5 w-5 shrink-0 text-accent" aria-hidden />
        <div className="flex flex-col gap-1">
          <h3 className="text-base font-semibold text-fg">{t('device.title')}</h3>
          <p className="text-sm text-muted">{t('device.description')}</p>
        </div>
      </div>
      {state === 'checking' ? (
        <p className="flex items-center gap-2 text-sm text-muted" role="status">
          <Spinner size="sm" />
          {t('device.checking')}
        </p>
      ) : (
        <Checkbox
          id={id}
          label={t('device.label')}
          checked={state === 'on'}
          disabled={busy || unavailable !== null}
          aria-busy={busy || undefined}
          onChange={(event) => void toggle(event.target.checked)}
        />
      )}
      {state === 'on' ? <p className="text-sm text-muted">{t('device.on')}</p> : null}
      {unavailable ? <Alert tone="info">{t(unavailable === 'blocked' ? 'device.blocked' : 'device.unsupported')}</Alert> : null}
      {problem ? <Alert tone="error">{t(`device.${problem}`)}</Alert> : null}
    </div>
  );
}
