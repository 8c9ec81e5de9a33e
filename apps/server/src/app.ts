import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import { ERROR_CODES, LIMITS } from '@fanclash/protocol';
import type { Config } from './config.js';
import { systemClock, type Clock } from './lib/clock.js';
import { clientErrorHandler, frameworkErrors, registerErrorHandling, registerJsonParser } from './lib/error-handler.js';
import { QuietRequestLog, loggerOptions } from './lib/logger.js';
import { registerInputGuards } from './lib/validate.js';
import { loadJwtSecret } from './platform/auth/secrets.js';
import { AccessTokens } from './platform/auth/tokens.js';
import { createBus } from './platform/bus/create.js';
import { openDatabase } from './platform/db/client.js';
import { startEmbeddedMaintenance } from './platform/db/embedded-maintenance.js';
import { holdInstanceLock } from './platform/db/instance-lock.js';
import { Drain, type DrainOutcome } from './platform/http/drain.js';
import { registerSecurityHeaders } from './platform/http/security-headers.js';
import { createMailer, type Mailer } from './platform/mail/mailer.js';
import type { Platform } from './platform/platform.js';
import { countedBus, countedLimiter, registerHttpMetrics } from './platform/metrics/instrument.js';
import { metricsFor, noMetrics } from './platform/metrics/metrics.js';
import { startMetricsServer, type MetricsServer } from './platform/metrics/server.js';
import { createLimiter } from './platform/ratelimit/create.js';
import { registerInstanceHeader } from './platform/instance-header.js';
import { createPagePaths } from './platform/page-paths.js';
import { readSpaShell, registerSpa, type SpaShell } from './platform/spa.js';
import { createUserStore } from './features/users/store.js';
import { registerFeatures } from './features/index.js';
import { DEFAULT_LIVE_TIMING, type LiveSocketTiming } from './realtime/connection.js';
import { LiveHub } from './realtime/hub.js';
import { SocketCaps } from './realtime/socket-caps.js';

/** The server and the web build sit side by side: apps/server/{src|dist} and apps/web/dist. */
const here = path.dirname(fileURLToPath(import.meta.url));
export const MIGRATIONS_FOLDER = path.resolve(here, '../drizzle');
export const WEB_DIST = path.resolve(here, '../../web/dist');

export interface BuildOptions {
  /** 'memory' runs PGlite in memory (tests); default: config.dataDir. */
  readonly dataDir?: string | 'memory';
  /** PostgreSQL schema for this app's tables (tests isolate suites this way). */
  readonly dbSchema?: string;
  /** Where the built SPA is; null serves no SPA. */
  readonly webDist?: string | null;
  readonly clock?: Clock;
  readonly mailer?: Mailer;
  /** Live-socket heartbeat and flood window; tests shorten them to see a dead peer dropped. */
  readonly liveSockets?: Partial<LiveSocketTiming>;
  /**
   * Pino logger options or false (tests keep logs quiet; a stream lets a test read the lines).
   * Default: LOG_LEVEL, readable lines when standard output is a terminal, JSON otherwise.
   */
  readonly logger?: false | { level: string; stream?: { write(line: string): void } };
}

/** One route as registered (HEAD routes Fastify adds for GET are left out). */
export interface RouteEntry {
  readonly method: string;
  readonly url: string;
  readonly websocket: boolean;
}

export interface App {
  readonly app: FastifyInstance;
  /** Every route the app registered: the security suite checks each one has declared access. */
  readonly routes: readonly RouteEntry[];
  readonly platform: Platform;
  /** The port /metrics is served on (METRICS_PORT, a free one when 0); undefined when metrics are off. */
  readonly metricsPort: number | undefined;
  /**
   * Graceful drain (SIGTERM): /ready answers 503, the listening socket closes (connections open
   * now stay), no new battle is taken, idle live sockets close with 4012, and it resolves once the
   * battles in play here have finished or `timeoutMs` (DRAIN_TIMEOUT_MS) has passed. Then close().
   */
  drain(timeoutMs?: number): Promise<DrainOutcome>;
  /** Stops accepting, finishes in-flight work, closes sockets, the bus and the database. */
  close(): Promise<void>;
}

