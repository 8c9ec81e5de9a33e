import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSFER_ARCHIVE } from '@fanclash/content';
import {
  transfersHealthResponseSchema,
  transfersResponseSchema,
  transfersStatusResponseSchema,
  type TransfersResponse,
  type TransfersStatusResponse,
} from '@fanclash/protocol';
import { eventually } from '../battles/testing.js';
import { BACKENDS, signUp, startTestServer, type TestServer, type TestUser } from '../../test/harness.js';
import { LocalFeedServer } from '../news/testing.js';
import { parseFee } from './fee.js';

const json = (body: unknown) => JSON.stringify(body);

/** The documented plain format: an array of the spec's transfer objects. */
const PLAIN = [
  {
    player_id: 101,
    player_name: 'Alexander Isak',
    from_team: 'Newcastle United',
    to_team: 'Liverpool',
    fee: '£125m',
    fee_value: 125000000,
    currency: 'GBP',
    transfer_date: '2025-09-01',
    transfer_type: 'permanent',
  },
  {
    player_name: 'Marcus Rashford',
    from_team: 'Manchester United',
    to_team: 'Barcelona',
    transfer_date: '2025-07-23',
    transfer_type: 'loan',
  },
  {
    player_name: 'Kylian Mbappé',
    from_team: 'Paris Saint-Germain',
    to_team: 'Real Madrid',
    transfer_date: '2024-06-03',
    transfer_type: 'free',
  },
  { player_name: 'No Date', from_team: 'A', to_team: 'B' },
  'garbage',
];

/** API-Football v3 /transfers, trimmed to the fields the adapter reads. */
const API_FOOTBALL = {
  get: 'transfers',
  parameters: { team: '40' },
  errors: [],
  results: 1,
  response: [
    {
      player: { id: 1100, name: 'Florian Wirtz' },
      update: '2025-06-21T00:00:00+00:00',
      transfers: [
        {
          date: '2025-06-20',
          type: '€ 125M',
          teams: { in: { id: 40, name: 'Liverpool', logo: '' }, out: { id: 168, name: 'Bayer Leverkusen', logo: '' } },
        },
        {
          date: '2020-01-01',
          type: 'N/A',
          teams: { in: { id: 168, name: 'Bayer Leverkusen', logo: '' }, out: { id: 192, name: '1. FC Köln', logo: '' } },
        },
      ],
    },
    {
      player: { id: 2200, name: 'Harvey Elliott' },
      update: '2025-09-02T00:00:00+00:00',
      transfers: [
        {
          date: '2025-09-01',
          type: 'Loan',
          teams: { in: { id: 66, name: 'Aston Villa', logo: '' }, out: { id: 40, name: 'Liverpool', logo: '' } },
        },
      ],
    },
  ],
};

describe('fees as providers write them', () => {
  it('reads symbol, amount and scale, and leaves unknowns undisclosed', () => {
    expect(parseFee('€ 80M')).toEqual({ fee: '€ 80M', feeValue: 80_000_000, currency: 'EUR' });
    expect(parseFee('£105m')).toEqual({ fee: '£105m', feeValue: 105_000_000, currency: 'GBP' });
    expect(parseFee('$1.5 M')).toMatchObject({ feeValue: 1_500_000, currency: 'USD' });
    expect(parseFee('€ 500K')).toMatchObject({ feeValue: 500_000 });
    expect(parseFee('N/A')).toEqual({ fee: null, feeValue: null, currency: null });
    expect(parseFee('  ')).toEqual({ fee: null, feeValue: null, currency: null });
  });
});

describe.each(BACKENDS)('transfers without a provider (%s)', (backend) => {
  let server: TestServer;
  let fan: TestUser;

  beforeAll(async () => {
    server = await startTestServer({ backend });
    fan = await signUp(server);
  });
  afterAll(() => server?.close());

  const call = (method: 'GET' | 'POST', url: string, token: string | null = fan.token) =>
    server.app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('asks for a token on every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/transfers'],
      ['GET', '/api/transfers/status'],
      ['POST', '/api/transfers/refresh'],
      ['GET', '/api/transfers/health'],
    ] as const) {
      const response = await call(method, url, null);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toMatchObject({ detail: 'Authentication required', code: 'unauthorized' });
    }
  });

  it('serves the archive of real transfers, newest first, with status and undisclosed fees', async () => {
    const body = transfersResponseSchema.parse((await call('GET', '/api/transfers?limit=500')).json()) as TransfersResponse;
    expect(body).toMatchObject({ source: 'archive', archive: true, total: TRANSFER_ARCHIVE.length, last_refresh: null });
    expect(body.data.length).toBeGreaterThanOrEqual(60);
    const dates = body.data.map((t) => t.transfer_date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const t of body.data) {
      expect(t.status).toBe(t.transfer_type === 'loan' ? 'confirmed' : 'completed');
      expect(t.source_url).toMatch(/^https:\/\//);
    }
    expect(body.data.find((t) => t.player_name === 'Declan Rice')).toMatchObject({
      from_team: 'West Ham United',
      to_team: 'Arsenal',
      fee: '£105m',
      fee_value: 105_000_000,
      currency: 'GBP',
      transfer_date: '2023-07-15',
      status: 'completed',
    });
    expect(body.data.find((t) => t.player_name === 'Marcus Rashford' && t.to_team === 'Aston Villa')).toMatchObject({
      fee: 'Undisclosed',
      status: 'confirmed',
    });
  });

  it('lists football only: another sport in the filter gets none', async () => {
    expect((await call('GET', '/api/transfers?sport=soccer')).json<TransfersResponse>().total).toBe(TRANSFER_ARCHIVE.length);
    expect((await call('GET', '/api/transfers?sport=basketball')).json<TransfersResponse>()).toMatchObject({ data: [], total: 0 });
    expect((await call('GET', '/api/transfers?sport=chess')).statusCode).toBe(422);
  });

  it('reports status and health, and a refresh re-reads the archive', async () => {
    const status = transfersStatusResponseSchema.parse((await call('GET', '/api/transfers/status')).json());
    expect(status).toEqual({
      last_refresh: null,
      source: 'archive',
      count: TRANSFER_ARCHIVE.length,
      state: 'idle',
      last_error: null,
      provider_configured: false,
    });
    const refresh = await call('POST', '/api/transfers/refresh');
    expect(refresh.statusCode).toBe(200);
    expect(refresh.json()).toMatchObject({ success: true, source: 'archive', count: TRANSFER_ARCHIVE.length });
    const health = transfersHealthResponseSchema.parse((await call('GET', '/api/transfers/health')).json());
    expect(health).toMatchObject({ status: 'ok', provider_configured: false, source: 'archive' });
    expect(health.last_refresh).not.toBeNull();
  });
});

