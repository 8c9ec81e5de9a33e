import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES, languageSchema, type Language } from '@fanclash/protocol';
import { z } from 'zod';
import { AppError } from '../../lib/errors.js';
import { parseInput } from '../../lib/validate.js';
import type { Platform } from '../../platform/platform.js';
import { rateLimited } from '../auth/rate-rules.js';
import { CARD_HEIGHT, CARD_WIDTH, cardSvg } from './card.js';
import { createCardCache } from './card-cache.js';
import { createCardRenderer } from './card-renderer.js';
import { createShareStore, type SharedResult } from './store.js';
import { resultPage } from './page.js';

const idSchema = z.object({ id: z.uuid() });
/** `?lang=`: the sharer's interface language, carried by the shared link. */
const querySchema = z.object({ lang: languageSchema.optional() });

/** A result card changes never (a finished battle is final); a day keeps previews fresh enough after a rename. */
const CARD_CACHE = 'public, max-age=86400';
/** Drawn cards kept in memory: ~500 cards; an hour, as a rename should show within the day anyway. */
const CARD_MEMORY = { maxBytes: 32 * 1024 * 1024, ttlMs: 60 * 60_000 };
/**
 * Drawing a card costs 100-300 ms of the card thread: one address may have this many drawn a
 * window (cards already drawn cost nothing and are not counted). Off with RATE_LIMITS=off.
 */
const CARD_RENDERS_PER_ADDRESS = 20;
const CARD_RENDER_WINDOW_MS = 60_000;
/** Cards waiting for the card thread beyond which new drawings are refused, whoever asks. */
const MAX_WAITING_RENDERS = 32;
const BUSY_RETRY_MS = 5_000;

/** The start-up warning for a production server without PUBLIC_ORIGIN (undefined when none is due). */
export function publicOriginWarning(publicOrigin: string | undefined, nodeEnv: string | undefined): string | undefined {
  if (publicOrigin || nodeEnv !== 'production') return undefined;
  return 'PUBLIC_ORIGIN is not set: shared result pages name no absolute address (no canonical or og:url, a relative og:image), so some link previews show no card';
}

/**
 * GET /results/{battleId}: a finished battle's public result page with Open Graph tags, so a
 * pasted link previews as the card; GET /results/{battleId}/card.png: the card image. Battle
 * ids are random UUIDs, so only people given the link find a result. Both take `?lang=en|ru`
 * (the sharer's language); without it, the reader's Accept-Language decides.
 */
export async function shareRoutes(app: FastifyInstance, platform: Platform): Promise<void> {
  const store = createShareStore(platform.db);
  const renderer = createCardRenderer();
  const cards = createCardCache(CARD_MEMORY);
  platform.onShutdown(() => renderer.close());
  const warning = publicOriginWarning(platform.config.publicOrigin, process.env.NODE_ENV);
  if (warning) platform.log.warn(warning);
  const origin = platform.config.publicOrigin?.replace(/\/$/, '');

  const battleId = (request: FastifyRequest): string => {
    const parsed = idSchema.safeParse(request.params);
    if (!parsed.success) throw new AppError(404, ERROR_CODES.battleNotFound, 'Battle not found');
    return parsed.data.id;
  };

  const load = async (id: string): Promise<SharedResult> => {
    const result = await store.finished(id);
    if (!result) throw new AppError(404, ERROR_CODES.battleNotFound, 'Battle not found');
    return result;
  };

  /** The link's language, else the reader's browser's; `fromLink` false means the answer varies by Accept-Language. */
  const languageOf = (request: FastifyRequest): { language: Language; fromLink: boolean } => {
    const { lang } = parseInput(querySchema, request.query);
    if (lang) return { language: lang, fromLink: true };
    return { language: /^ru\b/i.test(request.headers['accept-language'] ?? '') ? 'ru' : 'en', fromLink: false };
  };

  /** Draws a card not in memory: counted against the asking address, refused when the card thread is swamped. */
  const draw = async (request: FastifyRequest, id: string, language: Language, key: string): Promise<Buffer> => {
    const result = await load(id);
    const running = cards.inFlight(key);
    if (running) return running;
    if (platform.config.rateLimits) {
      const quota = await platform.limiter.hit(`cardRender:${request.ip}`, CARD_RENDERS_PER_ADDRESS, CARD_RENDER_WINDOW_MS);
      if (!quota.allowed) throw rateLimited('Too many result cards asked for. Please try again later.', quota.retryAfterMs);
    }
    if (renderer.pending >= MAX_WAITING_RENDERS) {
      throw rateLimited('Result cards are being drawn for many people right now. Please try again shortly.', BUSY_RETRY_MS);
    }
    return cards.fill(key, () => renderer.render(cardSvg(result, language), CARD_WIDTH));
  };

  app.get('/results/:id', async (request, reply) => {
    const { language, fromLink } = languageOf(request);
    const result = await load(battleId(request));
    if (!fromLink) reply.header('vary', 'accept-language');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(resultPage(result, { origin, language, width: CARD_WIDTH, height: CARD_HEIGHT }));
  });

  app.get('/results/:id/card.png', async (request, reply) => {
    const { language, fromLink } = languageOf(request);
    const id = battleId(request);
    const key = `${id}:${language}`;
    // A card in memory is sent as it is: no database read, no drawing, not counted.
    const png = cards.get(key) ?? (await (cards.inFlight(key) ?? draw(request, id, language, key)));
    if (!fromLink) reply.header('vary', 'accept-language');
    return reply.type('image/png').header('cache-control', CARD_CACHE).send(png);
  });
}
