import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@fanclash/protocol';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import type { Platform } from '../../platform/platform.js';
import { CARD_HEIGHT, CARD_WIDTH, renderCard } from './card.js';
import { createShareStore, type SharedResult } from './store.js';
import { resultPage } from './page.js';

const idSchema = z.object({ id: z.uuid() });

/** A result card changes never (a finished battle is final); a day keeps previews fresh enough after a rename. */
const CARD_CACHE = 'public, max-age=86400';

/**
 * GET /results/{battleId}: a finished battle's public result page with Open Graph tags, so a
 * pasted link previews as the card; GET /results/{battleId}/card.png: the card image. Battle
 * ids are random UUIDs, so only people given the link find a result.
 */
export async function shareRoutes(app: FastifyInstance, platform: Platform): Promise<void> {
  const store = createShareStore(platform.db);

  const load = async (request: FastifyRequest): Promise<SharedResult> => {
    const parsed = idSchema.safeParse(request.params);
    const result = parsed.success ? await store.finished(parsed.data.id) : undefined;
    if (!result) throw new AppError(404, ERROR_CODES.battleNotFound, 'Battle not found');
    return result;
  };

  /** The address others reach this server at (PUBLIC_ORIGIN, else what the request was sent to). */
  const origin = (request: FastifyRequest) => (platform.config.publicOrigin ?? `${request.protocol}://${request.host}`).replace(/\/$/, '');

  app.get('/results/:id', async (request, reply) => {
    const result = await load(request);
    const russian = /^ru\b/i.test(request.headers['accept-language'] ?? '');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(resultPage(result, { origin: origin(request), language: russian ? 'ru' : 'en', width: CARD_WIDTH, height: CARD_HEIGHT }));
  });

  app.get('/results/:id/card.png', async (request, reply) => {
    const result = await load(request);
    return reply
      .type('image/png')
      .header('cache-control', CARD_CACHE)
      .send(await renderCard(result));
  });
}
