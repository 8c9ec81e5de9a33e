import { avatarExtension } from './rules';
import { announceAvatarChange, deviceAvatars } from './runtime';

/**
 * The signed-in player's own picture on this device: kept before the upload (so a failed
 * upload still shows it, spec section 7), confirmed after it, moved on a rename, wiped with
 * the account.
 */

/** Throws DeviceAvatarError with the spec's message when the device cannot keep it. */
export async function keepOwnAvatar(username: string, file: File): Promise<void> {
  await deviceAvatars().save(username, file, { extension: avatarExtension(file) });
  announceAvatarChange(username);
}

/** The upload went through: the stored copy now stands for this server value. */
export async function confirmOwnAvatar(username: string, serverPath: string): Promise<void> {
  await deviceAvatars().setSource(username, serverPath);
}

/** Spec section 4: on a username change the stored copy moves to the new name. */
export async function moveOwnAvatar(from: string, to: string, serverPath?: string): Promise<void> {
  if (from === to) return;
  await deviceAvatars().migrate(from, to, serverPath);
  announceAvatarChange(from, to);
}

/** Account deleted: nothing of it stays on the device. */
export async function forgetDeviceAvatars(): Promise<void> {
  await deviceAvatars().clear();
}

/** The server refused the picture itself (not an image, too big): the device must not keep showing it. */
export async function dropOwnAvatar(username: string): Promise<void> {
  await deviceAvatars().remove(username);
  announceAvatarChange(username);
}
