import { ERROR_CODES, NEWS_MESSAGES, type TransferSource } from '@fanclash/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { FetchError, politeFetch } from '../news/http-fetch.js';
import type { NewsStore } from '../news/store.js';
import { adaptProviderBody } from './adapters.js';
import type { TransferStore } from './store.js';

export const TRANSFERS_JOB = 'transfers.refresh';
const STATE_KEY = 'transfers';

export interface TransferServiceOptions {
  readonly store: TransferStore;
  /** Lease and fetch-state queries shared with the news feature. */
  readonly jobs: NewsStore;
  readonly providerUrl: string | undefined;
  readonly apiKey: string | undefined;
  readonly clock: Clock;
  readonly log: FastifyBaseLogger;
  readonly owner: string;
  readonly timeoutMs: number;
}

export interface TransferStatus {
  readonly source: TransferSource;
  readonly count: number;
  readonly lastRefresh: Date | null;
  readonly state: 'idle' | 'refreshing' | 'failed';
  readonly lastError: string | null;
  readonly providerConfigured: boolean;
}

export const refreshInProgress = () => new AppError(429, ERROR_CODES.transfersRefreshInProgress, NEWS_MESSAGES.refreshInProgress);
export const refreshFailed = () => new AppError(503, ERROR_CODES.transfersRefreshFailed, NEWS_MESSAGES.refreshFailed);

/**
 * Transfers from TRANSFERS_URL, or the built-in archive. A refresh holds the
 * 'transfers.refresh' lease, so one runs at a time across all instances; a second one asked
 * for meanwhile is refused with 429, and a provider failure is a 503 that leaves the last
 * good list in place.
 */
export function createTransferService(options: TransferServiceOptions) {
  const { store, jobs, clock, log } = options;

  async function source(): Promise<TransferSource> {
    return (await store.count('provider')) > 0 ? 'provider' : 'archive';
  }

  async function fetchProvider(url: string): Promise<number> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.apiKey) headers['x-apisports-key'] = options.apiKey;
    const result = await politeFetch(url, { timeoutMs: options.timeoutMs, headers });
    if (result.kind !== 'ok') throw new FetchError('unexpected 304 without validators');
    let body: unknown;
    try {
      body = JSON.parse(result.body);
    } catch {
      throw new FetchError('the provider did not answer JSON');
    }
    const { format, records } = adaptProviderBody(body);
    if (records.length === 0) throw new FetchError(`the provider answered no usable transfers (${format} format)`);
    const stored = await store.replaceProvider(records);
    log.info({ format, stored }, 'transfers refreshed');
    return stored;
  }

  return {
    source,

    async status(): Promise<TransferStatus> {
      const now = new Date(clock.now());
      const [state, src, refreshing] = await Promise.all([jobs.feedState(STATE_KEY), source(), store.leaseHeld(TRANSFERS_JOB, now)]);
      return {
        source: src,
        count: await store.count(src),
        lastRefresh: state?.lastSuccessAt ?? null,
        state: refreshing ? 'refreshing' : (state?.failures ?? 0) > 0 ? 'failed' : 'idle',
        lastError: state?.lastError ?? null,
        providerConfigured: Boolean(options.providerUrl),
      };
    },

    /** Throws 429 while another refresh runs (on any instance), 503 when the provider fails. */
    async refresh(): Promise<{ count: number; source: TransferSource; lastRefresh: Date }> {
      const now = new Date(clock.now());
      const leaseUntil = new Date(now.getTime() + options.timeoutMs * 2 + 30_000);
      // A fresh owner id per refresh: the lease is never "renewed" by a second call from here.
      const holder = `${options.owner}:${now.getTime()}:${Math.random()}`;
      if (!(await jobs.tryLease(TRANSFERS_JOB, holder, now, leaseUntil))) throw refreshInProgress();
      try {
        if (!options.providerUrl) {
          // Nothing to ask: the built-in archive is the list.
          await jobs.saveFeedState(STATE_KEY, { failures: 0, lastAttemptAt: now, lastSuccessAt: now, lastError: null });
          return { count: await store.count('archive'), source: 'archive', lastRefresh: now };
        }
        try {
          const count = await fetchProvider(options.providerUrl);
          await jobs.saveFeedState(STATE_KEY, { failures: 0, lastAttemptAt: now, lastSuccessAt: now, lastError: null, itemCount: count });
          return { count, source: 'provider', lastRefresh: now };
        } catch (err) {
          const reason = err instanceof Error ? err.message : String(err);
          const previous = await jobs.feedState(STATE_KEY);
          await jobs.saveFeedState(STATE_KEY, {
            failures: (previous?.failures ?? 0) + 1,
            lastAttemptAt: now,
            lastError: reason.slice(0, 500),
          });
          log.warn({ reason }, 'transfer provider failed');
          throw refreshFailed();
        }
      } finally {
        await jobs.releaseLease(TRANSFERS_JOB, holder);
      }
    },
  };
}

export type TransferService = ReturnType<typeof createTransferService>;
