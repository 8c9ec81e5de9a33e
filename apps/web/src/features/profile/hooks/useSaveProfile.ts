import { userUpdatedMessageSchema, type FavouriteSport, type User, type UserUpdateMessage } from '@fanclash/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { use } from 'react';
import { ApiError } from '../../../lib/api';
import { UserSocketContext } from '../../../live/userSocketContext';
import { DeviceAvatarError, type DeviceAvatarErrorCode } from '../../avatar/deviceAvatars';
import { confirmOwnAvatar, dropOwnAvatar, keepOwnAvatar } from '../../avatar/ownAvatar';
import { applyOwnRecord } from '../../dashboard/ownUser';
import { uploadAvatar, UPLOAD_TIMEOUT_CODE } from '../api/uploadAvatar';
import { liveRequest } from '../live/liveRequest';
import { leaveSaveFlash } from '../saveFlash';

export interface ProfileChanges {
  /** The name the player is known by now (the picture is kept under it before a rename). */
  readonly currentUsername: string;
  readonly username?: string;
  readonly favourite?: FavouriteSport;
  readonly avatarFile?: File | null;
}

/**
 * How the picture fared; the rest of the save goes on either way (the device copy covers a
 * failed upload). A device code ('quota_exceeded', ...) is shown only when the upload failed too.
 */
export type AvatarSaveWarning =
  | 'saveFailed'
  | 'uploadFailed'
  | 'uploadTimeout'
  | 'rateLimited'
  | 'invalid_type'
  | 'too_large'
  | 'image_dimensions'
  | DeviceAvatarErrorCode;

/** Warnings that leave the new picture showing on this device: told as information, not as an error. */
export const SOFT_AVATAR_WARNINGS: ReadonlySet<AvatarSaveWarning> = new Set(['uploadFailed', 'uploadTimeout', 'rateLimited']);

export interface SaveResult {
  readonly user: User | null;
  readonly avatarWarning: AvatarSaveWarning | null;
}

/** A profile save that the server refused: `code` is its error code (username_exists, ...). */
export class ProfileSaveError extends Error {
  constructor(readonly code: string) {
    super(`Profile save refused: ${code}`);
    this.name = 'ProfileSaveError';
  }
}

function uploadWarning(error: unknown): AvatarSaveWarning {
  if (!(error instanceof ApiError)) return 'uploadFailed';
  if (error.code === UPLOAD_TIMEOUT_CODE) return 'uploadTimeout';
  if (error.status === 429) return 'rateLimited';
  if (error.code === 'invalid_type' || error.code === 'too_large' || error.code === 'image_dimensions') return error.code;
  return 'uploadFailed';
}

/** True when the record shows the changes this save asked for (another tab's update does not count). */
function reflects(user: User, message: UserUpdateMessage): boolean {
  return (
    (message.username === undefined || user.username === message.username) &&
    (message.favourite === undefined || user.favourite === message.favourite)
  );
}

/**
 * Profile save (spec sections 4, 5, 7): the picked picture is kept on the device, then
 * uploaded (30 s timeout); then username and favourite go out as `user_update` on the user
 * socket, whose answer is `user_updated` with the new record or `error` with a code.
 */
export function useSaveProfile() {
  const socket = use(UserSocketContext);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ currentUsername, username, favourite, avatarFile }: ProfileChanges): Promise<SaveResult> => {
      let avatarWarning: AvatarSaveWarning | null = null;
      let user: User | null = null;
      if (avatarFile) {
        let deviceError: DeviceAvatarErrorCode | null = null;
        const kept = await keepOwnAvatar(currentUsername, avatarFile).then(
          () => true,
          (error: unknown) => {
            console.warn('Could not keep the avatar on this device', error);
            deviceError = error instanceof DeviceAvatarError ? error.code : null;
            return false;
          },
        );
        try {
          await confirmOwnAvatar(currentUsername, await uploadAvatar(avatarFile));
        } catch (error) {
          const warning = uploadWarning(error);
          // A picture the server refused for what it is must not live on as the device copy.
          const refused = warning === 'invalid_type' || warning === 'too_large' || warning === 'image_dimensions';
          if (kept && refused) await dropOwnAvatar(currentUsername);
          avatarWarning = kept || refused ? warning : (deviceError ?? 'saveFailed');
        }
      }

      const message: UserUpdateMessage = { type: 'user_update' };
      if (username !== undefined) message.username = username;
      if (favourite !== undefined) message.favourite = favourite;
      if (message.username !== undefined || message.favourite !== undefined) {
        const outcome = await liveRequest(socket, message, 'user_updated', (reply) => {
          const parsed = userUpdatedMessageSchema.safeParse(reply);
          return parsed.success && reflects(parsed.data.data, message) ? parsed.data.data : undefined;
        });
        if (!outcome.ok) throw new ProfileSaveError(outcome.code);
        user = outcome.value;
        // Before the rename is applied: applying it re-opens the page, whose new form shows this.
        if (user.username !== currentUsername) leaveSaveFlash({ avatarWarning });
        applyOwnRecord(queryClient, user);
      }
      return { user, avatarWarning };
    },
  });
}
