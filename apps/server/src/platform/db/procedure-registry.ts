import { createWaitingBattle } from '../../features/battles/create-procedure.js';
import { readJoinContext } from '../../features/battles/join-context-procedure.js';
import { persistBattleResult } from '../../features/battles/result-procedure.js';
import type { Procedure } from './procedures.js';

/**
 * Every procedure the embedded database's thread can run, by name. A procedure missing here
 * fails loudly on PGlite (and the server tests run on PGlite), never silently.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entry keeps its own input and output types
export const PROCEDURES: ReadonlyMap<string, Procedure<any, any>> = new Map<string, Procedure<any, any>>([
  [persistBattleResult.name, persistBattleResult],
  [readJoinContext.name, readJoinContext],
  [createWaitingBattle.name, createWaitingBattle],
]);
