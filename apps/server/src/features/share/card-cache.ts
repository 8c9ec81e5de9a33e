/**
 * Drawn cards by battle and language, so each is drawn once: a bounded LRU in memory (by bytes;
 * a card is 40-80 kB), entries kept for `ttlMs` so a renamed player shows up again in time.
 * Concurrent requests for a card being drawn wait for that one drawing instead of starting
 * their own.
 */
export interface CardCache {
  /** The card if drawn and still fresh (and marks it recently used). */
  get(key: string): Buffer | undefined;
  /** The card being drawn now for `key`, if any. */
  inFlight(key: string): Promise<Buffer> | undefined;
  /** Draws `key` with `draw` (others asking meanwhile share it) and keeps the result. */
  fill(key: string, draw: () => Promise<Buffer>): Promise<Buffer>;
  /** Bytes held. */
  readonly bytes: number;
}

export function createCardCache({ maxBytes, ttlMs, now = Date.now }: { maxBytes: number; ttlMs: number; now?: () => number }): CardCache {
  // A Map keeps insertion order: re-inserting on use makes its first key the least recently used.
  const entries = new Map<string, { png: Buffer; expiresAt: number }>();
  const drawing = new Map<string, Promise<Buffer>>();
  let bytes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.png.length;
  };

  const keep = (key: string, png: Buffer) => {
    remove(key);
    if (png.length > maxBytes) return;
    entries.set(key, { png, expiresAt: now() + ttlMs });
    bytes += png.length;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      remove(oldest);
    }
  };

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        remove(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry.png;
    },
    inFlight(key) {
      return drawing.get(key);
    },
    fill(key, draw) {
      const running = drawing.get(key);
      if (running) return running;
      const started = draw().then((png) => {
        keep(key, png);
        return png;
      });
      const settled = started.finally(() => drawing.delete(key));
      drawing.set(key, settled);
      return settled;
    },
    get bytes() {
      return bytes;
    },
  };
}
