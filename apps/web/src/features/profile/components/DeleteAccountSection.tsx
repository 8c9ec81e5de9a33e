import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { useDeleteAccount } from '../hooks/useDeleteAccount';
import { SettingsSection } from './SettingsSection';

/**
 * Delete account (spec sections 4, 5): the first click reveals a panel; the player types
 * their username exactly ('Username doesn't match' until then, confirm disabled); then the
 * account is deleted and the device forgets it.
 */
export function DeleteAccountSection({ username }: { username: string }) {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const remove = useDeleteAccount();
  const matches = typed === username;

  const close = () => {
    setOpen(false);
    setTyped('');
    remove.reset();
  };

  return (
    <SettingsSection
      icon={<Trash2 className="h-5 w-5" aria-hidden />}
      title={t('delete.title')}
      description={t('delete.description')}
      tone="danger"
      testId="delete-account"
    >
      {!open ? (
        <Button variant="danger" className="self-start" onClick={() => setOpen(true)}>
          {t('delete.button')}
        </Button>
      ) : (
        <form
          aria-label={t('delete.panelTitle')}
          className="flex flex-col gap-4 rounded-xl border border-danger/40 bg-canvas/60 p-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (matches) remove.mutate(typed);
          }}
        >
          <p className="font-bold text-fg">{t('delete.panelTitle')}</p>
          <p className="text-sm text-muted">
            <Trans t={t} i18nKey="delete.prompt" values={{ username }} components={{ 1: <strong className="font-mono text-fg" /> }} />
          </p>
          <Field label={t('delete.inputLabel')} error={typed !== '' && !matches ? t('delete.mismatch') : undefined}>
            {(control) => (
              <Input
                {...control}
                autoFocus
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
              />
            )}
          </Field>
          {remove.isError ? <Alert>{t('delete.failed')}</Alert> : null}
          <div className="flex flex-col-reverse gap-3 min-[420px]:flex-row min-[420px]:justify-end">
            <Button variant="secondary" disabled={remove.isPending} onClick={close}>
              {t('delete.cancel')}
            </Button>
            <Button type="submit" variant="danger" disabled={!matches} loading={remove.isPending}>
              {remove.isPending ? t('delete.deleting') : t('delete.confirm')}
            </Button>
          </div>
        </form>
      )}
    </SettingsSection>
  );
}
