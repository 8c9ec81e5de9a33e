import { createHash, randomUUID } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Platform } from '../../platform/platform.js';
import { avatarDir, avatarFileName, avatarLocation, avatarUrlPath, parseAvatarPath } from './paths.js';

/** Avatar files on disk. Every method checks the names it is given against the paths.ts patterns. */
export interface AvatarStorage {
  /** Writes a picture for `username`; returns its served path. The same picture gives the same path. */
  save(username: string, bytes: Buffer): Promise<string>;
  /** The bytes of /avatars/{dir}/{file}, or undefined (unknown, malformed or missing). */
  read(dir: string, file: string): Promise<Buffer | undefined>;
  /** Copies a stored picture into `username`'s directory (a rename); undefined if it is not ours or is gone. */
  copyTo(servedPath: string, username: string): Promise<string | undefined>;
  /** Deletes one stored picture; values that are not our served paths are ignored. */
  remove(servedPath: string): Promise<void>;
  /** Deletes every picture of `username` (account deletion). */
  removeAll(username: string): Promise<void>;
}

/**
 * {DATA_DIR}/avatars, or a private temporary directory removed at shutdown when DATA_DIR is
 * 'memory' (tests and throw-away runs keep nothing on disk).
 */
export async function createAvatarStorage(platform: Platform): Promise<AvatarStorage> {
  const { dataDir } = platform.config;
  let root: string;
  if (dataDir === 'memory') {
    root = await mkdtemp(path.join(tmpdir(), 'fanclash-avatars-'));
    platform.onShutdown(() => rm(root, { recursive: true, force: true }));
  } else {
    root = path.resolve(dataDir, 'avatars');
  }
  return fileAvatarStorage(root, (err) => platform.log.warn({ err }, 'avatar file cleanup failed'));
}

function fileAvatarStorage(root: string, onCleanupError: (error: unknown) => void): AvatarStorage {
  const fileOf = (dir: string, file: string) => path.join(root, dir, file);

  return {
    async save(username, bytes) {
      const dir = avatarDir(username);
      const file = avatarFileName(createHash('sha256').update(bytes).digest('hex'));
      await mkdir(path.join(root, dir), { recursive: true });
      // Written aside, then renamed: a reader never sees half a picture.
      const temporary = fileOf(dir, `.${randomUUID()}.tmp`);
      await writeFile(temporary, bytes);
      await rename(temporary, fileOf(dir, file));
      return avatarUrlPath(username, file);
    },

    async read(dir, file) {
      const location = avatarLocation(dir, file);
      if (!location) return undefined;
      try {
        return await readFile(fileOf(location.dir, location.file));
      } catch {
        return undefined;
      }
    },

    async copyTo(servedPath, username) {
      const from = parseAvatarPath(servedPath);
      if (!from) return undefined;
      const dir = avatarDir(username);
      if (dir === from.dir) return servedPath;
      await mkdir(path.join(root, dir), { recursive: true });
      try {
        await copyFile(fileOf(from.dir, from.file), fileOf(dir, from.file));
      } catch {
        return undefined;
      }
      return avatarUrlPath(username, from.file);
    },

    async remove(servedPath) {
      const location = parseAvatarPath(servedPath);
      // The directory stays: removing it could race a save into it; an empty one costs nothing.
      if (location) await rm(fileOf(location.dir, location.file), { force: true }).catch(onCleanupError);
    },

    async removeAll(username) {
      await rm(path.join(root, avatarDir(username)), { recursive: true, force: true }).catch(onCleanupError);
    },
  };
}
