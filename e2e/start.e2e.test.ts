import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './support/server';

/**
 * The README's start command, run as a newcomer runs it: `npm start` on a built tree twice
 * over the same data folder (the second start once crashed walking apps/web/index.html as a
 * folder), and once on a fresh clone after `npm ci`. Each start must print the address to
 * open, answer /health, and stop cleanly on Ctrl+C (SIGINT).
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const READY = /FanClash is ready: open (http:\/\/localhost:\d+)/;
const temporary: string[] = [];

afterAll(async () => {
  await Promise.all(temporary.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
}

interface StartRun {
  readonly address: string;
  readonly health: { status: string; db: string };
  /** true when the server shut down gracefully (start.mjs prints it only after a 0 exit). */
  readonly stoppedCleanly: boolean;
  readonly output: string;
}

/** The environment a newcomer has: not the test runner's migrated-database template (vitest.config.ts). */
function newcomerEnv(): NodeJS.ProcessEnv {
  const { PGLITE_TEMPLATE_DIR: _template, ...env } = process.env;
  return env;
}

/** `npm start` in `cwd`: waits for the announced address, checks /health, then presses Ctrl+C. */
async function startAndStop(cwd: string, dataDir: string, timeoutMs: number): Promise<StartRun> {
  const port = await freePort();
  // `detached` gives npm its own process group, so SIGINT reaches it and its children as a
  // terminal's Ctrl+C does.
  const child = spawn('npm', ['start'], {
    cwd,
    detached: true,
    env: { ...newcomerEnv(), PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // 'close' waits for every process holding the output pipes (npm, start.mjs, the server).
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start did not announce its address:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = READY.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`npm start exited before it was ready:\n${output}`));
    });
  });
  try {
    const address = await ready;
    const response = await fetch(`http://127.0.0.1:${port}/health`);
    const health = (await response.json()) as { status: string; db: string };
    process.kill(-(child.pid ?? 0), 'SIGINT');
    // npm itself dies of the SIGINT as it does in a terminal; what matters is the server's exit.
    await exited;
    return { address, health, stoppedCleanly: output.includes('FanClash stopped.'), output };
  } catch (error) {
    if (child.exitCode === null) process.kill(-(child.pid ?? 0), 'SIGKILL');
    throw error;
  }
}

describe('npm start', () => {
  it('starts, stops on Ctrl+C and starts again on the same built tree and data folder', async () => {
    const dataDir = await tempDir('fanclash-start-');
    for (const round of [1, 2]) {
      const run = await startAndStop(ROOT, dataDir, 90_000);
      expect(run.address, `round ${round}`).toMatch(/^http:\/\/localhost:\d+$/);
      expect(run.health).toMatchObject({ status: 'ok', db: 'pglite' });
      expect(run.stoppedCleanly, `round ${round}:\n${run.output}`).toBe(true);
      expect(run.output).not.toMatch(/ENOTDIR|Error:/);
    }
  }, 200_000);

  it('works on a fresh clone after npm ci, twice', async () => {
    const clone = path.join(await tempDir('fanclash-clone-'), 'fanclash');
    const cloned = spawnSync('git', ['clone', '--quiet', ROOT, clone], { encoding: 'utf8' });
    expect(cloned.status, cloned.stderr).toBe(0);
    // --prefer-offline: the packages are in npm's cache from the outer `npm ci`.
    const installed = spawnSync('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: clone, encoding: 'utf8' });
    expect(installed.status, installed.stderr).toBe(0);
    const dataDir = path.join(clone, 'data');
    const first = await startAndStop(clone, dataDir, 400_000);
    expect(first.health.status).toBe('ok');
    expect(first.stoppedCleanly, first.output).toBe(true);
    const second = await startAndStop(clone, dataDir, 60_000);
    expect(second.health.status).toBe('ok');
    expect(second.stoppedCleanly, second.output).toBe(true);
  }, 700_000);
});
