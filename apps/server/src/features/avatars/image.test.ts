import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { twoColourImage } from '../users/test-support.js';
import { sniffImageFormat, toAvatarWebp } from './image.js';

const codeOf = async (work: Promise<unknown>) => {
  try {
    await work;
    return 'accepted';
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
};

describe('sniffImageFormat', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('recognises %s by its bytes', async (format) => {
    expect(sniffImageFormat(await twoColourImage(format))).toBe(format);
  });

  it('knows nothing else', () => {
    expect(sniffImageFormat(Buffer.from('hello, I am a text file'))).toBeUndefined();
    expect(sniffImageFormat(Buffer.from('GIF89a......'))).toBeUndefined();
    expect(sniffImageFormat(Buffer.from('RIFF0000WAVE'))).toBeUndefined();
    expect(sniffImageFormat(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('toAvatarWebp', () => {
  it('re-encodes to a 512x512 WebP without metadata', async () => {
    const jpeg = await sharp(await twoColourImage('jpeg'))
      .withExif({ IFD0: { Artist: 'Secret Person', Copyright: 'GPS here' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const out = await toAvatarWebp(jpeg);
    const meta = await sharp(out).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
  });

  it('turns the picture upright by its EXIF orientation before dropping it', async () => {
    // Orientation 6: shown rotated 90° clockwise, so the stored left (red) half ends up on top.
    const sideways = await sharp(await twoColourImage('jpeg'))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const out = await toAvatarWebp(sideways);
    const { data, info } = await sharp(out).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    const [r, , b] = pixel(400, 60);
    expect(r).toBeGreaterThan(200);
    expect(b).toBeLessThan(60);
    expect((await sharp(out).metadata()).orientation).toBeUndefined();
  });

  it('refuses text, a truncated image and an image whose header lies', async () => {
    expect(await codeOf(toAvatarWebp(Buffer.from('definitely not a picture')))).toBe('invalid_type');
    const png = await twoColourImage('png');
    expect(await codeOf(toAvatarWebp(png.subarray(0, 40)))).toBe('invalid_type');
    const fakeJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), png]);
    expect(await codeOf(toAvatarWebp(fakeJpeg))).toBe('invalid_type');
  });

  it('refuses more than 4096 pixels a side before decoding it', async () => {
    const wide = await sharp({ create: { width: 5000, height: 8, channels: 3, background: '#00ff00' } })
      .png()
      .toBuffer();
    expect(await codeOf(toAvatarWebp(wide))).toBe('image_dimensions');
  });
});
