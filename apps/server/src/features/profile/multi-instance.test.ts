import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startInstancePair, uniqueName, type InstancePair, type TestServer } from '../../test/harness.js';
import { bearer, multipartFile, openUserSocket, twoColourImage } from '../users/test-support.js';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/**
 * Two instances sharing one PostgreSQL schema, one Redis and one avatar directory (the
 * scale-out mode): a player's tabs on either instance hear about changes made through the other.
 */
describe.skipIf(!databaseUrl || !redisUrl)('profile across two instances (PostgreSQL + Redis)', () => {
  let dataDir: string;
  let pair: InstancePair;
  let one: TestServer;
  let two: TestServer;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'fanclash-shared-'));
    const env = { JWT_SECRET: randomBytes(32).toString('hex'), DATA_DIR: dataDir, RATE_LIMITS: 'off' };
    pair = await startInstancePair({ listen: true, env });
    ({ one, two } = pair);
  });
  afterAll(async () => {
    await pair?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('tells tabs on the other instance about a rename, an upload and a deletion', async () => {
    const alice = await signUp(one);
    const here = await openUserSocket(one, alice);
    const there = await openUserSocket(two, alice);

    const renamed = uniqueName('across');
    here.send({ type: 'user_update', username: renamed });
    expect((await there.next('user_updated')).data).toMatchObject({ username: renamed });

    const body = multipartFile(await twoColourImage('png'));
    const upload = await one.app.inject({
      method: 'POST',
      url: '/db/upload-avatar',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(alice) },
    });
    const avatar = upload.json<{ avatar_path: string }>().avatar_path;
    expect((await there.next('user_updated', (m) => (m.data as { avatar: string }).avatar === avatar)).data).toMatchObject({ avatar });
    expect((await two.app.inject({ url: avatar })).statusCode).toBe(200);

    here.send({ type: 'delete_user', token: alice.token });
    expect((await there.next('user_deleted')).data).toEqual({ message: 'Your account has been deleted' });
    expect((await two.app.inject({ url: avatar })).statusCode).toBe(404);
    expect((await two.app.inject({ url: `/db/get-user-by-username?username=${renamed}` })).statusCode).toBe(404);
    there.close();
  });
});
