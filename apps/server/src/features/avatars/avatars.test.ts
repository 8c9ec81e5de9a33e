import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, signUp, startTestServer, type TestServer, type TestUser } from '../../test/harness.js';
import { bearer, multipartFile, storedAvatar, twoColourImage, userId, TEST_ENV } from '../users/test-support.js';

describe.each(BACKENDS)('avatars (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend, env: TEST_ENV });
  });
  afterAll(() => server.close());

  const upload = (
    user: TestUser | null,
    bytes: Buffer,
    options: Parameters<typeof multipartFile>[1] = {},
    via: 'header' | 'query' = 'header',
  ) => {
    const body = multipartFile(bytes, options);
    const url = via === 'query' && user ? `/db/upload-avatar?token=${encodeURIComponent(user.token)}` : '/db/upload-avatar';
    return server.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...(via === 'header' && user ? bearer(user) : {}) },
    });
  };
  const fetchAvatar = (path: string) => server.app.inject({ url: path });

  describe('POST /db/upload-avatar', () => {
    it.each([
      ['png', 'image/png'],
      ['jpeg', 'image/jpeg'],
      ['webp', 'image/webp'],
    ] as const)('accepts a real %s and stores it re-encoded as a 512x512 WebP', async (format, type) => {
      const user = await signUp(server);
      const res = await upload(user, await twoColourImage(format), { filename: `me.${format}`, type });
      expect(res.statusCode).toBe(200);
      const { avatar_path } = res.json<{ avatar_path: string }>();
      expect(avatar_path).toMatch(new RegExp(`^/avatars/${user.username.toLowerCase()}/avatar-[0-9a-f]{16}\\.webp$`));
      expect(await storedAvatar(server, await userId(server, user.username))).toBe(avatar_path);
      const served = await fetchAvatar(avatar_path);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
    });

    it('strips EXIF (camera, owner, location) from what it serves', async () => {
      const user = await signUp(server);
      const withExif = await sharp(await twoColourImage('jpeg'))
        .withExif({ IFD0: { Artist: 'Jane Doe', Make: 'PhoneCam' } })
        .jpeg()
        .toBuffer();
      expect((await sharp(withExif).metadata()).exif).toBeDefined();
      const res = await upload(user, withExif, { filename: 'photo.jpg', type: 'image/jpeg' }, 'query');
      expect(res.statusCode).toBe(200);
      const served = await fetchAvatar(res.json().avatar_path);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('Jane Doe'))).toBe(false);
    });

    it('refuses a text file named .png and declared image/png (judged by its bytes)', async () => {
      const user = await signUp(server);
      const res = await upload(user, Buffer.from('just some text, honestly\n'.repeat(20)), { filename: 'cat.png', type: 'image/png' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ code: 'invalid_type', detail: 'Please select a valid image file (JPEG, PNG, or WebP)' });
    });

    it('refuses a GIF, whatever it is called', async () => {
      const user = await signUp(server);
      const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
        .gif()
        .toBuffer();
      const res = await upload(user, gif, { filename: 'anim.webp', type: 'image/webp' });
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('invalid_type');
    });

    it.each([
      ['just over 5 MB', 5 * 1024 * 1024 + 1],
      ['far over 5 MB', 8 * 1024 * 1024],
    ])('refuses a file %s with too_large', async (_label, size) => {
      const user = await signUp(server);
      const big = Buffer.alloc(size, 0);
      (await twoColourImage('png')).copy(big);
      const res = await upload(user, big);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ code: 'too_large', detail: 'File size must be less than 5MB' });
    });

    it('refuses a picture of more than 4096 pixels a side', async () => {
      const user = await signUp(server);
      const huge = await sharp({ create: { width: 4097, height: 4097, channels: 3, background: '#ffffff' } })
        .png({ compressionLevel: 9 })
        .toBuffer();
      expect(huge.length).toBeLessThan(5 * 1024 * 1024);
      const res = await upload(user, huge);
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('image_dimensions');
    });

    it('refuses a request without the file field, or not multipart', async () => {
      const user = await signUp(server);
      const wrongField = await upload(user, await twoColourImage('png'), { field: 'avatar' });
      expect(wrongField.statusCode).toBe(422);
      expect(wrongField.json().code).toBe('invalid_type');
      const json = await server.app.inject({ method: 'POST', url: '/db/upload-avatar', payload: { file: 'x' }, headers: bearer(user) });
      expect(json.statusCode).toBe(422);
      expect(json.json().code).toBe('invalid_type');
    });

    it('requires authentication (401), and acts only for the token user (403 for another username)', async () => {
      const res = await upload(null, await twoColourImage('png'));
      expect(res.statusCode).toBe(401);
      const user = await signUp(server);
      const body = multipartFile(await twoColourImage('png'));
      const other = await server.app.inject({
        method: 'POST',
        url: '/db/upload-avatar?username=somebody_else',
        payload: body.payload,
        headers: { ...body.headers, ...bearer(user) },
      });
      expect(other.statusCode).toBe(403);
    });

    it('replaces the previous picture: new address, old file gone, the same picture keeps its address', async () => {
      const user = await signUp(server);
      const first = (await upload(user, await twoColourImage('png'))).json().avatar_path as string;
      const again = (await upload(user, await twoColourImage('png'))).json().avatar_path as string;
      expect(again).toBe(first);
      expect((await fetchAvatar(first)).statusCode).toBe(200);
      const second = (await upload(user, await twoColourImage('png', 80, 80))).json().avatar_path as string;
      expect(second).not.toBe(first);
      expect((await fetchAvatar(first)).statusCode).toBe(404);
      expect((await fetchAvatar(second)).statusCode).toBe(200);
    });
  });

  describe('GET /avatars/...', () => {
    it('serves with the right type, nosniff and a year-long immutable cache', async () => {
      const user = await signUp(server);
      const path = (await upload(user, await twoColourImage('png'))).json().avatar_path as string;
      const res = await fetchAvatar(path);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it.each([
      '/avatars/../package.json',
      '/avatars/..%2F..%2Fpackage.json',
      '/avatars/%2e%2e/%2e%2e/package.json',
      '/avatars/..%2f..%2f..%2fetc/passwd',
      '/avatars/x/..%2F..%2F..%2Fpackage.json',
      '/avatars/%2e%2e/avatar-0123456789abcdef.webp',
      '/avatars/nobody/avatar-0123456789abcdef.webp',
      '/avatars/nobody/secret.txt',
    ])('answers 404 for %s', async (url) => {
      const res = await fetchAvatar(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).not.toMatch(/image/);
    });
  });
});
