import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, type TestUser } from '../../test/harness.js';
import { adminSocketPath } from './admin-protocol.js';
import { api, makeModerator, member } from './testing.js';
import { AdminUsageError, parseAdminArgs } from './admin-protocol.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const CLI = path.join(here, 'admin-cli.ts');
const ROOT = path.resolve(here, '../../../../..');

/** `npm run admin -- <args>` as its script runs it (tsx), with `env` over a clean environment. */
function admin(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', CLI, ...args],
      { cwd: ROOT, env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env }, timeout: 120_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const isModerator = async (server: TestServer, user: TestUser) => (await api(server, user, 'GET', '/moderation/me')).body.moderator;

describe('npm run admin arguments', () => {
  it('takes one of two commands and a username, else prints the usage (exit 64)', () => {
    expect(parseAdminArgs(['grant-moderator', ' Ann '])).toEqual({ command: 'grant-moderator', username: 'Ann' });
    expect(parseAdminArgs(['revoke-moderator', 'Ann'])).toEqual({ command: 'revoke-moderator', username: 'Ann' });
    for (const args of [[], ['make-admin', 'Ann'], ['grant-moderator'], ['grant-moderator', 'Ann', 'Bob']])
      expect(() => parseAdminArgs(args)).toThrow(AdminUsageError);
  });
});

describe('npm run admin on the embedded database, while the server runs and when it does not', () => {
  let dataDir = '';
  let server: TestServer | undefined;
  afterAll(async () => {
    await server?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('grants and revokes through the running server’s admin socket, then opens the database itself once it stopped', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'fc-admin-'));
    server = await startTestServer({ backend: 'pglite', listen: true, dataDir, env: { RATE_LIMITS: 'off' } });
    // The socket is the owner's only.
    expect((await stat(adminSocketPath(dataDir))).mode & 0o777).toBe(0o600);
    const [vic, wes] = [await member(server), await member(server)];
    const env = { DATA_DIR: dataDir };

    const granted = await admin(['grant-moderator', vic.username], env);
    expect(granted).toMatchObject({ code: 0, stdout: `${vic.username} is now a moderator.\n` });
    expect(await isModerator(server, vic)).toBe(true);
    expect((await api(server, vic, 'GET', '/moderation/queue')).status).toBe(200);

    const revoked = await admin(['revoke-moderator', vic.username.toUpperCase()], env);
    expect(revoked).toMatchObject({ code: 0, stdout: `${vic.username} is no longer a moderator.\n` });
    expect((await api(server, vic, 'GET', '/moderation/queue')).status).toBe(403);

    expect(await admin(['grant-moderator', 'nobody_here_at_all'], env)).toMatchObject({
      code: 1,
      stderr: 'No player is named nobody_here_at_all.\n',
    });

    // Both changes are in the audit log, by the command line.
    const reader = await member(server);
    await makeModerator(server, reader);
    const audit = (await api(server, reader, 'GET', '/moderation/audit?limit=100')).body.entries as Array<Record<string, unknown>>;
    expect(audit.filter((e) => e.target_user === vic.username).map((e) => [e.action, e.moderator])).toEqual([
      ['revoke_moderator', 'server (npm run admin)'],
      ['grant_moderator', 'server (npm run admin)'],
    ]);

    // Stopped: the socket is gone and the command opens the embedded database itself.
    await server.close();
    server = undefined;
    await expect(stat(adminSocketPath(dataDir))).rejects.toThrow();
    expect(await admin(['grant-moderator', wes.username], env)).toMatchObject({ code: 0, stdout: `${wes.username} is now a moderator.\n` });
    server = await startTestServer({ backend: 'pglite', listen: true, dataDir, env: { RATE_LIMITS: 'off' } });
    const signedIn = await api(server, null, 'POST', '/auth/signin', { username: wes.email, password: wes.password });
    expect(signedIn.status).toBe(200);
    expect(await isModerator(server, { ...wes, token: String(signedIn.body.access_token) })).toBe(true);
  }, 240_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('npm run admin on PostgreSQL while the server runs', () => {
  const schema = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  let server: TestServer | undefined;
  afterAll(async () => {
    await server?.close();
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query(`drop schema if exists ${schema} cascade`);
    await client.end();
  });

  it('opens DATABASE_URL itself: the role holds at once on the running server', async () => {
    server = await startTestServer({ backend: 'postgres', listen: true, dbSchema: schema, env: { RATE_LIMITS: 'off' } });
    const xan = await member(server);
    const env = { DATABASE_URL: String(process.env.TEST_DATABASE_URL), DATABASE_SCHEMA: schema };
    expect(await admin(['grant-moderator', xan.username], env)).toMatchObject({ code: 0, stdout: `${xan.username} is now a moderator.\n` });
    expect(await isModerator(server, xan)).toBe(true);
    expect((await admin(['revoke-moderator', xan.username], env)).code).toBe(0);
    expect(await isModerator(server, xan)).toBe(false);
  }, 120_000);
});
