import { connect } from 'node:net';
import { MIGRATIONS_FOLDER } from '../../app.js';
import { ConfigError, parseConfig } from '../../config.js';
import { openDatabase } from '../../platform/db/client.js';
import { formatReports, groupReports } from './report-list.js';
import { createQuestionReportStore } from './store.js';

/**
 * `npm run content:reports`: the reported questions with their counts, reasons and notes.
 * `npm run content:reports -- --clear '<id>'` deletes a question's reports after a fix: it is
 * back in the draw (each running instance notices within QUESTION_REPORTS_REFRESH_MS).
 *
 * Opens the configured database: DATABASE_URL, else the embedded one in DATA_DIR. The embedded
 * database cannot be opened by two processes at once, so with it the server must be stopped
 * first: the command refuses while something answers on PORT (`--force` skips that check).
 */
async function main(args: readonly string[]): Promise<void> {
  const config = parseConfig(process.env);
  const clearAt = args.indexOf('--clear');
  const clearId = clearAt >= 0 ? args[clearAt + 1] : undefined;
  if (clearAt >= 0 && !clearId) throw new UsageError("--clear needs a question id: npm run content:reports -- --clear '<id>'");
  if (!config.databaseUrl && !args.includes('--force') && (await answers(config.host, config.port))) {
    throw new UsageError(
      `The server seems to be running on the embedded database (something answers on port ${config.port}). ` +
        'The embedded database cannot be opened by two processes at once: stop the server, run this again, then start it. ' +
        '(With DATABASE_URL set, no stop is needed.)',
    );
  }
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, migrationsFolder: MIGRATIONS_FOLDER });
  try {
    const store = createQuestionReportStore(database.db);
    if (clearId) {
      const removed = await store.clear(clearId);
      process.stdout.write(
        `${removed > 0 ? `Cleared ${removed} report(s) of ${clearId}: it is back in the draw.` : `No reports of ${clearId}.`}\n`,
      );
      return;
    }
    const hideAfter = config.questionReports.hideAfter;
    process.stdout.write(`${formatReports(groupReports(await store.all(), hideAfter), hideAfter)}\n`);
  } finally {
    await database.close();
  }
}

class UsageError extends Error {}

/** Whether a TCP server answers at host:port within half a second. */
function answers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host, port });
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof UsageError ? error.message : error);
  process.exit(error instanceof ConfigError ? 78 : error instanceof UsageError ? 64 : 1);
});
