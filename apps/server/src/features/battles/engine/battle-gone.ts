import type { CancelReason } from './types.js';

/** A persist failure that retrying cannot fix (the battle row is no longer active). */
export class BattleGoneError extends Error {
  override readonly name = 'BattleGoneError';

  /**
   * @param endedBecause set when the battle was ended on purpose elsewhere (a friend challenge
   * closed because its other player deleted their account): the run is called off with this
   * reason rather than failing (RunHooks.endedBecause).
   */
  constructor(
    message: string,
    readonly endedBecause?: CancelReason,
  ) {
    super(message);
  }
}
