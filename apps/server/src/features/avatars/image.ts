import sharp from 'sharp';
import { ERROR_CODES, LIMITS, PROFILE_ERROR_CODES, PROFILE_MESSAGES } from '@fanclash/protocol';
import { AppError } from '../../lib/errors.js';

export type ImageFormat = 'jpeg' | 'png' | 'webp';

/** What the bytes say they are; the file name and the declared type are never trusted. */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | undefined {
  const at = (offset: number, ...expected: number[]) => expected.every((byte, i) => bytes[offset + i] === byte);
  if (at(0, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'webp'; // RIFF....WEBP
  return undefined;
}

const MAX_SIDE = LIMITS.avatarMaxPixels;
const SIZE = LIMITS.avatarStoredSize;
/**
 * libvips refuses to decode more pixels than this, whatever the header claims, so a small file
 * that expands to gigabytes (a decompression bomb) fails instead of filling memory.
 */
const INPUT_OPTIONS = { limitInputPixels: MAX_SIDE * MAX_SIDE, failOn: 'error' } as const;

export const invalidImage = () => new AppError(422, ERROR_CODES.avatarInvalidType, PROFILE_MESSAGES[ERROR_CODES.avatarInvalidType]);

/**
 * Checks an upload and re-encodes it as the stored avatar: a 512x512 WebP, turned upright by
 * its EXIF orientation, with every piece of metadata (EXIF, GPS, ICC, XMP) left behind.
 * Re-encoding also means whatever else the original file carried is never served.
 */
export async function toAvatarWebp(bytes: Buffer): Promise<Buffer> {
  const format = sniffImageFormat(bytes);
  if (!format) throw invalidImage();
  let width: number | undefined;
  let height: number | undefined;
  try {
    // Reading the header decodes no pixels, so it may look at any size and report it properly.
    const metadata = await sharp(bytes, { ...INPUT_OPTIONS, limitInputPixels: false }).metadata();
    if (metadata.format !== format) throw invalidImage();
    ({ width, height } = metadata);
  } catch (error) {
    throw error instanceof AppError ? error : invalidImage();
  }
  if (!width || !height) throw invalidImage();
  if (width > MAX_SIDE || height > MAX_SIDE) {
    throw new AppError(422, PROFILE_ERROR_CODES.imageDimensions, PROFILE_MESSAGES[PROFILE_ERROR_CODES.imageDimensions]);
  }
  try {
    return await sharp(bytes, INPUT_OPTIONS).rotate().resize(SIZE, SIZE, { fit: 'cover' }).webp({ quality: 82 }).toBuffer();
  } catch {
    // A valid header over broken pixel data.
    throw invalidImage();
  }
}
