import { ERROR_CODES, LIMITS } from '@fanclash/protocol';

/** Spec section 5: JPEG, JPG, PNG or WebP, at most 5 MB. */
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'] as const;
const AVATAR_FILE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'];

/** For the file picker: the same list, so the dialog offers only what is accepted. */
export const AVATAR_ACCEPT = [...AVATAR_MIME_TYPES, ...AVATAR_FILE_EXTENSIONS.map((ext) => `.${ext}`)].join(',');

export type AvatarFileProblem = typeof ERROR_CODES.avatarInvalidType | typeof ERROR_CODES.avatarTooLarge;

/**
 * Checks a picked file before anything is sent: its type (by MIME type, or by extension when
 * the browser gives none) and its size. The server checks the bytes themselves again.
 */
export function avatarFileProblem(file: { name: string; type: string; size: number }): AvatarFileProblem | null {
  const type = file.type.toLowerCase();
  const extension = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
  const typeOk =
    type === ''
      ? file.name.includes('.') && AVATAR_FILE_EXTENSIONS.includes(extension)
      : (AVATAR_MIME_TYPES as readonly string[]).includes(type);
  if (!typeOk) return ERROR_CODES.avatarInvalidType;
  if (file.size > LIMITS.avatarMaxBytes) return ERROR_CODES.avatarTooLarge;
  return null;
}
