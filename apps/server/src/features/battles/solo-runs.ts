import type { BattleRow } from './store.js';

/**
 * Battle rows whose runs start when their player opens the battle socket (issue 31): a friend
 * challenge (status 'challenge') has two turns on one id, each started by its player's socket.
 * The challenges feature registers its opener here; the battle socket asks it, and relays as
 * for any battle once it answers true (the run is running here or on another instance).
 */
export type RunOpener = (battle: BattleRow, userId: string) => Promise<boolean>;

export interface RunOpeners {
  challenge?: RunOpener;
}
