import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Clock } from '../lib/clock.js';
import type { AccessTokens } from './auth/tokens.js';
import type { Bus } from './bus/bus.js';
import type { Database } from './db/client.js';
import type { Drain } from './http/drain.js';
import type { ProcedureRunner } from './db/procedures.js';
import type { Mailer } from './mail/mailer.js';
import type { Metrics } from './metrics/metrics.js';
import type { RateLimiter } from './ratelimit/limiter.js';
import type { UserStore } from '../features/users/store.js';
import type { LiveSocketTiming } from '../realtime/connection.js';
import type { LiveHub } from '../realtime/hub.js';
import type { SocketCaps } from '../realtime/socket-caps.js';

/** The services every feature receives. Built once in app.ts; tests build it the same way. */
export interface Platform {
  readonly config: Config;
  readonly db: Database;
  readonly dbKind: 'pglite' | 'postgres';
  /** Runs a procedure beside the database (on the embedded database's thread; see db/procedures.ts). */
  readonly procedure: ProcedureRunner;
  readonly bus: Bus;
  readonly limiter: RateLimiter;
  readonly tokens: AccessTokens;
  readonly mailer: Mailer;
  readonly clock: Clock;
  readonly log: FastifyBaseLogger;
  readonly users: UserStore;
  /** Delivers user-socket messages to a user's tabs or to everyone, across instances. */
  readonly live: LiveHub;
  /** Heartbeat and flood window of live sockets. */
  readonly liveSockets: LiveSocketTiming;
  /** Open live sockets per account and per address (caps and dropped-work counts). */
  readonly socketCaps: SocketCaps;
  /** Unique per process: used for job locks and battle ownership across instances. */
  readonly instanceId: string;
  /** Counters and timings for operators (/metrics on METRICS_PORT); does nothing when that is unset. */
  readonly metrics: Metrics;
  /** Graceful drain on SIGTERM: what to stop taking, what to wait for, which sockets to close (http/drain.ts). */
  readonly drain: Drain;
  /** Work to run when the server shuts down, newest first (sockets, timers, pools). */
  onShutdown(task: () => Promise<void> | void): void;
}
