/**
 * The avatar rules of spec sections 3, 5 and 9 as pure functions: the device record's path,
 * the stored extension, initials, the fallback gradient and the picture's address. No browser
 * APIs here, so every rule is unit-tested in Node.
 */

/** Extensions a stored picture may carry; anything else is stored as jpg. */
export const AVATAR_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
export type AvatarExtension = (typeof AVATAR_EXTENSIONS)[number];
const DEFAULT_EXTENSION: AvatarExtension = 'jpg';

function isAvatarExtension(value: string): value is AvatarExtension {
  return (AVATAR_EXTENSIONS as readonly string[]).includes(value);
}

/** Lower case, then every character other than a-z, 0-9, '_' and '-' becomes '_' (the server's directory rule too). */
export function sanitiseUsername(username: string): string {
  return username.toLowerCase().replace(/[^a-z0-9_-]/g, '_');
}

/**
 * The extension to store a picture under: the file name's own extension when it is on the
 * list, else the one its MIME type names (image/jpeg -> jpeg), else jpg.
 */
export function avatarExtension(file: { name?: string; type?: string }): AvatarExtension {
  const name = file.name ?? '';
  const dot = name.lastIndexOf('.');
  const fromName = dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (isAvatarExtension(fromName)) return fromName;
  const fromType = (file.type ?? '').toLowerCase().match(/^image\/([a-z]+)/)?.[1] ?? '';
  return isAvatarExtension(fromType) ? fromType : DEFAULT_EXTENSION;
}

/** `avatars/{sanitised lowercase username}/avatar.{ext}` (spec section 3, stored avatar record). */
export function deviceAvatarPath(username: string, extension: string): string {
  const ext = isAvatarExtension(extension.toLowerCase()) ? extension.toLowerCase() : DEFAULT_EXTENSION;
  return `avatars/${sanitiseUsername(username)}/avatar.${ext}`;
}

/** Spec section 4: an avatar reference with this prefix names the player, not a picture's content. */
export const PERSISTENT_AVATAR_PREFIX = 'persistent_';

/**
 * An avatar reference after a username change (spec section 4): one starting with
 * `persistent_` becomes `persistent_{new username}`, so it follows the player to the new
 * name; any other (a server path naming its content) stays as it is.
 */
export function renameAvatarReference(reference: string, newUsername: string): string {
  return reference.startsWith(PERSISTENT_AVATAR_PREFIX) ? `${PERSISTENT_AVATAR_PREFIX}${newUsername}` : reference;
}

/** First two letters in upper case; 'U' without a name (spec section 4). */
export function initials(username: string | null | undefined): string {
  const name = username?.trim() ?? '';
  return name ? [...name].slice(0, 2).join('').toUpperCase() : 'U';
}

export const GRADIENT_COUNT = 10;

/**
 * Which of the ten fallback gradients a player gets: FNV-1a over the name, so the same name
 * always gets the same colours on every device, and similar names (fan_1, fan_2) spread out.
 */
export function gradientIndex(username: string | null | undefined, count: number = GRADIENT_COUNT): number {
  let hash = 0x811c9dc5;
  for (const char of username ?? '') {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % count;
}

/**
 * Where a picture is fetched from (spec section 5): http(s) values as they are; anything else
 * is a path on the API, whose leading slashes are dropped before it is joined to the base.
 * The API shares the page's origin, so the base defaults to '' and the result is '/avatars/...'.
 */
export function resolveAvatarUrl(value: string | null | undefined, apiBase = ''): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return null;
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  return `${apiBase.replace(/\/+$/, '')}/${trimmed.replace(/^\/+/, '')}`;
}