/** Builds the whole server without listening, so tests can inject or listen on port 0. */
export async function buildApp(givenConfig: Config, options: BuildOptions = {}): Promise<App> {
  // Features read the data folder from the config: it must name the one actually in use.
  const config: Config = options.dataDir ? { ...givenConfig, dataDir: options.dataDir } : givenConfig;
  const app = Fastify({
    // Tokens in socket addresses and errors are redacted whatever the output (lib/logger.ts).
    logger:
      options.logger === false ? false : loggerOptions(options.logger ?? { level: config.logLevel, tty: process.stdout.isTTY === true }),
    logController: new QuietRequestLog(),
    bodyLimit: 64 * 1024,
    // Forwarded headers count only from the configured proxies (TRUSTED_PROXIES), never from a client.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    forceCloseConnections: false,
    return503OnClosing: true,
    genReqId: () => randomUUID(),
    // 431, malformed URLs and unparsable requests answer `{ detail, code }` like every other error.
    frameworkErrors,
    clientErrorHandler,
  });
  const routes: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, websocket: Boolean(route.websocket) });
    }
  });
  const dataDir = options.dataDir ?? config.dataDir;
  const metricsRegistry = metricsFor(config.metrics);
  const metrics = metricsRegistry ?? noMetrics;
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir,
    migrationsFolder: MIGRATIONS_FOLDER,
    schema: options.dbSchema,
    ...(metrics.enabled ? { onStatement: metrics.dbStatement } : {}),
  });
  metrics.watchDatabaseQueue(database.queueDepth);
  const onError = (error: Error) => app.log.error({ err: error }, 'backend connection error');
  // A schema of its own is a deployment of its own: its channels and counters are kept apart too.
  const bus = countedBus(await createBus(config.redisUrl, onError, options.dbSchema), metrics);
  const limiter = countedLimiter(await createLimiter(config.redisUrl, onError, options.dbSchema), metrics);
  const shutdownTasks: Array<() => Promise<void> | void> = [];
  const drain = new Drain();
  const instanceId = randomUUID();
  // Other instances tell this one is alive by this lock (battle restart repair); one process on PGlite.
  const releaseInstanceLock = config.databaseUrl ? await holdInstanceLock(config.databaseUrl, instanceId, app.log) : async () => undefined;

  const platform: Platform = {
    config,
    db: database.db,
    dbKind: database.kind,
    procedure: database.procedure,
    bus,
    limiter,
    tokens: new AccessTokens(await loadJwtSecret(config.jwtSecret, dataDir), config.accessTokenTtlS),
    mailer: options.mailer ?? createMailer(config.smtpUrl, config.mailFrom, app.log),
    clock: options.clock ?? systemClock,
    log: app.log,
    users: createUserStore(database.db, { onUserChanged: database.onUserChanged, listener: database.listener, log: app.log }),
    live: new LiveHub(bus, app.log),
    liveSockets: { ...DEFAULT_LIVE_TIMING, ...options.liveSockets },
    socketCaps: new SocketCaps({ perUser: config.liveSocketsPerUser, perAddress: config.rateLimits ? config.liveSocketsPerAddress : 0 }),
    instanceId,
    metrics,
    drain,
    onShutdown: (task) => shutdownTasks.unshift(task),
  };

  if (database.kind === 'pglite') platform.onShutdown(startEmbeddedMaintenance(database.db, app.log));
  platform.onShutdown(() => platform.users.close());
  registerInstanceHeader(app, platform.instanceId);
  registerHttpMetrics(app, metrics);
  const webDist = options.webDist === undefined ? WEB_DIST : options.webDist;
  const spa = webDist && existsSync(path.join(webDist, 'index.html')) ? readSpaShell(webDist) : undefined;
  registerSecurityHeaders(app, {
    contentSecurityPolicy: { directives: cspDirectives(config, spa) },
    crossOriginEmbedderPolicy: false,
    // The same rule as frame-ancestors 'none', for browsers that only read the older header.
    xFrameOptions: { action: 'deny' },
    // HSTS means something only over TLS (and plain-http localhost must not be pinned): see below.
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: LIMITS.avatarMaxBytes, files: 1, fields: 5 } });
  await app.register(websocket, {
    options: { maxPayload: LIMITS.liveFrameMaxBytes },
    // An oversized or broken frame is the client's fault: one warning line, no stack, and the
    // socket goes (ws has already sent 1009 for a frame over maxPayload).
    errorHandler: (error, socket, request) => {
      request.log.warn({ code: (error as NodeJS.ErrnoException).code, reason: error.message }, 'live socket closed on a bad frame');
      socket.terminate();
    },
  });
  if (spa && webDist) await registerSpa(app, webDist);
  const apiRoots = routeRoots(routes);
  registerErrorHandling(app, {
    spa: spa && {
      shell: spa,
      pages: spa.pagePatterns && createPagePaths(spa.pagePatterns, apiRoots),
      playerExists: (username) => platform.users.usernameTaken(username),
    },
  });
  registerJsonParser(app);
  registerInputGuards(app);

  app.get('/health', async () => ({ status: 'ok', db: platform.dbKind, bus: platform.bus.kind }));
  // Alive (/health) is not ready: a draining instance is alive until its battles end, but takes no new work.
  app.get('/ready', async (_request, reply) => {
    if (drain.draining) return reply.code(503).send({ status: 'draining', db: platform.dbKind, bus: platform.bus.kind });
    return { status: 'ready', db: platform.dbKind, bus: platform.bus.kind };
  });
  registerDrainingRefusals(app, drain);
  await registerFeatures(app, platform);
  const metricsServer: MetricsServer | undefined =
    metricsRegistry && config.metrics.port !== undefined
      ? await startMetricsServer(metricsRegistry.registry, config.metrics.host, config.metrics.port)
      : undefined;

  const beginDrain = async (timeoutMs = config.drainTimeoutMs): Promise<DrainOutcome> => {
    if (!drain.draining) {
      // No new connection: the proxy's next attempt meets a refusal and goes to another instance
      // (nginx: proxy_next_upstream error). Connections open now stay; idle keep-alive ones close.
      if (app.server.listening) app.server.close();
      app.server.closeIdleConnections();
      app.log.info({ timeoutMs }, 'draining: no new connections or battles; waiting for the battles in play');
    }
    // Sockets still in a battle when the time is up stay open: close() calls their battles off and they hear it.
    const outcome = await drain.begin(timeoutMs, (err) => app.log.error({ err }, 'drain task failed'));
    if (outcome.finished) app.log.info({ waitedMs: outcome.waitedMs }, 'drained: every battle in play here has finished');
    else app.log.warn({ waitedMs: outcome.waitedMs, left: outcome.left }, 'drain timed out; what is left ends with the shutdown');
    return outcome;
  };

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      for (const task of shutdownTasks)
        await Promise.resolve(task()).catch((err: unknown) => app.log.error({ err }, 'shutdown task failed'));
      await app.close();
      await Promise.allSettled([bus.close(), metricsServer?.close(), limiter.close(), releaseInstanceLock()]);
      await database.close();
    })();
    return closing;
  };
  return { app, routes, platform, metricsPort: metricsServer?.port, drain: beginDrain, close };
}

