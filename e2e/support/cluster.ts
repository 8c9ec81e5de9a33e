import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Live } from './live';
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

/** A player signed up through the cluster's API: what the protocol sockets and API calls need. */
export interface ClusterPlayer {
  readonly username: string;
  readonly token: string;
}

export interface ApiAnswer {
  readonly status: number;
  /** The X-Instance that answered. */
  readonly instance: string;
  readonly json: unknown;
}

/**
 * What the cluster suites do from Node, through nginx's one port: API calls, sign-ups and
 * protocol sockets (closed together with close()). Each client signs up from its own random
 * address, as people do: the per-address sign-up limit lives in Redis and outlasts a run. The
 * tests sit on loopback, a trusted proxy, so the address they forward is believed, as nginx's
 * would be; a browser context sends the same `forwardedFor` header.
 */
export class ClusterClient {
  readonly address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  readonly forwardedFor: Readonly<Record<string, string>> = { 'x-forwarded-for': this.address };
  private readonly sockets: Live[] = [];

  constructor(readonly baseUrl: string) {}

  async api(method: string, path: string, player?: ClusterPlayer, body?: unknown): Promise<ApiAnswer> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...this.forwardedFor,
        ...(player ? { authorization: `Bearer ${player.token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return {
      status: response.status,
      instance: response.headers.get('x-instance') ?? '',
      json: (await response.json().catch(() => null)) as unknown,
    };
  }

  async signUp(prefix: string): Promise<ClusterPlayer> {
    const username = `${prefix}${randomInt(100_000, 1_000_000)}`; // digits: random letters can spell a refused word
    const { status, json } = await this.api('POST', '/auth/signup', undefined, {
      username,
      email: `${username}@example.com`,
      password: 'correct horse battery',
    });
    if (status !== 201) throw new Error(`sign-up of ${username} answered ${status}: ${JSON.stringify(json)}`);
    return { username, token: (json as { access_token: string }).access_token };
  }

  async connect(path: string): Promise<Live> {
    const socket = new Live(`${this.baseUrl.replace('http', 'ws')}${path}`, this.baseUrl);
    this.sockets.push(socket);
    await socket.opened;
    return socket;
  }

  userSocket(player: ClusterPlayer): Promise<Live> {
    return this.connect(`/ws?username=${player.username}&token=${player.token}`);
  }

  battleSocket(player: ClusterPlayer, battleId: string): Promise<Live> {
    return this.connect(`/ws/battle/${battleId}?username=${player.username}&token=${player.token}`);
  }

  /** Reconnects until the socket lands on another instance than `avoid` (nginx takes turns). */
  userSocketAwayFrom(player: ClusterPlayer, avoid: string): Promise<Live> {
    return this.userSocketWhere(player, (instance) => instance !== avoid);
  }

  /** Reconnects until the socket lands on `instance`. */
  userSocketOn(player: ClusterPlayer, instance: string): Promise<Live> {
    return this.userSocketWhere(player, (landed) => landed === instance);
  }

  close(): void {
    for (const socket of this.sockets) socket.close();
  }

  private async userSocketWhere(player: ClusterPlayer, wanted: (instance: string) => boolean): Promise<Live> {
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const socket = await this.userSocket(player);
      if (wanted(socket.instance)) return socket;
      socket.close();
    }
    throw new Error('nginx never sent the socket to the wanted instance');
  }
}
