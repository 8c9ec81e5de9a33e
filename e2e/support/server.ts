import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../apps/server/src/test/free-port';

export { freePort };

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER_ENTRY = path.join(ROOT, 'apps/server/dist/main.js');
const WEB_INDEX = path.join(ROOT, 'apps/web/dist/index.html');
const START_TIMEOUT_MS = 60_000;

export interface RunningServer {
  /** e.g. http://127.0.0.1:41234 */
  readonly baseUrl: string;
  /** The server's DATA_DIR (e.g. for `npm run admin`, which reaches the running server through it). */
  readonly dataDir: string;
  /**
   * Resolves with the first match of `pattern` in the server's output (stdout and stderr),
   * already written or still to come, e.g. the reset link logged when no SMTP is set.
   */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  stop(): Promise<void>;
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    // Polling a process that is starting up; tests themselves never sleep.
    await delay(100);
  }
  throw new Error(`The server did not become healthy within ${START_TIMEOUT_MS} ms:\n${output()}`);
}

/**
 * Starts the real, built server (SPA + API + live) on a free port against a fresh, empty
 * DATA_DIR, the way `npm start` runs it. Needs `npm run build` first.
 */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  for (const file of [SERVER_ENTRY, WEB_INDEX]) {
    if (!existsSync(file)) throw new Error(`${path.relative(ROOT, file)} is missing: run \`npm run build\` before the end-to-end tests.`);
  }
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fanclash-e2e-'));
  let log = '';
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const outputListeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    log += chunk.toString();
    for (const listener of outputListeners) listener();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child, () => log);
  } catch (error) {
    child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }

  return {
    baseUrl,
    dataDir,
    waitForOutput(pattern, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = pattern.exec(log);
          if (!match) return;
          clearTimeout(timer);
          outputListeners.delete(check);
          resolve(match);
        };
        const timer = setTimeout(() => {
          outputListeners.delete(check);
          reject(new Error(`The server never wrote ${pattern} within ${timeoutMs} ms`));
        }, timeoutMs);
        outputListeners.add(check);
        check();
      });
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, delay(10_000).then(() => child.kill('SIGKILL'))]);
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
