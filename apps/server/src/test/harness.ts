import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import WebSocket from 'ws';
import { buildApp, type App, type BuildOptions } from '../app.js';
import { parseConfig } from '../config.js';
import type { Mail, Mailer } from '../platform/mail/mailer.js';

/**
 * Real app, real database, real sockets. PGlite in memory by default; set
 * TEST_DATABASE_URL (and TEST_REDIS_URL) to run the same suites against PostgreSQL and Redis.
 */
export type Backend = 'pglite' | 'postgres';

/** The backends the contract suites run against: always PGlite, PostgreSQL when configured. */
export const BACKENDS: Backend[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestServer extends App {
  /** http://127.0.0.1:port once `listen` was asked for. */
  readonly url: string;
  readonly wsUrl: string;
  readonly mails: Mail[];
}

/** `logger` (default: none) lets a test read the server's log lines through a stream. */
export interface TestServerOptions extends Omit<BuildOptions, 'mailer'> {
  readonly backend?: Backend;
  readonly env?: Record<string, string>;
  /** Listen on a free port (live tests); API tests can use app.inject without it. */
  readonly listen?: boolean;
  /** Send e-mail with the app's own mailer (SMTP_URL in `env`) instead of recording it in `mails`. */
  readonly realMailer?: boolean;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const backend = options.backend ?? 'pglite';
  const postgres = backend === 'postgres';
  const config = parseConfig({
    LOG_LEVEL: 'silent',
    ...(postgres ? { DATABASE_URL: process.env.TEST_DATABASE_URL, REDIS_URL: process.env.TEST_REDIS_URL } : {}),
    ...options.env,
  });
  const mails: Mail[] = [];
  const dbSchema = postgres ? `t_${randomUUID().replace(/-/g, '').slice(0, 16)}` : undefined;
  const mailer: Mailer = { send: async (mail) => void mails.push(mail) };
  const app = await buildApp(config, {
    // In memory unless a PostgreSQL suite shares a data folder between instances (avatars).
    dataDir: postgres && options.env?.DATA_DIR ? options.env.DATA_DIR : 'memory',
    webDist: null,
    ...(options.realMailer ? {} : { mailer }),
    logger: false,
    ...(dbSchema ? { dbSchema } : {}),
    ...options,
  });
  let url = '';
  if (options.listen) {
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;
  } else {
    await app.app.ready();
  }
  const close = async () => {
    await app.close();
    if (dbSchema) await dropSchema(dbSchema);
  };
  return { ...app, close, url, wsUrl: url.replace(/^http/, 'ws'), mails };
}

/** Two instances on one PostgreSQL schema and one Redis, as a cluster runs them. */
export interface InstancePair {
  readonly one: TestServer;
  readonly two: TestServer;
  /** Closes both and drops their schema. */
  close(): Promise<void>;
}

/**
 * Starts two PostgreSQL + Redis instances sharing a fresh schema (TEST_DATABASE_URL and
 * TEST_REDIS_URL must be set). One after the other: creating the schema twice at once races.
 */
export async function startInstancePair(options: Omit<TestServerOptions, 'backend' | 'dbSchema'> = {}): Promise<InstancePair> {
  const dbSchema = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const one = await startTestServer({ ...options, backend: 'postgres', dbSchema });
  const two = await startTestServer({ ...options, backend: 'postgres', dbSchema }).catch(async (error: unknown) => {
    await one.close();
    await dropSchema(dbSchema);
    throw error;
  });
  return {
    one,
    two,
    close: async () => {
      await Promise.allSettled([one.close(), two.close()]);
      await dropSchema(dbSchema);
    },
  };
}

/** Leaves the shared test database as it was. */
async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end();
  }
}

let counter = 0;
/** A unique, valid username for a test. */
export function uniqueName(prefix = 'player'): string {
  counter += 1;
  return `${prefix}_${process.pid % 1000}_${counter}_${Math.floor(Math.random() * 1000)}`.slice(0, 20);
}

export interface TestUser {
  readonly username: string;
  readonly email: string;
  readonly password: string;
  readonly token: string;
  readonly cookie: string;
}

/** Signs a user up through the real route. */
export async function signUp(
  server: App,
  overrides: Partial<{ username: string; email: string; password: string }> = {},
): Promise<TestUser> {
  const username = overrides.username ?? uniqueName();
  const email = overrides.email ?? `${username.toLowerCase()}@example.com`;
  const password = overrides.password ?? 'correct horse battery';
  // Each test player signs up from its own address: per-address limits are tested on their own,
  // and with Redis the counters outlive a run.
  const remoteAddress = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  const response = await server.app.inject({ method: 'POST', url: '/auth/signup', payload: { email, password, username }, remoteAddress });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const body = response.json<{ access_token: string }>();
  const cookie = String(response.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  return { username, email, password, token: body.access_token, cookie };
}

/** A JSON WebSocket client that records every message and can wait for one. */
export class LiveClient {
  readonly messages: Array<Record<string, unknown>> = [];
  private waiters: Array<{ test: (m: Record<string, unknown>) => boolean; resolve: (m: Record<string, unknown>) => void }> = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  readonly opened: Promise<void>;

  constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as Record<string, unknown>;
      this.messages.push(message);
      this.waiters = this.waiters.filter((w) => (w.test(message) ? (w.resolve(message), false) : true));
    });
    this.opened = new Promise((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    this.closed = new Promise((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  static connect(url: string, headers: Record<string, string> = {}): LiveClient {
    return new LiveClient(new WebSocket(url, { headers }));
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The first message (already received or future) of this type that passes `test`. */
  next(type: string, test: (m: Record<string, unknown>) => boolean = () => true, timeoutMs = 5_000): Promise<Record<string, unknown>> {
    const match = (m: Record<string, unknown>) => m.type === type && test(m);
    const seen = this.messages.find(match);
    if (seen) {
      this.messages.splice(this.messages.indexOf(seen), 1);
      return Promise.resolve(seen);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`timed out waiting for ${type}; got ${JSON.stringify(this.messages.map((m) => m.type))}`)),
        timeoutMs,
      );
      this.waiters.push({
        test: match,
        resolve: (m) => {
          clearTimeout(timer);
          this.messages.splice(this.messages.indexOf(m), 1);
          resolve(m);
        },
      });
    });
  }

  close(): void {
    this.socket.close();
  }
}
