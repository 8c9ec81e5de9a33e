import type { Procedure } from '../../platform/db/procedures.js';
import { battleStoreOn, isBattleId, type BattleRow } from './store.js';

export interface JoinContextInput {
  readonly battleId: string;
  readonly joinerId: string;
  /** Questions served to either player since then are avoided by the draw. */
  readonly seenSince: Date;
  readonly seenLimit: number;
}

export interface JoinContext {
  readonly battle: BattleRow | undefined;
  /** The creator's and the joiner's recently served questions, most recent first. */
  readonly seen: string[];
}

/**
 * What a join reads before it draws its questions: the battle and both players' recently served
 * questions, in ONE trip to the database (see procedures.ts). Under load every trip to the
 * embedded database's thread waits behind the results queued before it; as two trips, a join
 * waited twice (bench/RESULTS.md, run 45). The draw itself needs the question bank and stays
 * with the caller.
 */
export const readJoinContext: Procedure<JoinContextInput, JoinContext> = {
  name: 'readJoinContext',
  run: async (db, { battleId, joinerId, seenSince, seenLimit }) => {
    if (!isBattleId(battleId)) return { battle: undefined, seen: [] };
    const store = battleStoreOn(db);
    const battle = await store.findById(battleId);
    if (!battle?.firstOpponentId || battle.status !== 'waiting') return { battle, seen: [] };
    const seen = await store.recentlySeen([battle.firstOpponentId, joinerId], seenSince, seenLimit);
    return { battle, seen };
  },
};
