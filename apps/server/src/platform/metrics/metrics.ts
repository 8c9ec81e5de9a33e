import { performance } from 'node:perf_hooks';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * What the server tells its operators, in the Prometheus text format on METRICS_PORT
 * (platform/metrics/server.ts). Features call these few methods from their hot paths; when
 * metrics are off they get `noMetrics`, whose methods do nothing, so the cost there is one
 * empty call. Every label takes values from a short fixed set (route patterns, socket kinds,
 * channel prefixes, rule names), never from user input.
 */
export interface Metrics {
  readonly enabled: boolean;
  /** One HTTP response; `route` is the route's pattern (never the raw URL). */
  httpResponse(method: string, route: string, status: number, milliseconds: number): void;
  /** A live socket opened; the returned function is called once when it closes. */
  socketOpened(kind: SocketKind): () => void;
  /** A join_battle that started a battle, timed from `startedAt` (performance.now()). */
  battleJoined(startedAt: number): void;
  /** A submit_answer's acknowledgement (answer_submitted) reached the player, timed from `startedAt`. */
  answerAcknowledged(startedAt: number): void;
  /** One chat message stored and delivered. */
  chatMessage(): void;
  /** One database round trip (`op`: query, exec, begin, commit, rollback, procedure). */
  dbStatement(op: string, seconds: number): void;
  /** One bus publish; `channel` is the whole channel name (only its first segment is kept). */
  busPublish(channel: string): void;
  /** A request, message or socket refused by a rate limit; `rule` is the limit's name. */
  rateLimited(rule: string): void;
  /** Where the battle gauges read their values at each scrape. */
  watchBattles(source: BattleSource): void;
  /** Where the database queue gauge reads its value at each scrape. */
  watchDatabaseQueue(depth: () => number): void;
}

export type SocketKind = 'user' | 'battle' | 'chat';

export interface BattleSource {
  /** Battles this instance runs (countdown, questions, pauses). */
  inPlay(): number;
  /** Battles waiting for an opponent in the whole deployment (one cheap count). */
  waiting(): Promise<number>;
}

export interface MetricsRegistry extends Metrics {
  readonly registry: Registry;
}

const noop = () => undefined;

/** Metrics off (no METRICS_PORT): nothing is counted, nothing is allocated. */
export const noMetrics: Metrics = {
  enabled: false,
  httpResponse: noop,
  socketOpened: () => noop,
  battleJoined: noop,
  answerAcknowledged: noop,
  chatMessage: noop,
  dbStatement: noop,
  busPublish: noop,
  rateLimited: noop,
  watchBattles: noop,
  watchDatabaseQueue: noop,
};

/** Metrics only when a port is set: otherwise nothing is registered and every hook is a no-op. */
export function metricsFor(settings: { readonly port: number | undefined }): MetricsRegistry | undefined {
  return settings.port === undefined ? undefined : createMetrics();
}

/** Buckets in seconds: a live acknowledgement is a few milliseconds, a slow page a second or more. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const DB_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

/** One registry per app, so tests that build several apps in one process keep them apart. */
export function createMetrics(): MetricsRegistry {
  const registry = new Registry();
  // Event-loop delay, heap, GC, CPU, open handles: prom-client's defaults, under their usual names.
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  const registers = [registry];

  const httpRequests = new Counter({
    name: 'fanclash_http_requests_total',
    help: 'HTTP responses by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const httpDuration = new Histogram({
    name: 'fanclash_http_request_duration_seconds',
    help: 'Time from request to response, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const openSockets = new Gauge({
    name: 'fanclash_live_sockets_open',
    help: 'Live sockets open on this instance, by kind (user, battle, chat).',
    labelNames: ['kind'] as const,
    registers,
  });
  const socketsOpened = new Counter({
    name: 'fanclash_live_sockets_opened_total',
    help: 'Live sockets accepted since start, by kind.',
    labelNames: ['kind'] as const,
    registers,
  });
  for (const kind of ['user', 'battle', 'chat'] as const) {
    openSockets.set({ kind }, 0);
    socketsOpened.inc({ kind }, 0);
  }
  let battleSource: BattleSource | undefined;
  new Gauge({
    name: 'fanclash_battles_in_play',
    help: 'Battles this instance runs now (owner of the battle machine).',
    registers,
    collect() {
      this.set(battleSource?.inPlay() ?? 0);
    },
  });
  new Gauge({
    name: 'fanclash_battles_waiting',
    help: 'Battles waiting for an opponent, deployment-wide (every instance reports the same number).',
    registers,
    async collect() {
      this.set(battleSource ? await battleSource.waiting() : 0);
    },
  });
  const joinLatency = new Histogram({
    name: 'fanclash_battle_join_seconds',
    help: 'From join_battle received to battle_started sent to both players.',
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const ackLatency = new Histogram({
    name: 'fanclash_answer_ack_seconds',
    help: "From submit_answer received on the player's socket to its answer_submitted sent back (through the bus and the battle's owner).",
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const chatMessages = new Counter({ name: 'fanclash_chat_messages_total', help: 'Chat messages stored and delivered.', registers });
  const dbDuration = new Histogram({
    name: 'fanclash_db_statement_duration_seconds',
    help: 'Database round trips by operation (query, exec, begin, commit, rollback, procedure).',
    labelNames: ['op'] as const,
    buckets: DB_BUCKETS,
    registers,
  });
  let databaseQueue: (() => number) | undefined;
  new Gauge({
    name: 'fanclash_db_queue_depth',
    help: "Requests waiting on the database: the embedded database thread's unanswered requests, or PostgreSQL pool waiters.",
    registers,
    collect() {
      this.set(databaseQueue?.() ?? 0);
    },
  });
  const busPublishes = new Counter({
    name: 'fanclash_bus_publishes_total',
    help: 'Messages published on the bus, by channel prefix (battle, live, chat...).',
    labelNames: ['channel'] as const,
    registers,
  });
  const rateLimited = new Counter({
    name: 'fanclash_rate_limit_refusals_total',
    help: 'Requests, messages and sockets refused by a rate limit, by rule.',
    labelNames: ['rule'] as const,
    registers,
  });

  return {
    enabled: true,
    registry,
    httpResponse(method, route, status, milliseconds) {
      httpRequests.inc({ method, route, status });
      httpDuration.observe({ method, route }, milliseconds / 1000);
    },
    socketOpened(kind) {
      openSockets.inc({ kind });
      socketsOpened.inc({ kind });
      let open = true;
      return () => {
        if (!open) return;
        open = false;
        openSockets.dec({ kind });
      };
    },
    battleJoined: (startedAt) => joinLatency.observe((performance.now() - startedAt) / 1000),
    answerAcknowledged: (startedAt) => ackLatency.observe((performance.now() - startedAt) / 1000),
    chatMessage: () => chatMessages.inc(),
    dbStatement: (op, seconds) => dbDuration.observe({ op }, seconds),
    busPublish: (channel) => busPublishes.inc({ channel: channelPrefix(channel) }),
    rateLimited: (rule) => rateLimited.inc({ rule }),
    watchBattles(source) {
      battleSource = source;
    },
    watchDatabaseQueue(depth) {
      databaseQueue = depth;
    },
  };
}

/** `battle:{id}:in` -> battle, `live:user:{id}` -> live: ids never become label values. */
function channelPrefix(channel: string): string {
  const end = channel.indexOf(':');
  return end === -1 ? channel : channel.slice(0, end);
}

/** A limiter key's rule: its first segment (`chat:send:{user}` -> chat, `debates.post:{user}` -> debates.post). */
export function ruleOfKey(key: string): string {
  return channelPrefix(key);
}
