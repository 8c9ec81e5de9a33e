import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Environment -> typed configuration, validated once at start. Every variable is optional;
 * a bad value stops the process with a message naming the variable.
 */
const port = z.coerce.number().int().min(0).max(65535);
const millis = z.coerce
  .number()
  .int()
  .min(0)
  .max(24 * 60 * 60 * 1000);

/** proxy-addr's named ranges, plus 'none' for a server that faces clients directly. */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];
const proxyEntry = (entry: string) => {
  if (entry === 'none' || PROXY_RANGES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
};
const trustedProxies = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .refine(
    (entries) => entries.every(proxyEntry),
    "must be 'none' or a comma-separated list of addresses, CIDR ranges, loopback, linklocal or uniquelocal",
  );

const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_ORIGIN: z.url().optional(),
  /**
   * Addresses whose X-Forwarded-For / -Proto are believed (the reverse proxy in front). Anyone
   * else's forwarded headers are ignored, so a client cannot pick its own address and walk past
   * the per-address limits. Loopback by default (a proxy on the same machine); 'none' trusts nobody.
   */
  TRUSTED_PROXIES: trustedProxies.default(['loopback']),
  /**
   * The profanity and slur filter (issue 34): comments, replies, debate texts and chat messages
   * with a listed word are masked (the word as asterisks), refused (422 text_inappropriate) or
   * let through; 'off' also lets such usernames through.
   */
  TEXT_FILTER: z.enum(['mask', 'refuse', 'off']).default('mask'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  /** Where Google publishes its signing keys; tests point it at a local key server. */
  GOOGLE_JWKS_URL: z.url({ protocol: /^https?$/ }).default('https://www.googleapis.com/oauth2/v3/certs'),
  NEWS_FEEDS: z.string().optional(),
  NEWS_API_KEYS: z.string().optional(),
  TRANSFERS_URL: z.url().optional(),
  /** Sent as x-apisports-key to an API-Football style TRANSFERS_URL. */
  TRANSFERS_API_KEY: z.string().min(1).optional(),
  /** How often the news feeds are read (default 15 minutes). */
  NEWS_REFRESH_MS: millis.min(1).default(15 * 60_000),
  /** How long one feed or transfer-provider request may take, body included. */
  FEED_TIMEOUT_MS: millis.min(1).default(10_000),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().default('FanClash <no-reply@fanclash.local>'),
  /** How people reach this site's operator: shown on the terms and privacy pages (GET /auth/config). */
  CONTACT_EMAIL: z.email('must be an e-mail address').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ACCESS_TOKEN_TTL_S: z.coerce.number().int().min(10).max(86_400).default(900),
  REFRESH_TOKEN_TTL_S: z.coerce
    .number()
    .int()
    .min(60)
    .default(30 * 86_400),
  BATTLE_COUNTDOWN_MS: millis.default(10_000),
  BATTLE_QUESTION_MS: millis.default(10_000),
  BATTLE_PAUSE_MS: millis.default(3_000),
  BATTLE_QUESTIONS: z.coerce.number().int().min(1).max(50).default(10),
  WAITING_ROOM_TIMEOUT_MS: millis.default(600_000),
  /** Grace after a question's deadline within which an answer still counts (network transit). */
  BATTLE_ANSWER_GRACE_MS: millis.default(300),
  /** How long a dropped player may stay away from a running battle before forfeiting. */
  BATTLE_RECONNECT_GRACE_MS: millis.default(30_000),
  /** Play now: after this long in the queue, a player pairs with any level of the same sport. */
  QUICK_MATCH_WIDEN_MS: millis.default(8_000),
  /** Play now: after this long in the queue, a player gets a recorded run (or the bot where none fits). */
  GHOST_AFTER_MS: millis.default(12_000),
  /** Friend challenges (issue 31): hours the friend has to play a challenge. */
  CHALLENGE_TTL_H: z.coerce.number().min(0.001).max(720).default(24),
  /** How often an instance looks for expired challenges (one instance at a time, under a lease). */
  CHALLENGE_SWEEP_MS: millis.min(10).default(60_000),
  /** A question reported by this many different players leaves the draw until cleared (issue 33). */
  QUESTION_REPORTS_HIDE: z.coerce.number().int().min(1).max(1_000).default(3),
  /** How old each instance's in-memory list of hidden questions may get (a clear from the CLI reaches it within this). */
  QUESTION_REPORTS_REFRESH_MS: millis.min(1).default(60_000),
  /** Web Push (issue 35): the VAPID key pair (base64url, as `npx web-push generate-vapid-keys` prints); both or neither. */
  PUSH_VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be an 87-character base64url P-256 public key')
    .optional(),
  PUSH_VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a 43-character base64url P-256 private key')
    .optional(),
  /** Who push services may contact about this sender: a mailto: or https: URL. */
  PUSH_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https: URL')
    .optional(),
  /** 1 lets subscriptions name loopback, private and link-local push endpoints (tests, a push gateway inside the network). */
  PUSH_ALLOW_PRIVATE_ENDPOINTS: z.enum(['0', '1']).default('0'),
  /** A PEM file of certificate authorities trusted for push endpoints besides the system's (tests, a self-hosted push service). */
  PUSH_CA_FILE: z.string().min(1).optional(),
  /** How often an instance looks for pushes held by quiet hours whose hours are over (one instance at a time, under a lease). */
  PUSH_HELD_SWEEP_MS: millis.min(10).default(60_000),
  /** Open live sockets one account may hold on one instance (tabs plus battle sockets). */
  LIVE_SOCKETS_PER_USER: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Open live sockets one address may hold on one instance (off with RATE_LIMITS=off). */
  LIVE_SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(100),
  /** The wait on each sign-in to an account that failed too often from other addresses. */
  SIGN_IN_SLOWDOWN_MS: z.coerce.number().int().min(0).max(60_000).default(3_000),
  /** Turns off per-IP limits (used only by the load benchmark, which signs up thousands from one address). */
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  /**
   * SIGTERM drains: /ready answers 503, no new connection or battle is taken, and the process
   * exits once the battles in play here have finished, or after this long at most.
   */
  DRAIN_TIMEOUT_MS: millis.default(90_000),
  /** Serves /metrics (Prometheus) on this port when set; never on PORT. Off by default. */
  METRICS_PORT: port.optional(),
  /** Where the metrics port listens: loopback by default, a private address for a Prometheus elsewhere. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
});

export type Config = ReturnType<typeof parseConfig>;

export function parseConfig(env: NodeJS.ProcessEnv | Record<string, string | undefined>) {
  // Empty strings mean "not set", as in most .env conventions.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new ConfigError(`Invalid configuration:\n${problems}`);
  }
  const c = result.data;
  if ((c.PUSH_VAPID_PUBLIC_KEY === undefined) !== (c.PUSH_VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError('Invalid configuration:\n  PUSH_VAPID_PUBLIC_KEY, PUSH_VAPID_PRIVATE_KEY: set both or neither');
  }
  if (c.METRICS_PORT !== undefined && c.METRICS_PORT !== 0 && c.METRICS_PORT === c.PORT) {
    throw new ConfigError('Invalid configuration:\n  METRICS_PORT: must differ from PORT (metrics are never served on the public port)');
  }
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir: c.DATA_DIR,
    databaseUrl: c.DATABASE_URL,
    redisUrl: c.REDIS_URL,
    jwtSecret: c.JWT_SECRET,
    publicOrigin: c.PUBLIC_ORIGIN,
    trustedProxies: c.TRUSTED_PROXIES.filter((entry) => entry !== 'none'),
    textFilter: c.TEXT_FILTER,
    googleClientId: c.GOOGLE_CLIENT_ID,
    googleJwksUrl: c.GOOGLE_JWKS_URL,
    newsFeeds: c.NEWS_FEEDS,
    newsApiKeys: c.NEWS_API_KEYS,
    transfersUrl: c.TRANSFERS_URL,
    transfersApiKey: c.TRANSFERS_API_KEY,
    newsRefreshMs: c.NEWS_REFRESH_MS,
    feedTimeoutMs: c.FEED_TIMEOUT_MS,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    contactEmail: c.CONTACT_EMAIL,
    logLevel: c.LOG_LEVEL,
    accessTokenTtlS: c.ACCESS_TOKEN_TTL_S,
    refreshTokenTtlS: c.REFRESH_TOKEN_TTL_S,
    rateLimits: c.RATE_LIMITS === 'on',
    signInSlowdownMs: c.SIGN_IN_SLOWDOWN_MS,
    liveSocketsPerUser: c.LIVE_SOCKETS_PER_USER,
    liveSocketsPerAddress: c.LIVE_SOCKETS_PER_ADDRESS,
    battle: {
      countdownMs: c.BATTLE_COUNTDOWN_MS,
      questionMs: c.BATTLE_QUESTION_MS,
      pauseMs: c.BATTLE_PAUSE_MS,
      questions: c.BATTLE_QUESTIONS,
      waitingRoomTimeoutMs: c.WAITING_ROOM_TIMEOUT_MS,
      answerGraceMs: c.BATTLE_ANSWER_GRACE_MS,
      reconnectGraceMs: c.BATTLE_RECONNECT_GRACE_MS,
    },
    drainTimeoutMs: c.DRAIN_TIMEOUT_MS,
    quickMatch: { widenMs: c.QUICK_MATCH_WIDEN_MS, ghostAfterMs: c.GHOST_AFTER_MS },
    challenges: { ttlMs: Math.round(c.CHALLENGE_TTL_H * 3_600_000), sweepMs: c.CHALLENGE_SWEEP_MS },
    questionReports: { hideAfter: c.QUESTION_REPORTS_HIDE, refreshMs: c.QUESTION_REPORTS_REFRESH_MS },
    /** Undefined port: metrics off (no registry, no listener, no-op hooks). */
    metrics: { port: c.METRICS_PORT, host: c.METRICS_HOST },
    push: {
      vapidPublicKey: c.PUSH_VAPID_PUBLIC_KEY,
      vapidPrivateKey: c.PUSH_VAPID_PRIVATE_KEY,
      subject: c.PUSH_SUBJECT,
      allowPrivateEndpoints: c.PUSH_ALLOW_PRIVATE_ENDPOINTS === '1',
      caFile: c.PUSH_CA_FILE,
      heldSweepMs: c.PUSH_HELD_SWEEP_MS,
    },
  };
}

export class ConfigError extends Error {}
