import { buildApp } from './app.js';
import { ConfigError, parseConfig } from './config.js';
import { warmQuestionBank } from './features/battles/questions.js';

/** Starts the server; SIGTERM drains then stops (battles in play finish), SIGINT stops at once. */
async function main(): Promise<void> {
  let config;
  try {
    config = parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  const server = await buildApp(config);
  const { app } = server;
  let phase: 'serving' | 'draining' | 'stopping' = 'serving';
  const exitAfter = (work: Promise<unknown>, graceMs: number) => {
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, graceMs);
    force.unref();
    work
      .then(() => server.close())
      .then(
        () => process.exit(0),
        (err: unknown) => {
          app.log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  // SIGINT (Ctrl+C), or a second SIGTERM: stop now; battles in play are called off (players are told).
  const stop = (signal: string) => {
    if (phase === 'stopping') return;
    phase = 'stopping';
    app.log.info({ signal }, 'shutting down');
    exitAfter(Promise.resolve(), 15_000);
  };
  // SIGTERM (an orchestrator, a rolling restart): drain first. /ready answers 503, no new
  // connection or battle is taken, idle sockets close with 4012, and the battles in play here
  // finish (up to DRAIN_TIMEOUT_MS) before the shutdown; then exit 0.
  const drain = () => {
    if (phase !== 'serving') return stop('SIGTERM');
    phase = 'draining';
    app.log.info({ signal: 'SIGTERM', drainTimeoutMs: config.drainTimeoutMs }, 'draining before shutdown');
    exitAfter(server.drain(config.drainTimeoutMs), config.drainTimeoutMs + 15_000);
  };
  process.on('SIGTERM', drain);
  process.on('SIGINT', () => stop('SIGINT'));
  // The question bank is generated on first use: built before listening, no first battle waits for it.
  warmQuestionBank();
  // A deep accept queue: a crowd arriving at once (an arena filling up, every socket of a lost
  // instance reconnecting here) waits its turn instead of overflowing Node's default of 511,
  // where the kernel falls back to SYN cookies and resets connections. Linux caps it at somaxconn.
  await app.listen({ port: config.port, host: config.host, backlog: 8192 });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
