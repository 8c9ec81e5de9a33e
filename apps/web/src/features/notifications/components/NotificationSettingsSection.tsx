import {
  notificationKinds,
  type NotificationKind,
  type NotificationSettings,
  type NotificationSettingsUpdate,
  type QuietHours,
} from '@fanclash/protocol';
import { Bell, Moon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Checkbox } from '../../../components/ui/Checkbox';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { Select } from '../../../components/ui/Select';
import { LoadingBlock } from '../../../components/ui/Spinner';
import { SettingsSection } from '../../profile/components/SettingsSection';
import { PushDeviceSetting } from '../../push/PushDeviceSetting';
import { useNotificationSettings, useSaveNotificationSettings } from '../hooks/useNotificationSettings';
import { browserTimeZone, pushSupport, timeZones } from '../pushSupport';
import { Switch } from './Switch';

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** One switch of one kind, as the partial PUT /notifications/settings takes. */
function kindUpdate(kind: NotificationKind, channel: 'in_app' | 'push', value: boolean): NotificationSettingsUpdate {
  const kinds: NonNullable<NotificationSettingsUpdate['kinds']> = {};
  kinds[kind] = channel === 'in_app' ? { in_app: value } : { push: value };
  return { kinds };
}

/**
 * Profile settings → Notifications: per kind, shown in the app and pushed to this device, and
 * quiet hours (no pushes between two times in the player's time zone). Each switch saves at
 * once. The push column is disabled with a hint where this browser cannot receive pushes.
 */
export function NotificationSettingsSection() {
  const { t } = useTranslation('notifications');
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const push = pushSupport();
  const pushHintId = useId();

  return (
    <SettingsSection
      icon={<Bell className="h-5 w-5" aria-hidden />}
      title={t('settings.title')}
      description={t('settings.description')}
      testId="notification-settings"
    >
      {settings.isPending ? (
        <LoadingBlock label={t('settings.loading')} />
      ) : settings.isError ? (
        <div className="flex flex-col gap-3">
          <Alert tone="error">{t('settings.loadFailed')}</Alert>
          <Button variant="secondary" className="self-start" onClick={() => void settings.refetch()}>
            {t('settings.retry')}
          </Button>
        </div>
      ) : (
        <>
          {push !== 'available' ? (
            <p id={pushHintId} className="text-sm text-muted" data-testid="push-unavailable">
              {t(push === 'blocked' ? 'settings.pushBlocked' : 'settings.pushUnavailable')}
            </p>
          ) : null}
          <div role="table" aria-label={t('settings.title')} className="flex flex-col">
            <div role="row" className="flex items-center gap-3 border-b border-line/70 pb-2 text-xs font-semibold text-muted uppercase">
              <span role="columnheader" className="min-w-0 flex-1">
                {t('settings.kindColumn')}
              </span>
              <span role="columnheader" className="w-16 text-center sm:w-24">
                {t('settings.inAppColumn')}
              </span>
              <span role="columnheader" className="w-16 text-center sm:w-24">
                {t('settings.pushColumn')}
              </span>
            </div>
            {notificationKinds.map((kind) => (
              <KindRow
                key={kind}
                kind={kind}
                settings={settings.data}
                pushAvailable={push === 'available'}
                pushHintId={push === 'available' ? undefined : pushHintId}
                onChange={(channel, value) => save.mutate(kindUpdate(kind, channel, value))}
              />
            ))}
          </div>
          <QuietHoursFields
            quiet={settings.data.quiet_hours}
            saving={save.isPending}
            onSave={(quiet) => save.mutate({ quiet_hours: quiet })}
          />
          {/* This browser's subscription (issue 35, features/push): the switches above say what is pushed to it. */}
          <PushDeviceSetting />
          {save.isError ? <Alert tone="error">{t('settings.saveFailed')}</Alert> : null}
        </>
      )}
    </SettingsSection>
  );
}

