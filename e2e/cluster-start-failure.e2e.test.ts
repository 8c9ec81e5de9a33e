import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './support/server';

/**
 * `npm run start:cluster` when its start fails: it says why (the real cause, not an error of its
 * own clean-up), stops every process it started and removes nginx's folder, and exits non-zero.
 * Each run is its own process group (detached), so "nothing left running" is: the group is empty.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

interface Outcome {
  readonly code: number | null;
  readonly output: string;
  /** Whether a process of the run's group (an instance, nginx) outlived it. */
  readonly leftRunning: boolean;
  /** What the run left in its TMPDIR (nginx's folder is made there). */
  readonly leftInTmp: string[];
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function listen(port: number, host?: string): Promise<Server> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return server;
}

async function runCluster(env: Record<string, string>): Promise<Outcome> {
  const tmp = await mkdtemp(path.join(tmpdir(), 'fanclash-start-failure-'));
  const dataDir = path.join(tmp, 'data');
  const ownTmp = path.join(tmp, 'tmp');
  await mkdir(ownTmp);
  cleanups.push(() => rm(tmp, { recursive: true, force: true }));
  const child = spawn(process.execPath, ['scripts/start-cluster.mjs'], {
    cwd: ROOT,
    detached: true,
    env: { ...process.env, DATA_DIR: dataDir, TMPDIR: ownTmp, INSTANCES: '2', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // 'close' (all output read) waits for every holder of its pipes, an orphaned instance too.
  const closed = new Promise<void>((resolve) => child.on('close', () => resolve()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', (exitCode) => resolve(exitCode)));
  let leftRunning = true;
  try {
    process.kill(-(child.pid ?? 0), 0);
  } catch {
    leftRunning = false;
  }
  if (leftRunning) process.kill(-(child.pid ?? 0), 'SIGKILL');
  await closed;
  return { code, output, leftRunning, leftInTmp: await readdir(ownTmp) };
}

describe('start:cluster on a taken PORT', () => {
  it('says the port is taken and starts nothing', async () => {
    const port = await freePort();
    await listen(port);
    const outcome = await runCluster({
      PORT: String(port),
      // Only needed to get past their check: nothing connects before the port is looked at.
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      REDIS_URL: 'redis://127.0.0.1:1',
    });
    expect(outcome.code).toBe(2);
    expect(outcome.output).toContain(`PORT ${port} is taken`);
    expect(outcome.output).not.toContain('Building');
    expect(outcome.leftRunning).toBe(false);
  });
});

describe.skipIf(!databaseUrl || !redisUrl)('start:cluster whose start fails after the instances started (PostgreSQL + Redis)', () => {
  const database = `fanclash_start_failure_${randomBytes(6).toString('hex')}`;
  let clusterDatabaseUrl = '';
  let fakeNginx = '';
  let binDir = '';

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    const url = new URL(databaseUrl ?? '');
    url.pathname = `/${database}`;
    clusterDatabaseUrl = url.toString();
    // Stands in for nginx: it refuses every configuration, as nginx -t does a broken one.
    binDir = await mkdtemp(path.join(tmpdir(), 'fanclash-fake-nginx-'));
    fakeNginx = path.join(binDir, 'nginx');
    await writeFile(fakeNginx, '#!/bin/sh\necho "fake nginx: this configuration is refused" >&2\nexit 1\n');
    await chmod(fakeNginx, 0o755);
  });
  afterAll(async () => {
    if (binDir) await rm(binDir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  });

  const env = async (extra: Record<string, string> = {}) => ({
    PORT: String(await freePort()),
    DATABASE_URL: clusterDatabaseUrl,
    REDIS_URL: redisUrl ?? '',
    NGINX_BIN: fakeNginx,
    ...extra,
  });

  it('an instance that cannot start: the cause is told, the other instance is stopped', async () => {
    // The first instance's metrics port is taken, so it exits; the second one's is free.
    const metricsPort = await freePort();
    await listen(metricsPort, '127.0.0.1');
    const outcome = await runCluster(await env({ METRICS_PORT: String(metricsPort) }));
    expect(outcome.code).toBe(1);
    expect(outcome.output).toMatch(/start:cluster failed: An instance did not start: .*exited \(1\) before it was ready/);
    expect(outcome.output).toContain('FanClash cluster stopped.');
    expect(outcome.output).not.toMatch(/ReferenceError|before initialization|Unhandled/);
    expect(outcome.leftRunning).toBe(false);
    expect(outcome.leftInTmp).toEqual([]);
  });

  it('nginx refusing its configuration: its reason is told, both instances are stopped and its folder removed', async () => {
    const outcome = await runCluster(await env());
    expect(outcome.code).toBe(1);
    expect(outcome.output).toContain('start:cluster failed: nginx refused the generated configuration');
    expect(outcome.output).toContain('fake nginx: this configuration is refused');
    expect(outcome.output).toContain('FanClash cluster stopped.');
    expect(outcome.output).not.toMatch(/ReferenceError|before initialization|Unhandled/);
    expect(outcome.leftRunning).toBe(false);
    expect(outcome.leftInTmp).toEqual([]);
  });
});
