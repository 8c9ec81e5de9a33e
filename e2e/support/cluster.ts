import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from './server';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ClusterInstance {
  readonly port: number;
  readonly pid: number;
  /** What this instance puts in X-Instance. */
  readonly id: string;
}

export interface RunningCluster {
  /** nginx's address: http://127.0.0.1:port */
  readonly baseUrl: string;
  readonly instances: readonly ClusterInstance[];
  output(): string;
  stop(): Promise<void>;
}

/**
 * `npm run start:cluster` exactly as an operator runs it (two instances, nginx in front) on a
 * fresh PostgreSQL database made for this suite and the machine's Redis.
 */
export async function startCluster(databaseUrl: string, redisUrl: string, extraEnv: Record<string, string> = {}): Promise<RunningCluster> {
  const database = `fanclash_cluster_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;

  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fanclash-cluster-'));
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['scripts/start-cluster.mjs'], {
    cwd: ROOT,
    detached: true,
    env: {
      ...process.env,
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl,
      PORT: String(port),
      DATA_DIR: dataDir,
      INSTANCES: '2',
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.on('close', () => resolve()));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the cluster did not start:\n${log}`)), 180_000);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('FanClash cluster is ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`start:cluster exited:\n${log}`));
    });
  });

  const stop = async () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
    const cleanup = new pg.Client({ connectionString: databaseUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${database} with (force)`);
    await cleanup.end();
  };
  try {
    await ready;
  } catch (error) {
    await stop();
    throw error;
  }

  const instances: ClusterInstance[] = [];
  for (const match of log.matchAll(/Instance \d+: 127\.0\.0\.1:(\d+) \(pid (\d+)\)/g)) {
    const instancePort = Number(match[1]);
    const response = await fetch(`http://127.0.0.1:${instancePort}/health`);
    instances.push({ port: instancePort, pid: Number(match[2]), id: response.headers.get('x-instance') ?? '' });
  }
  return { baseUrl: `http://127.0.0.1:${port}`, instances, output: () => log, stop };
}
