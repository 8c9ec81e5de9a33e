/**
 * Where an avatar lives: served at /avatars/{dir}/avatar-{hash}.webp and stored at
 * {root}/{dir}/avatar-{hash}.webp. `dir` is the sanitised lowercase username (spec section 3);
 * the content hash in the file name lets browsers cache a picture forever, since a new
 * picture always gets a new address.
 */

export const AVATAR_ROUTE_PREFIX = '/avatars';

/** A directory name as avatarDir makes it: never empty, never '.' or '..', no separators. */
const DIR_PATTERN = /^[a-z0-9_-]{1,64}$/;
const FILE_PATTERN = /^avatar-[0-9a-f]{16}\.webp$/;
const PATH_PATTERN = /^\/avatars\/([a-z0-9_-]{1,64})\/(avatar-[0-9a-f]{16}\.webp)$/;

/** The spec's sanitising: lowercase, then every character other than a-z, 0-9, '_' and '-' becomes '_'. */
export function avatarDir(username: string): string {
  const sanitised = username
    .toLowerCase()
    .replace(/[^a-z0-9_-]/g, '_')
    .slice(0, 64);
  return sanitised === '' ? '_' : sanitised;
}

export function avatarFileName(contentHash: string): string {
  return `avatar-${contentHash.slice(0, 16)}.webp`;
}

export function avatarUrlPath(username: string, fileName: string): string {
  return `${AVATAR_ROUTE_PREFIX}/${avatarDir(username)}/${fileName}`;
}

export interface AvatarLocation {
  readonly dir: string;
  readonly file: string;
}

/** The two names of a stored avatar, only when both are exactly what this server writes. */
export function avatarLocation(dir: string, file: string): AvatarLocation | undefined {
  return DIR_PATTERN.test(dir) && FILE_PATTERN.test(file) ? { dir, file } : undefined;
}

/** Parses a served path (/avatars/{dir}/{file}); anything else is not one of ours. */
export function parseAvatarPath(value: string): AvatarLocation | undefined {
  const match = PATH_PATTERN.exec(value);
  return match?.[1] && match[2] ? { dir: match[1], file: match[2] } : undefined;
}

/**
 * An avatar value as a client may send it back: the served path, or that path resolved
 * against the API address (spec section 5: the client appends it to its API base).
 */
export function normaliseAvatarValue(value: string): string {
  const trimmed = value.trim();
  if (!/^https?:\/\//i.test(trimmed)) return trimmed;
  try {
    return new URL(trimmed).pathname;
  } catch {
    return trimmed;
  }
}
