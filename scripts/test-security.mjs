// `npm run test:security`: the security suite at full size (apps/server/src/security, the
// kill -9 restart test, and the feature tests of issue 29's fixes: rematch, share page, refresh
// replay, provider links). Inside `npm test` the same files run small and seeded. Set
// TEST_DATABASE_URL / TEST_REDIS_URL to include PostgreSQL and Redis, SECURITY_SEED to replay
// a fuzzer run. Each part prints `[security] <part>: N cases tried, ... unexpected`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const result = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--project',
    'server',
    'apps/server/src/security',
    'apps/server/src/features/battles/restart-repair.test.ts',
    // The second probe's fixes (issue 29) whose tests live with their feature.
    'apps/server/src/features/rematch/rematch.test.ts',
    'apps/server/src/features/share/share.test.ts',
    'apps/server/src/features/auth/refresh-replay.test.ts',
    'apps/server/src/features/transfers/source-url.test.ts',
    // Issue 34: moderators' routes (403 for players, the role only from the command line), reports.
    'apps/server/src/features/moderation/moderation.test.ts',
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, SECURITY_SIZE: 'full' } },
);
process.exit(result.status ?? 1);
