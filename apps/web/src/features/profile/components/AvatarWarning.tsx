import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import type { DeviceAvatarErrorCode } from '../../avatar/deviceAvatars';
import { SOFT_AVATAR_WARNINGS, type AvatarSaveWarning } from '../hooks/useSaveProfile';

const DEVICE_CODES: readonly string[] = [
  'storage_failed',
  'idb_failed',
  'quota_exceeded',
  'fetch_failed',
  'not_image',
] satisfies DeviceAvatarErrorCode[];

function isDeviceCode(warning: AvatarSaveWarning): warning is DeviceAvatarErrorCode {
  return DEVICE_CODES.includes(warning);
}

/**
 * How the picture fared after a save (spec section 8): the device's own message when the
 * device could not keep it, else the profile's texts. A failed upload whose picture still
 * shows from the device copy is information, not an error.
 */
export function AvatarWarning({ warning }: { warning: AvatarSaveWarning }) {
  const { t } = useTranslation('profile');
  const { t: tAvatar } = useTranslation('avatar');
  const text = isDeviceCode(warning) ? tAvatar(`errors.${warning}`, { status: 0 }) : t(`avatar.${warning}`);
  return <Alert tone={SOFT_AVATAR_WARNINGS.has(warning) ? 'info' : 'error'}>{text}</Alert>;
}
