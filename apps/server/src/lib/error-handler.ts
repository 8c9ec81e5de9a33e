import type { FastifyError, FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@fanclash/protocol';
import { AppError } from './errors.js';
import { RateLimitedError } from '../features/auth/rate-rules.js';

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

export function registerErrorHandling(app: FastifyInstance, options: { spa: boolean }): void {
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (options.spa && wantsPage) {
      reply.header('cache-control', 'no-cache');
      return reply.type('text/html').sendFile('index.html');
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
