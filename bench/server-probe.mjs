// Loaded into the server under test with `node --import ./bench/server-probe.mjs`: records
// the event-loop delay and writes it to BENCH_PROBE_FILE every second, without touching the
// server's code. With BENCH_PROBE_DIR instead (several instances, e.g. through NODE_OPTIONS for
// `npm run start:cluster`), each process writes probe-{pid}.json there.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

import path from 'node:path';

const file =
  process.env.BENCH_PROBE_FILE ??
  (process.env.BENCH_PROBE_DIR ? path.join(process.env.BENCH_PROBE_DIR, `probe-${process.pid}.json`) : undefined);
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  // Stalls of the event loop longer than 250 ms, with when they ended: to line them up with the run.
  const stalls = [];
  let tick = performance.now();
  setInterval(() => {
    const now = performance.now();
    if (now - tick > 350 && stalls.length < 100) stalls.push({ endedAtMs: Math.round(now), ms: Math.round(now - tick - 100) });
    tick = now;
  }, 100).unref();
  const write = () => {
    const ms = (ns) => Math.round((ns / 1e6) * 100) / 100;
    writeFileSync(
      file,
      JSON.stringify({
        p50: ms(histogram.percentile(50)),
        p99: ms(histogram.percentile(99)),
        max: ms(histogram.max),
        mean: ms(histogram.mean),
        stalls,
      }),
    );
  };
  const timer = setInterval(write, 1000);
  timer.unref();
  process.on('SIGUSR2', () => {
    histogram.reset();
    stalls.length = 0;
  });
}
