import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * New embedded databases in the server and browser suites start from one migrated template
 * instead of initdb plus every migration (apps/server/src/platform/db/pglite-template.ts).
 */
const PGLITE_TEMPLATES = { PGLITE_TEMPLATE_DIR: path.resolve(import.meta.dirname, 'node_modules/.cache/pglite-templates') };

/**
 * Browser suites that run one at a time, after the others: each cluster suite starts two
 * instances, nginx, PostgreSQL and Redis work (heavy, and on the machine's one Redis), and the
 * newcomer's `npm start` runs `npm ci` and a build on a fresh clone.
 */
const E2E_ALONE = ['e2e/cluster*.e2e.test.ts', 'e2e/start.e2e.test.ts'];

/**
 * One runner for every suite. `unit`: pure logic (protocol, content, web helpers). `server`:
 * API and live protocol against a real database and real sockets. `e2e`: Chromium against
 * the built app. scripts/test.mjs runs them in that order.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: ['packages/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'apps/web/build/**/*.test.ts', 'deploy/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          sequence: { groupOrder: 1 },
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: PGLITE_TEMPLATES,
          // PGlite instances are memory-hungry and WASM-heavy: two workers suit a 2-core machine.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 2 },
          include: ['e2e/**/*.e2e.test.ts'],
          exclude: E2E_ALONE,
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          env: PGLITE_TEMPLATES,
          // Two files at a time: a browser suite spends much of its time waiting for a
          // battle's timers or a page, so two on two cores finish sooner than one after another.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'e2e-alone',
          sequence: { groupOrder: 3 },
          include: E2E_ALONE,
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          env: PGLITE_TEMPLATES,
          fileParallelism: false,
        },
      },
    ],
  },
});
