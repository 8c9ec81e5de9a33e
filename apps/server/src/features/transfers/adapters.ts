import { createHash } from 'node:crypto';
import { z } from 'zod';
import { providerTransferSchema } from '@fanclash/protocol';
import { httpUrl } from '../../lib/http-url.js';
import { parseFee, transferTypeOf } from './fee.js';
import type { TransferRecord } from './store.js';

/**
 * Provider formats TRANSFERS_URL may answer with:
 * - plain: a JSON array of the spec's transfer objects (providerTransferSchema); a body
 *   `{ "data": [...] }` or `{ "transfers": [...] }` is accepted too;
 * - API-Football (api-sports.io v3 GET /transfers): `{ response: [{ player: {id, name},
 *   transfers: [{ date, type, teams: { in: {name}, out: {name} } }] }] }`, where `type` is
 *   'Loan', 'Free', 'N/A' or a fee such as '€ 80M'.
 * Entries that do not fit are skipped; a body that fits neither format is an error.
 */
const apiFootballSchema = z.object({
  response: z.array(
    z.object({
      player: z.object({ id: z.union([z.number(), z.string()]), name: z.string().min(1) }),
      transfers: z.array(
        z.object({
          date: z.string().nullish(),
          type: z.string().nullish(),
          teams: z.object({
            in: z.object({ name: z.string().nullish() }),
            out: z.object({ name: z.string().nullish() }),
          }),
        }),
      ),
    }),
  ),
});

export class ProviderFormatError extends Error {}

const ISO_DAY = /^(\d{4}-\d{2}-\d{2})/;

function recordId(parts: readonly string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 32);
}

function slug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
}

function validDay(value: string | null | undefined): string | null {
  const day = ISO_DAY.exec(value ?? '')?.[1];
  return day && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ? day : null;
}

export function adaptProviderBody(body: unknown): { format: 'plain' | 'api-football'; records: TransferRecord[] } {
  const apiFootball = apiFootballSchema.safeParse(body);
  if (apiFootball.success) return { format: 'api-football', records: fromApiFootball(apiFootball.data) };
  const list = Array.isArray(body) ? body : listIn(body);
  if (!list) throw new ProviderFormatError('the provider answered neither a transfer list nor an API-Football response');
  return { format: 'plain', records: fromPlain(list) };
}

function listIn(body: unknown): unknown[] | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  const list = record.data ?? record.transfers;
  return Array.isArray(list) ? list : undefined;
}

function fromPlain(list: readonly unknown[]): TransferRecord[] {
  const records: TransferRecord[] = [];
  for (const entry of list) {
    const parsed = providerTransferSchema.safeParse(entry);
    if (!parsed.success) continue;
    const t = parsed.data;
    const day = validDay(t.transfer_date);
    if (!day) continue;
    const fee = parseFee(t.fee);
    const playerId = t.player_id !== undefined ? String(t.player_id) : slug(t.player_name);
    records.push({
      id: recordId([playerId, t.from_team, t.to_team, day]),
      playerId,
      playerName: t.player_name,
      fromTeam: t.from_team,
      toTeam: t.to_team,
      fee: fee.fee,
      feeValue: t.fee_value ?? fee.feeValue,
      currency: t.currency?.toUpperCase() ?? fee.currency,
      transferDate: day,
      transferType: transferTypeOf(t.transfer_type, t.fee),
      // Served as a link: http(s) only, like news links.
      sourceUrl: httpUrl(t.source_url),
    });
  }
  return records;
}

function fromApiFootball(data: z.infer<typeof apiFootballSchema>): TransferRecord[] {
  const records: TransferRecord[] = [];
  for (const { player, transfers } of data.response) {
    for (const t of transfers) {
      const day = validDay(t.date);
      const from = t.teams.out.name?.trim();
      const to = t.teams.in.name?.trim();
      if (!day || !from || !to) continue;
      const type = transferTypeOf(t.type, null);
      // In this format `type` carries the fee when there is one ('€ 80M').
      const fee = type === 'permanent' ? parseFee(t.type) : { fee: null, feeValue: null, currency: null };
      const playerId = String(player.id);
      records.push({
        id: recordId([playerId, from, to, day]),
        playerId,
        playerName: player.name.trim(),
        fromTeam: from,
        toTeam: to,
        fee: fee.feeValue !== null ? fee.fee : null,
        feeValue: fee.feeValue,
        currency: fee.currency,
        transferDate: day,
        transferType: type,
        sourceUrl: null,
      });
    }
  }
  return records;
}
