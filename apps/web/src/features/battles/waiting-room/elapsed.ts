/**
 * The waiting room's m:ss clock counts from the battle's created_at, a server time. Read
 * against this device's clock, a clock that is behind shows 0:00 for minutes and one that is
 * ahead shows time nobody waited. So the page learns the server's clock from the Date header
 * of the answer that brought the battle, and counts on from there with the local clock.
 */

/**
 * server time - local time, from an HTTP Date header read at `receivedAt` (local ms). The
 * header has whole seconds, cut down, so the middle of that second is the best guess.
 * 0 (trust this device) when the header is missing or unreadable.
 */
export function clockOffsetFromDate(dateHeader: string | null, receivedAt: number): number {
  if (!dateHeader) return 0;
  const serverAt = Date.parse(dateHeader);
  return Number.isFinite(serverAt) ? serverAt + 500 - receivedAt : 0;
}

/** How long the battle has waited, on the server's clock (local now + offset); never negative. */
export function waitingElapsedMs(createdAt: string, localNow: number, clockOffsetMs: number): number {
  const created = Date.parse(createdAt);
  if (!Number.isFinite(created)) return 0;
  return Math.max(0, localNow + clockOffsetMs - created);
}
