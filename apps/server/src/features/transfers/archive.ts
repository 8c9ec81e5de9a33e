import { TRANSFER_ARCHIVE } from '@fanclash/content';
import type { TransferRecord } from './store.js';

/** The built-in list of real past transfers (fees as reported), served until a provider answers. */
export function archiveTransfers(): TransferRecord[] {
  return TRANSFER_ARCHIVE.map((t) => ({
    id: `archive:${t.player_id}:${t.to_team}:${t.transfer_date}`,
    playerId: t.player_id,
    playerName: t.player_name,
    fromTeam: t.from_team,
    toTeam: t.to_team,
    fee: t.fee,
    feeValue: t.fee_value,
    currency: t.currency,
    transferDate: t.transfer_date,
    transferType: t.transfer_type,
    sourceUrl: t.source_url,
  }));
}
