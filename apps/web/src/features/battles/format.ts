/** A duration as m:ss (minutes unbounded), e.g. 65 000 ms -> '1:05'. Negative values read 0:00. */
export function formatClock(ms: number): string {
  const totalSeconds = Math.max(0, Math.floor(ms / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}

/** Whole seconds left, rounded up, so a countdown shows 1 until the very end. Never negative. */
export function secondsLeft(ms: number): number {
  return Math.max(0, Math.ceil(ms / 1000));
}
