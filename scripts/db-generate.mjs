// Writes a new SQL migration from apps/server/src/platform/db/schema.ts, then removes the
// hard-coded "public". schema from it: migrations then apply to whichever schema the
// connection's search_path names (tests give every suite its own schema on PostgreSQL).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

execFileSync('npx', ['drizzle-kit', 'generate', '--config', 'apps/server/drizzle.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
const dir = 'apps/server/drizzle';
for (const file of readdirSync(dir).filter((f) => f.endsWith('.sql'))) {
  const full = path.join(dir, file);
  const sql = readFileSync(full, 'utf8');
  const cleaned = sql.replaceAll('"public".', '');
  if (cleaned !== sql) writeFileSync(full, cleaned);
}
