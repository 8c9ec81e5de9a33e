import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@fanclash/protocol';
import { AppError } from './errors.js';
import { RateLimitedError } from '../features/auth/rate-rules.js';
import type { PagePaths } from '../platform/page-paths.js';
import { spaPageFile, urlPath, type SpaShell } from '../platform/spa.js';

/** Every error leaves as `{ detail, code, fields? }` with the spec's status; internals never leak. */
/**
 * JSON bodies, where an empty body means `{}`: the spec's client posts some calls with a JSON
 * content type and nothing in the body (reset-user-stats, repair-user-battles).
 */
export function registerJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError(400, ERROR_CODES.validation, 'The request body is not valid JSON'), undefined);
    }
  });
}

export interface SpaServing {
  readonly shell: SpaShell;
  /** The web app's page addresses; undefined for a build that lists none (every address is then a page). */
  readonly pages: PagePaths | undefined;
  /** Whether a player has this name (`/{username}` is their page; public, like their profile). */
  readonly playerExists: (username: string) => Promise<boolean>;
}

/** Longer than any username the server accepts to look up (usernameCheckQuerySchema). */
const MAX_PLAYER_PATH = 64;

/**
 * The status the web app's HTML is sent with for an address no route serves, or undefined for
 * a JSON 404. A page address answers 200 to any client (`curl /` gets the app); an address that
 * is no page answers 404 with the app, which shows its 404 page, to a browser, and JSON under the
 * server's own routes or to a client that does not take HTML.
 */
async function spaStatus(spa: SpaServing, request: FastifyRequest): Promise<200 | 404 | undefined> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const accept = request.headers.accept;
  const takesHtml = accept === undefined || accept.includes('text/html') || accept.includes('*/*');
  // A build without the page list: browsers get the app for every address, as before.
  if (!spa.pages) return accept?.includes('text/html') ? 200 : undefined;
  const { kind, segments } = spa.pages.match(urlPath(request.url));
  if (kind === 'page') return 200;
  const name = segments[0] ?? '';
  if (kind === 'player' && name.length <= MAX_PLAYER_PATH && (await spa.playerExists(name))) return 200;
  return kind !== 'api' && takesHtml ? 404 : undefined;
}

export function registerErrorHandling(app: FastifyInstance, options: { spa: SpaServing | undefined }): void {
  const { spa } = options;
  app.setNotFoundHandler(async (request, reply) => {
    const status = spa ? await spaStatus(spa, request) : undefined;
    if (spa && status) {
      reply.code(status).header('cache-control', 'no-cache');
      return reply.type('text/html').sendFile(spaPageFile(spa.shell, request.url));
    }
    return reply.code(404).send({ detail: 'Not found', code: ERROR_CODES.notFound });
  });

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof RateLimitedError) reply.header('retry-after', Math.ceil(error.retryAfterMs / 1000));
      return reply.code(error.status).send({ detail: error.detail, code: error.code, ...(error.fields ? { fields: error.fields } : {}) });
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.code(413).send({ detail: 'The request is too large', code: ERROR_CODES.payloadTooLarge });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (malformed JSON, wrong content type): the message is safe to show.
      return reply.code(status).send({
        detail: error.message,
        code: status === 415 || status === 400 ? ERROR_CODES.validation : String(error.code ?? ERROR_CODES.validation),
      });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ detail: 'Server error occurred', code: ERROR_CODES.internal });
  });
}

/**
 * Fastify's own answers before routing (an address that does not decode, `/%`; an over-long
 * parameter) in the `{ detail, code }` shape of every other error. Passed as `frameworkErrors`.
 */
export function frameworkErrors(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(400).send({ detail: 'The address of the request is not valid', code: ERROR_CODES.badRequest });
}

/**
 * Node's answers to requests it cannot parse (431 headers too large, 408 timeout, 400 garbage)
 * in the same shape. Passed as `clientErrorHandler`; mirrors Fastify's default otherwise.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, detail] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The request headers are too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long']
        : [400, 'The request is not valid HTTP'];
  const body = JSON.stringify({ detail, code: ERROR_CODES.badRequest });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
