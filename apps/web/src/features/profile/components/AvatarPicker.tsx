import { ImagePlus, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { Button } from '../../../components/ui/Button';
import { AVATAR_ACCEPT } from '../avatarFile';
import type { AvatarSelection } from '../hooks/useAvatarSelection';

interface AvatarPickerProps {
  username: string;
  avatar: string;
  selection: AvatarSelection;
  disabled: boolean;
}

/** The current picture or the preview of a new one, the change button, the limits hint and the file errors. */
export function AvatarPicker({ username, avatar, selection, disabled }: AvatarPickerProps) {
  const { t } = useTranslation('profile');
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();

  return (
    <div className="flex flex-col items-center gap-3 text-center">
      {selection.previewUrl ? (
        <img
          src={selection.previewUrl}
          alt={t('avatar.previewLabel')}
          data-testid="avatar-preview"
          className="h-32 w-32 rounded-full object-cover ring-2 ring-accent ring-offset-4 ring-offset-surface"
        />
      ) : (
        <Avatar username={username} avatar={avatar} size="4xl" variant="gaming" label={t('avatar.currentLabel')} />
      )}
      <input
        ref={input}
        type="file"
        accept={AVATAR_ACCEPT}
        hidden
        data-testid="avatar-input"
        onChange={(event) => {
          selection.pick(event.target.files?.[0]);
          // Picking the same file again after discarding it must fire change again.
          event.target.value = '';
        }}
      />
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="secondary" size="sm" disabled={disabled} aria-describedby={hintId} onClick={() => input.current?.click()}>
          <ImagePlus className="h-4 w-4" aria-hidden />
          {t('avatar.change')}
        </Button>
        {selection.file ? (
          <Button variant="ghost" size="sm" disabled={disabled} onClick={selection.clear}>
            <X className="h-4 w-4" aria-hidden />
            {t('avatar.discard')}
          </Button>
        ) : null}
      </div>
      <p id={hintId} className="text-xs text-muted">
        {t('avatar.hint')}
      </p>
      {selection.problem ? (
        <p role="alert" className="max-w-56 text-xs text-danger">
          {t(`avatar.${selection.problem}`)}
        </p>
      ) : selection.file ? (
        <p role="status" className="max-w-56 text-xs text-accent">
          {t('avatar.selected')}
        </p>
      ) : null}
    </div>
  );
}
