import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './test/free-port.js';
import { LiveClient } from './test/harness.js';

const serverDir = path.resolve(import.meta.dirname, '..');

/** The real process: configuration errors, start-up on disk, and a graceful SIGTERM. */
describe('server process', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fanclash-main-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const start = (env: Record<string, string>) =>
    spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, LOG_LEVEL: 'warn', DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });

  const exited = (child: ReturnType<typeof start>) =>
    new Promise<{ code: number | null; stderr: string }>((resolve) => {
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('exit', (code) => resolve({ code, stderr }));
    });

  it('refuses a bad setting with a message naming it', async () => {
    const { code, stderr } = await exited(start({ PORT: 'not-a-port' }));
    expect(code).toBe(78);
    expect(stderr).toMatch(/Invalid configuration:\s+PORT/);
  });

  it('starts on disk, reports health, and on SIGTERM closes sockets and exits 0', async () => {
    const port = await freePort();
    const child = start({ PORT: String(port), HOST: '127.0.0.1' });
    const done = exited(child);
    let health: unknown;
    // Started from source through tsx: on a busy machine that alone can take half a minute.
    const deadline = Date.now() + 75_000;
    while (!health && Date.now() < deadline) {
      health = await fetch(`http://127.0.0.1:${port}/health`)
        .then((r) => r.json())
        .catch(() => new Promise((r) => setTimeout(() => r(undefined), 200)));
    }
    expect(health).toEqual({ status: 'ok', db: 'pglite', bus: 'memory' });

    const signUp = await fetch(`http://127.0.0.1:${port}/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'proc@example.com', username: 'proc_user', password: 'longenough' }),
    });
    const { access_token: token } = (await signUp.json()) as { access_token: string };
    const socket = LiveClient.connect(`ws://127.0.0.1:${port}/ws?username=proc_user&token=${token}`);
    await socket.opened;
    socket.send({ type: 'test_connection' });
    await socket.next('test_connection_response');

    child.kill('SIGTERM');
    const [{ code }, closed] = await Promise.all([done, socket.closed]);
    expect(code).toBe(0);
    // Closed by the server's shutdown, not by an authentication failure.
    expect(closed.code).not.toBe(4001);
    expect(closed.code).not.toBe(4000);
  }, 120_000);
});
