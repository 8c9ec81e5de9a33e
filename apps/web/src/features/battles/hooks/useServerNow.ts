import { useNow } from './useNow';

/** The server's clock as this page sees it: local time plus the offset learned from its messages. */
export function useServerNow(clockOffsetMs: number, intervalMs: number, enabled = true): number {
  return useNow(intervalMs, enabled) + clockOffsetMs;
}
