import type { FastifyInstance } from 'fastify';
import {
  ERROR_CODES,
  NEWS_MESSAGES,
  TRANSFER_FEE_UNDISCLOSED,
  forumSportToArticleSport,
  transfersQuerySchema,
  type Transfer,
  type TransfersHealthResponse,
  type TransfersRefreshResponse,
  type TransfersResponse,
  type TransfersStatusResponse,
} from '@fanclash/protocol';
import { AppError } from '../../lib/errors.js';
import { httpUrl } from '../../lib/http-url.js';
import { parseInput } from '../../lib/validate.js';
import { requireUser } from '../../platform/auth/guard.js';
import type { Platform } from '../../platform/platform.js';
import type { TransferService } from './service.js';
import type { TransferRecord, TransferStore } from './store.js';

/** Spec section 9: loans are 'confirmed', every other move 'completed'; a missing fee reads 'Undisclosed'. */
export function toTransfer(record: TransferRecord): Transfer {
  return {
    player_id: record.playerId,
    player_name: record.playerName,
    from_team: record.fromTeam,
    to_team: record.toTeam,
    fee: record.fee ?? (record.transferType === 'free' ? 'Free' : TRANSFER_FEE_UNDISCLOSED),
    fee_value: record.feeValue,
    currency: record.currency,
    transfer_date: record.transferDate,
    transfer_type: record.transferType,
    status: record.transferType === 'loan' ? 'confirmed' : 'completed',
    // Rows stored before links were checked may hold another scheme: never serve it.
    source_url: httpUrl(record.sourceUrl),
    sport: 'football',
  };
}

const unavailable = () => new AppError(503, ERROR_CODES.transfersUnavailable, NEWS_MESSAGES.transfersUnavailable);

/** Base /api, every call with a token (spec section 7). */
export async function transferRoutes(
  app: FastifyInstance,
  platform: Platform,
  store: TransferStore,
  service: TransferService,
): Promise<void> {
  app.get('/api/transfers', async (request): Promise<TransfersResponse> => {
    await requireUser(platform, request);
    const query = parseInput(transfersQuerySchema, request.query);
    try {
      const status = await service.status();
      // Transfers are football only: another sport in the forum's filter lists none.
      const sport = forumSportToArticleSport(query.sport);
      const football = sport === undefined || sport === 'football';
      const rows = football ? await store.page(status.source, query.limit, query.offset) : [];
      return {
        data: rows.map(toTransfer),
        total: football ? status.count : 0,
        source: status.source,
        archive: status.source === 'archive',
        last_refresh: status.lastRefresh?.toISOString() ?? null,
      };
    } catch (err) {
      platform.log.error({ err }, 'transfers list failed');
      throw unavailable();
    }
  });

  app.get('/api/transfers/status', async (request): Promise<TransfersStatusResponse> => {
    await requireUser(platform, request);
    const status = await service.status();
    return {
      last_refresh: status.lastRefresh?.toISOString() ?? null,
      source: status.source,
      count: status.count,
      state: status.state,
      last_error: status.lastError,
      provider_configured: status.providerConfigured,
    };
  });

  app.post('/api/transfers/refresh', async (request): Promise<TransfersRefreshResponse> => {
    await requireUser(platform, request);
    const result = await service.refresh();
    return { success: true, count: result.count, source: result.source, last_refresh: result.lastRefresh.toISOString() };
  });

  app.get('/api/transfers/health', async (request): Promise<TransfersHealthResponse> => {
    await requireUser(platform, request);
    const status = await service.status();
    return {
      status: status.state === 'failed' ? 'degraded' : 'ok',
      provider_configured: status.providerConfigured,
      source: status.source,
      count: status.count,
      last_refresh: status.lastRefresh?.toISOString() ?? null,
    };
  });
}
