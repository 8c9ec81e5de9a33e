import { ConfigError, parseConfig } from './config.js';
import { MIGRATIONS_FOLDER } from './app.js';
import { loadJwtSecret } from './platform/auth/secrets.js';
import { openDatabase } from './platform/db/client.js';

/**
 * `node dist/migrate.js`: applies the committed migrations and exits. `npm run start:cluster`
 * runs it once before starting the instances, so they start on a ready schema (on PostgreSQL
 * the migrations run under an advisory lock, so parallel starts stay safe). It also creates
 * the shared data folder's JWT secret when none is configured, so every instance reads the
 * same one instead of racing to write it.
 */
async function migrate(): Promise<void> {
  const config = parseConfig(process.env);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, migrationsFolder: MIGRATIONS_FOLDER });
  await database.close();
  await loadJwtSecret(config.jwtSecret, config.dataDir);
  console.warn(`Migrations applied (${database.kind}).`);
}

migrate().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(error instanceof ConfigError ? 78 : 1);
});
