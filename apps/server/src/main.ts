import { buildApp } from './app.js';
import { ConfigError, parseConfig } from './config.js';
import { warmQuestionBank } from './features/battles/questions.js';

/** Starts the server; SIGTERM/SIGINT stop accepting, finish in-flight work and close everything. */
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
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    server.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
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
