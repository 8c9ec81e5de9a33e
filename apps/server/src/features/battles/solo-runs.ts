import type { BattleServerMessageOf } from '@fanclash/protocol';
import type { CancelReason } from './engine/types.js';
import type { BattleRow } from './store.js';

/**
 * Battle rows whose runs start when their player opens the battle socket (issue 31): a friend
 * challenge (status 'challenge') has two turns on one id, each started by its player's socket.
 * The challenges feature registers its opener here; the battle socket asks it, and relays as
 * for any battle once it answers true (the run is running here or on another instance).
 */
export type RunOpener = (battle: BattleRow, userId: string) => Promise<boolean>;

/** A turn this player has already played, as its run_finished (a reload of its result page), else null. */
export type PlayedTurn = (battle: BattleRow, userId: string) => Promise<BattleServerMessageOf<'run_finished'> | null>;

export interface RunOpeners {
  challenge?: RunOpener;
  playedTurn?: PlayedTurn;
}

/**
 * Asked when a run's result finds its battle no longer playable (BattleGoneError): the reason
 * when it was ended on purpose elsewhere while the run was played (a friend challenge closed
 * because its other player deleted their account), so the run is called off with it; null when
 * that is a failure.
 */
export type EndedElsewhere = () => Promise<CancelReason | null>;