/**
 * While draining, a WebSocket upgrade that still reaches this instance (over a connection the
 * proxy kept open) is refused with 503 before it is upgraded, so nginx retries it on another
 * instance (proxy_next_upstream http_503; a GET may be retried). Every other answer carries
 * `Connection: close`, so the proxy's kept-alive connections to this instance wind down.
 */
function registerDrainingRefusals(app: FastifyInstance, drain: Drain): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!drain.draining) return;
    reply.header('connection', 'close');
    if (request.headers.upgrade?.toLowerCase() === 'websocket') {
      await reply.code(503).send({ detail: 'This instance is restarting; connect again', code: ERROR_CODES.internal });
    }
  });
}

/**
 * The first segments of the server's own routes ('auth', 'db', 'assets'...), worked out once on
 * first use: by then every route is registered.
 */
function routeRoots(routes: readonly RouteEntry[]): () => ReadonlySet<string> {
  let roots: ReadonlySet<string> | undefined;
  return () => {
    roots ??= new Set(
      routes.map((route) => route.url.split('/')[1]?.toLowerCase() ?? '').filter((root) => root !== '' && !root.startsWith(':')),
    );
    return roots;
  };
}

function cspDirectives(config: Config, spa: SpaShell | undefined): Record<string, string[] | null> {
  const google = config.googleClientId ? ['https://accounts.google.com'] : [];
  return {
    defaultSrc: ["'self'"],
    // No inline script runs but the web app's own pre-paint script, allowed by its hash.
    scriptSrc: ["'self'", ...(spa?.scriptHashes ?? []), ...google],
    // Radix positions popovers with inline styles.
    styleSrc: ["'self'", "'unsafe-inline'", ...google],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    // 'self' covers ws(s):// of the page's own host in CSP 3 browsers; the public origin's
    // socket address is named too for the proxy case. No other host may be reached.
    connectSrc: ["'self'", ...publicSocketOrigin(config.publicOrigin), ...google],
    fontSrc: ["'self'", 'data:'],
    frameSrc: google.length ? google : ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // Served over plain http on localhost in the embedded mode; TLS is the proxy's job.
    upgradeInsecureRequests: null,
  };
}

/** wss://host for https://host (ws:// for http://), so the socket of the public origin is allowed by name. */
function publicSocketOrigin(publicOrigin: string | undefined): string[] {
  if (!publicOrigin) return [];
  const url = new URL(publicOrigin);
  return [`${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`];
}
