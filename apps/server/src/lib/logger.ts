import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';
import pretty from 'pino-pretty';

/** Where log lines go: a test's collector, or (default) standard output. */
export interface LogStream {
  write(line: string): void;
}

/**
 * Query parameters that carry a credential. The live sockets take the JWT as `?token=`
 * (browsers cannot set headers on a WebSocket), so every socket address holds one.
 */
const CREDENTIAL_PARAM = /token|password|passwd|secret|ticket|api[-_]?key|^key$|^code$|^sig(nature)?$|credential|session/i;
const REDACTED = '[redacted]';
/** A JWT (header.payload.signature, each base64url; the header always starts `eyJ`). */
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/g;
/** `name=value` of a credential parameter inside free text (an error message quoting a URL). */
const CREDENTIAL_PAIR = /\b([\w-]*(?:token|password|passwd|secret|ticket|api[-_]?key)[\w-]*)=([^&\s"'#]+)/gi;
/** `scheme://user:password@host`: a database or Redis address inside a connection error. */
const URL_USERINFO = /(\b[a-z][\w+.-]*:\/\/)[^\s/@:]+:[^\s/@]+@/gi;

/** The URL with the value of every credential parameter replaced; the rest is left byte for byte. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const hashAt = url.indexOf('#', queryAt);
  const query = url.slice(queryAt + 1, hashAt < 0 ? undefined : hashAt);
  const redacted = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      return CREDENTIAL_PARAM.test(decodedName(pair.slice(0, eq))) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, queryAt + 1)}${redacted}${hashAt < 0 ? '' : url.slice(hashAt)}`;
}

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/** Free text (an error message, a stack, a reason) without JWTs, credential parameters or URL passwords. */
export function redactText(text: string): string {
  return text.replace(JWT, REDACTED).replace(CREDENTIAL_PAIR, `$1=${REDACTED}`).replace(URL_USERINFO, `$1${REDACTED}@`);
}

/** Every string inside a serialised error, redacted (message, stack, a `url` field, causes). */
function redactStrings(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redactStrings(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactStrings(item, depth + 1)]));
}

interface RequestLike {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * Serialisers by log field name. Fastify's `req` (the address, with the socket's token), errors
 * (which may quote an address or a connection string) and the free-text fields the code logs.
 */
export const LOG_SERIALIZERS = {
  req: (req: RequestLike) => ({
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }),
  err: (err: Error) => redactStrings(pino.stdSerializers.err(err)) as ReturnType<typeof pino.stdSerializers.err>,
  url: (url: unknown) => (typeof url === 'string' ? redactUrl(url) : url),
  feed: (url: unknown) => (typeof url === 'string' ? redactUrl(url) : url),
  reason: (reason: unknown) => (typeof reason === 'string' ? redactText(reason) : reason),
};

/**
 * Each request's "incoming request" / "request completed" pair at debug instead of info: at
 * the default level a busy server printed two lines per call and socket. Failures still log.
 */
export class QuietRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) return super.requestCompleted(error, request, reply);
    if (this.isLogDisabled(request)) return;
    reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/** Short coloured lines for a person at a terminal; `destination` is for tests (default stdout). */
export function prettyStream(destination?: LogStream): LogStream {
  return pretty({
    colorize: destination === undefined,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId',
    singleLine: true,
    // Written at once: the process exits right after its last lines on shutdown.
    ...(destination ? { destination: destination as NodeJS.WritableStream } : { sync: true }),
  });
}

export interface LoggerChoice {
  readonly level: string;
  /** A stream a test reads; when given, lines go there as JSON. */
  readonly stream?: LogStream;
  /** Standard output is a terminal: readable lines instead of JSON (`process.stdout.isTTY`). */
  readonly tty?: boolean;
}

/**
 * The pino options of the server: JSON lines (for log collectors, and for tests and scripts
 * reading the output) unless standard output is a terminal, where pino-pretty makes them
 * readable. The pretty stream is passed directly, not as a pino transport: transports load in
 * a worker thread by module name, which the bundled dist/main.js cannot resolve reliably.
 */
export function loggerOptions(choice: LoggerChoice): { level: string; serializers: typeof LOG_SERIALIZERS; stream?: LogStream } {
  const stream = choice.stream ?? (choice.tty ? prettyStream() : undefined);
  return { level: choice.level, serializers: LOG_SERIALIZERS, ...(stream ? { stream } : {}) };
}
