import type { Procedure } from '../../platform/db/procedures.js';
import { battleStoreOn, type CreateOutcome, type CreateWaitingInput } from './store.js';

/**
 * A waiting battle created where the database is, in ONE trip (see procedures.ts). As a
 * transaction driven from the main thread it was six trips to the embedded database's thread
 * (begin, the creator's lock, their waiting battles, their seat, the insert, commit), each
 * waiting its turn behind the results queued there (bench/RESULTS.md, issue 36).
 */
export const createWaitingBattle: Procedure<CreateWaitingInput, CreateOutcome | { refused: 'partner_in_battle' }> = {
  name: 'createWaitingBattle',
  run: (db, input) => battleStoreOn(db).createWaiting(input),
};
