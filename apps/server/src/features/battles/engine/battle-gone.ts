/** A persist failure that retrying cannot fix (the battle row is no longer active). */
export class BattleGoneError extends Error {
  override readonly name = 'BattleGoneError';
}