function KindRow({
  kind,
  settings,
  pushAvailable,
  pushHintId,
  onChange,
}: {
  kind: NotificationKind;
  settings: NotificationSettings;
  pushAvailable: boolean;
  pushHintId: string | undefined;
  onChange: (channel: 'in_app' | 'push', value: boolean) => void;
}) {
  const { t } = useTranslation('notifications');
  const name = t(`settings.kinds.${kind}`);
  const channels = settings.kinds[kind];
  return (
    <div role="row" className="flex items-center gap-3 border-b border-line/40 py-2.5 last:border-b-0" data-kind={kind}>
      <span role="rowheader" className="min-w-0 flex-1 text-sm [overflow-wrap:anywhere] text-fg">
        {name}
      </span>
      <span role="cell" className="flex w-16 justify-center sm:w-24">
        <Switch
          checked={channels.in_app}
          label={t('settings.inAppLabel', { kind: name })}
          onCheckedChange={(value) => onChange('in_app', value)}
          testId={`in-app-${kind}`}
        />
      </span>
      <span role="cell" className="flex w-16 justify-center sm:w-24">
        <Switch
          checked={channels.push && pushAvailable}
          label={t('settings.pushLabel', { kind: name })}
          disabled={!pushAvailable}
          describedBy={pushHintId}
          onCheckedChange={(value) => onChange('push', value)}
          testId={`push-${kind}`}
        />
      </span>
    </div>
  );
}

/** Quiet hours: on with 22:00-07:00 in the browser's time zone, then editable and saved with a button. */
function QuietHoursFields({
  quiet,
  saving,
  onSave,
}: {
  quiet: QuietHours | null;
  saving: boolean;
  onSave: (quiet: QuietHours | null) => void;
}) {
  const { t } = useTranslation('notifications');
  const enableId = useId();
  const own = browserTimeZone();
  const [draft, setDraft] = useState<QuietHours | null>(null);
  const shown = draft ?? quiet;
  const valid = shown !== null && CLOCK_TIME.test(shown.start) && CLOCK_TIME.test(shown.end);
  const changed = draft !== null && JSON.stringify(draft) !== JSON.stringify(quiet);

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-line/70 bg-canvas/40 p-4" data-testid="quiet-hours">
      <div className="flex items-start gap-2">
        <Moon className="mt-0.5 h-4 w-4 shrink-0 text-accent" aria-hidden />
        <div className="flex flex-col gap-0.5">
          <h3 className="text-sm font-bold text-fg">{t('settings.quiet.title')}</h3>
          <p className="text-xs text-muted">{t('settings.quiet.description')}</p>
        </div>
      </div>
      <Checkbox
        id={enableId}
        label={t('settings.quiet.enable')}
        checked={quiet !== null}
        disabled={saving}
        onChange={(event) => {
          setDraft(null);
          onSave(event.target.checked ? { start: '22:00', end: '07:00', time_zone: own } : null);
        }}
      />
      {shown ? (
        <form
          className="grid grid-cols-2 gap-3 sm:grid-cols-[8rem_8rem_1fr_auto] sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            if (!valid || !draft) return;
            onSave(draft);
            setDraft(null);
          }}
        >
          <Field label={t('settings.quiet.from')}>
            {(control) => (
              <Input type="time" {...control} value={shown.start} onChange={(event) => setDraft({ ...shown, start: event.target.value })} />
            )}
          </Field>
          <Field label={t('settings.quiet.to')}>
            {(control) => (
              <Input type="time" {...control} value={shown.end} onChange={(event) => setDraft({ ...shown, end: event.target.value })} />
            )}
          </Field>
          <Field label={t('settings.quiet.timeZone')} className="col-span-2 sm:col-span-1">
            {(control) => (
              <Select
                id={control.id}
                aria-describedby={control['aria-describedby']}
                value={shown.time_zone}
                options={[...new Set([shown.time_zone, ...timeZones(own)])].map((zone) => ({ value: zone, label: zone }))}
                onValueChange={(time_zone) => setDraft({ ...shown, time_zone })}
              />
            )}
          </Field>
          <Button type="submit" className="col-span-2 sm:col-span-1" disabled={!changed || !valid} loading={saving}>
            {t('settings.quiet.save')}
          </Button>
          {!valid ? <p className="col-span-2 text-xs text-danger sm:col-span-4">{t('settings.quiet.invalid')}</p> : null}
        </form>
      ) : null}
    </div>
  );
}
