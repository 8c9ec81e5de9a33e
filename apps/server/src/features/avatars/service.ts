import type { Platform } from '../../platform/platform.js';
import { unauthorized } from '../../lib/errors.js';
import { publishOwnRecord } from '../users/own-record.js';
import type { UserRow } from '../users/store.js';
import { toAvatarWebp } from './image.js';
import type { AvatarStorage } from './storage.js';
import type { AvatarStore } from './store.js';

/** Avatar upload: check and re-encode the picture, store it, point the user at it, drop the old one. */
export function createAvatarService(platform: Platform, store: AvatarStore, storage: AvatarStorage) {
  return {
    async upload(user: UserRow, bytes: Buffer): Promise<string> {
      const picture = await toAvatarWebp(bytes);
      const avatarPath = await storage.save(user.username, picture);
      let replaced;
      try {
        replaced = await store.replaceAvatar(user.id, avatarPath);
      } catch (error) {
        if (avatarPath !== user.avatar) await storage.remove(avatarPath);
        throw error;
      }
      if (!replaced) {
        // The account was deleted while the picture was being processed.
        await storage.remove(avatarPath);
        throw unauthorized('Invalid or expired token');
      }
      if (replaced.previous !== avatarPath) await storage.remove(replaced.previous);
      await publishOwnRecord(platform, replaced.row);
      return avatarPath;
    },
  };
}

export type AvatarService = ReturnType<typeof createAvatarService>;
