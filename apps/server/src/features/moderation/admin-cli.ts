import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, parseConfig } from '../../config.js';
import { AdminUsageError, askRunningServer, parseAdminArgs, type AdminAnswer } from './admin-protocol.js';

/**
 * `npm run admin -- grant-moderator <username>` and `revoke-moderator <username>` (see
 * admin-protocol.ts). Works while the server runs, on either database: DATABASE_URL is opened
 * directly; the embedded database is reached through the running server's admin socket, or
 * opened here when no server runs. The database code is loaded only then, so asking a running
 * server starts in a moment. DATABASE_SCHEMA names a PostgreSQL schema other than the default
 * (the test suites give each server one).
 */
const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../drizzle');

async function main(args: readonly string[]): Promise<AdminAnswer> {
  const request = parseAdminArgs(args);
  const config = parseConfig(process.env);
  if (!config.databaseUrl) {
    const answer = await askRunningServer(config.dataDir, request);
    if (answer) return answer;
  }
  const [{ openDatabase }, { runAdminRequest }] = await Promise.all([import('../../platform/db/client.js'), import('./admin.js')]);
  const schema = process.env.DATABASE_SCHEMA;
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    migrationsFolder: MIGRATIONS_FOLDER,
    ...(config.databaseUrl && schema ? { schema } : {}),
  });
  try {
    return await runAdminRequest(database.db, request, new Date());
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2))
  .then((answer) => {
    (answer.ok ? process.stdout : process.stderr).write(`${answer.message}\n`);
    process.exit(answer.ok ? 0 : 1);
  })
  .catch((error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof AdminUsageError ? error.message : error);
    process.exit(error instanceof ConfigError ? 78 : error instanceof AdminUsageError ? 64 : 1);
  });
