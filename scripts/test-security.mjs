// `npm run test:security`: the security suite at full size (apps/server/src/security plus the
// kill -9 restart test). Inside `npm test` the same files run small and seeded. Set
// TEST_DATABASE_URL / TEST_REDIS_URL to include PostgreSQL and Redis, SECURITY_SEED to replay
// a fuzzer run. Each part prints `[security] <part>: N cases tried, ... unexpected`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'server', 'apps/server/src/security', 'apps/server/src/features/battles/restart-repair.test.ts'],
  { cwd: root, stdio: 'inherit', env: { ...process.env, SECURITY_SIZE: 'full' } },
);
process.exit(result.status ?? 1);