describe.each(BACKENDS)('transfers from a provider on a local HTTP server (%s)', (backend) => {
  let provider: LocalFeedServer;
  let server: TestServer;
  let fan: TestUser;
  let release: (() => void) | undefined;

  beforeAll(async () => {
    provider = await new LocalFeedServer().start();
    provider.routes.set('/transfers', (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(json(PLAIN)));
    server = await startTestServer({
      backend,
      env: { TRANSFERS_URL: provider.url('/transfers'), TRANSFERS_API_KEY: 'test-key', FEED_TIMEOUT_MS: '3000' },
    });
    fan = await signUp(server);
  });
  afterAll(async () => {
    release?.();
    await server?.close();
    await provider?.close();
  });

  const call = (method: 'GET' | 'POST', url: string) =>
    server.app.inject({ method, url, headers: { authorization: `Bearer ${fan.token}` } });
  const status = async () => (await call('GET', '/api/transfers/status')).json<TransfersStatusResponse>();

  it('reads the plain JSON format at start', async () => {
    await eventually(async () => (await status()).source === 'provider');
    expect(provider.requests[0]?.headers['x-apisports-key']).toBe('test-key');
    const body = (await call('GET', '/api/transfers')).json<TransfersResponse>();
    expect(body).toMatchObject({ source: 'provider', archive: false, total: 3 });
    expect(body.data).toEqual([
      expect.objectContaining({
        player_id: '101',
        player_name: 'Alexander Isak',
        fee: '£125m',
        fee_value: 125_000_000,
        currency: 'GBP',
        status: 'completed',
        transfer_type: 'permanent',
      }),
      expect.objectContaining({
        player_name: 'Marcus Rashford',
        fee: 'Undisclosed',
        fee_value: null,
        transfer_type: 'loan',
        status: 'confirmed',
      }),
      expect.objectContaining({ player_name: 'Kylian Mbappé', fee: 'Free', transfer_type: 'free', status: 'completed' }),
    ]);
  });

  it('reads the API-Football format through its adapter', async () => {
    provider.routes.set('/transfers', (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(json(API_FOOTBALL)));
    const refresh = await call('POST', '/api/transfers/refresh');
    expect(refresh.statusCode).toBe(200);
    expect(refresh.json()).toMatchObject({ success: true, count: 3, source: 'provider' });
    const body = (await call('GET', '/api/transfers')).json<TransfersResponse>();
    expect(body.data.map((t) => [t.player_name, t.from_team, t.to_team, t.fee, t.status])).toEqual([
      ['Harvey Elliott', 'Liverpool', 'Aston Villa', 'Undisclosed', 'confirmed'],
      ['Florian Wirtz', 'Bayer Leverkusen', 'Liverpool', '€ 125M', 'completed'],
      ['Florian Wirtz', '1. FC Köln', 'Bayer Leverkusen', 'Undisclosed', 'completed'],
    ]);
    expect(body.data[1]).toMatchObject({ fee_value: 125_000_000, currency: 'EUR', player_id: '1100' });
  });

  it('answers 429 while a refresh is running and 503 when the provider fails, keeping the last list', async () => {
    provider.routes.set('/transfers', (_req, res) => {
      release = () => res.writeHead(200, { 'content-type': 'application/json' }).end(json(API_FOOTBALL));
    });
    const hits = provider.hitsOf('/transfers');
    const first = call('POST', '/api/transfers/refresh');
    await eventually(() => provider.hitsOf('/transfers') > hits);
    expect((await status()).state).toBe('refreshing');
    const second = await call('POST', '/api/transfers/refresh');
    expect(second.statusCode).toBe(429);
    expect(second.json()).toEqual({ detail: 'Refresh already in progress. Please wait.', code: 'transfers_refresh_in_progress' });
    release?.();
    release = undefined;
    expect((await first).statusCode).toBe(200);

    for (const failing of [
      (_req: unknown, res: ServerResponse) => res.writeHead(500).end('down'),
      (_req: unknown, res: ServerResponse) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"response": "not a list"}'),
      (_req: unknown, res: ServerResponse) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>'),
    ]) {
      provider.routes.set('/transfers', failing);
      const failed = await call('POST', '/api/transfers/refresh');
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toEqual({
        detail: 'Failed to refresh transfer data. API may be unavailable.',
        code: 'transfers_refresh_failed',
      });
    }
    expect(await status()).toMatchObject({ state: 'failed', source: 'provider', count: 3 });
    expect((await status()).last_error).toContain('JSON');
    expect((await call('GET', '/api/transfers/health')).json()).toMatchObject({ status: 'degraded' });
    expect((await call('GET', '/api/transfers')).json<TransfersResponse>().total).toBe(3);
  });
});
