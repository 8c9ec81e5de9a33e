import { ERROR_CODES, FAVOURITE_SPORTS, favouriteSportSchema, type FavouriteSport, type User } from '@fanclash/protocol';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { Select } from '../../../components/ui/Select';
import { useUsernameAvailability } from '../../auth/hooks/useUsernameAvailability';
import { useAvatarSelection } from '../hooks/useAvatarSelection';
import { ProfileSaveError, useSaveProfile, type AvatarSaveWarning } from '../hooks/useSaveProfile';
import { useSportName } from '../hooks/useSportName';
import { useTransientMessage } from '../hooks/useTransientMessage';
import { isUsernameCode, profileSaveMessage, profileUsernameProblem, type ProfileMessage } from '../messages';
import { clearSaveFlash, peekSaveFlash } from '../saveFlash';
import { MESSAGE_DURATIONS } from '../transientMessage';
import { AvatarPicker } from './AvatarPicker';
import { AvatarWarning } from './AvatarWarning';
import { ProfileUsernameField } from './ProfileUsernameField';

interface FormValues {
  username: string;
  favourite: FavouriteSport | '';
}

const valuesOf = (user: User): FormValues => {
  const favourite = favouriteSportSchema.safeParse(user.favourite);
  return { username: user.username, favourite: favourite.success ? favourite.data : '' };
};

/**
 * The Profile tab (spec sections 2, 4, 5): picture, username with live checks, e-mail
 * (read-only), favourite sport; Cancel and Save. A saved rename moves the stored session and
 * the address (the page follows the new name).
 */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const sportName = useSportName();
  const selection = useAvatarSelection();
  const save = useSaveProfile();
  // A rename re-opens this form under the new name: the save's outcome is waiting for it.
  const [flash] = useState(peekSaveFlash);
  useEffect(clearSaveFlash, []);
  const [saved, setSaved] = useTransientMessage<true>(MESSAGE_DURATIONS.profileSaved, flash ? true : null);
  const [failure, setFailure] = useState<ProfileMessage | null>(null);
  const [avatarWarning, setAvatarWarning] = useState<AvatarSaveWarning | null>(flash?.avatarWarning ?? null);

  const form = useForm<FormValues>({
    mode: 'onChange',
    // A newer record (another tab, a live update) refreshes the fields the player has not touched.
    values: valuesOf(user),
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isDirty, dirtyFields } = form.formState;
  const typed = useWatch({ control: form.control, name: 'username' });
  const ownName = typed.trim().toLowerCase() === user.username.toLowerCase();
  const availability = useUsernameAvailability(ownName ? '' : typed);
  // Taken, or refused by the server's filter: said before saving, in the server's own words.
  const takenError =
    availability === 'taken' ? ERROR_CODES.usernameExists : availability === 'refused' ? ERROR_CODES.usernameInappropriate : undefined;
  const usernameCode = errors.username?.message ?? takenError;
  const usernameMessage = usernameCode ? profileSaveMessage(usernameCode) : null;

  const changed = isDirty || selection.file !== null;
  const blocked = Boolean(usernameCode) || availability === 'checking';

  const clearMessages = () => {
    setFailure(null);
    setAvatarWarning(null);
    setSaved(null);
  };

  const handleCancel = () => {
    form.reset(valuesOf(user));
    selection.clear();
    clearMessages();
  };

  const handleSave = form.handleSubmit(async (values) => {
    clearMessages();
    const username = values.username.trim();
    try {
      const result = await save.mutateAsync({
        currentUsername: user.username,
        username: dirtyFields.username && username !== user.username ? username : undefined,
        favourite: dirtyFields.favourite && values.favourite !== '' ? values.favourite : undefined,
        avatarFile: selection.file,
      });
      selection.clear();
      form.reset(valuesOf(result.user ?? user));
      setAvatarWarning(result.avatarWarning);
      setSaved(true);
    } catch (error) {
      const code = error instanceof ProfileSaveError ? error.code : 'unknown';
      if (isUsernameCode(code)) form.setError('username', { message: code }, { shouldFocus: true });
      else setFailure(profileSaveMessage(code));
    }
  });

  return (
    <form onSubmit={(event) => void handleSave(event)} noValidate className="flex flex-col gap-6 md:flex-row md:items-start md:gap-10">
      <AvatarPicker username={user.username} avatar={user.avatar} selection={selection} disabled={save.isPending} />
      <div className="flex min-w-0 flex-1 flex-col gap-5">
        <ProfileUsernameField
          registration={form.register('username', { validate: (value) => profileUsernameProblem(value, user.username) ?? true })}
          error={usernameMessage ? t(usernameMessage.key, { count: usernameMessage.count }) : undefined}
          availability={ownName ? 'idle' : availability}
        />
        <Field label={t('form.email')} hint={t('form.emailHint')}>
          {(control) => <Input {...control} type="email" value={user.email} readOnly aria-readonly className="text-muted" />}
        </Field>
        <Controller
          control={form.control}
          name="favourite"
          render={({ field }) => (
            <Field label={t('form.favourite')}>
              {(control) => (
                <Select
                  id={control.id}
                  aria-describedby={control['aria-describedby']}
                  value={field.value === '' ? undefined : field.value}
                  onValueChange={field.onChange}
                  options={FAVOURITE_SPORTS.map((sport) => ({ value: sport, label: sportName(sport) }))}
                />
              )}
            </Field>
          )}
        />

        {failure ? <Alert>{t(failure.key, { count: failure.count })}</Alert> : null}
        {avatarWarning ? <AvatarWarning warning={avatarWarning} /> : null}
        {saved && !failure ? <Alert tone="success">{t('form.saved')}</Alert> : null}

        <div className="flex flex-col-reverse gap-3 min-[420px]:flex-row min-[420px]:justify-end">
          <Button variant="secondary" disabled={!changed || save.isPending} onClick={handleCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!changed || blocked}>
            {save.isPending ? t('form.saving') : t('form.save')}
          </Button>
        </div>
      </div>
    </form>
  );
}
