/** Small statistics helpers for the benchmarks. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export interface LatencySummary {
  readonly count: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
}

export function summarise(samples: readonly number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted[sorted.length - 1] ?? Number.NaN),
  };
}

/** Runs `task` over `items` with at most `limit` in flight. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** How many times the ceiling's latency each percentile is (the echo server's, same pattern). */
export function ratioTo(measured: LatencySummary, ceiling: LatencySummary): { p50: number; p95: number; p99: number } {
  const ratio = (a: number, b: number) => Math.round((a / b) * 10) / 10;
  return { p50: ratio(measured.p50, ceiling.p50), p95: ratio(measured.p95, ceiling.p95), p99: ratio(measured.p99, ceiling.p99) };
}

/**
 * Samples by when they were taken, per `bucketMs` (e.g. join latency through the arrival
 * stream): where a run falls behind shows as the point where p50 starts to climb.
 */
export function timeline(
  at: readonly number[],
  values: readonly number[],
  bucketMs: number,
): Array<{ fromSecond: number; count: number; p50: number; max: number }> {
  const buckets = new Map<number, number[]>();
  at.forEach((when, i) => {
    const bucket = Math.floor(when / bucketMs);
    const list = buckets.get(bucket) ?? [];
    list.push(values[i] ?? Number.NaN);
    buckets.set(bucket, list);
  });
  return [...buckets.entries()]
    .sort(([a], [b]) => a - b)
    .map(([bucket, list]) => {
      const { count, p50, max } = summarise(list);
      return { fromSecond: (bucket * bucketMs) / 1000, count, p50, max };
    });
}
