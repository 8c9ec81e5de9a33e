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

const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_ORIGIN: z.url().optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  /** Where Google publishes its signing keys; tests point it at a local key server. */
  GOOGLE_JWKS_URL: z.url({ protocol: /^https?$/ }).default('https://www.googleapis.com/oauth2/v3/certs'),
  NEWS_FEEDS: z.string().optional(),
  NEWS_API_KEYS: z.string().optional(),
  TRANSFERS_URL: z.url().optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().default('FanClash <no-reply@fanclash.local>'),
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
  /** Turns off per-IP limits (used only by the load benchmark, which signs up thousands from one address). */
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
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
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir: c.DATA_DIR,
    databaseUrl: c.DATABASE_URL,
    redisUrl: c.REDIS_URL,
    jwtSecret: c.JWT_SECRET,
    publicOrigin: c.PUBLIC_ORIGIN,
    googleClientId: c.GOOGLE_CLIENT_ID,
    googleJwksUrl: c.GOOGLE_JWKS_URL,
    newsFeeds: c.NEWS_FEEDS,
    newsApiKeys: c.NEWS_API_KEYS,
    transfersUrl: c.TRANSFERS_URL,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    logLevel: c.LOG_LEVEL,
    accessTokenTtlS: c.ACCESS_TOKEN_TTL_S,
    refreshTokenTtlS: c.REFRESH_TOKEN_TTL_S,
    rateLimits: c.RATE_LIMITS === 'on',
    battle: {
      countdownMs: c.BATTLE_COUNTDOWN_MS,
      questionMs: c.BATTLE_QUESTION_MS,
      pauseMs: c.BATTLE_PAUSE_MS,
      questions: c.BATTLE_QUESTIONS,
      waitingRoomTimeoutMs: c.WAITING_ROOM_TIMEOUT_MS,
      answerGraceMs: c.BATTLE_ANSWER_GRACE_MS,
      reconnectGraceMs: c.BATTLE_RECONNECT_GRACE_MS,
    },
  };
}

export class ConfigError extends Error {}
