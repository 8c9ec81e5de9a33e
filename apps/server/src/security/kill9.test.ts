import { describe, expect, it } from 'vitest';
import { BACKENDS } from '../test/harness.js';
import { runKill9Scenario } from '../test/kill9-scenario.js';
import { SECURITY_FULL, SIZE, Tally } from './size.js';

/**
 * Security suite part (d): kill -9 during battle load, restart on the same data, check
 * consistency. At full size only (`npm run test:security`); inside `npm test` its small form is
 * features/battles/restart-repair.test.ts (3 battles per backend).
 */
describe.skipIf(!SECURITY_FULL).each(BACKENDS)('kill -9 during load (%s)', (backend) => {
  it('restarts with nothing stuck, nobody refused, and stats applied exactly once', { timeout: 600_000 }, async () => {
    const tally = new Tally(`kill -9 consistency (${backend})`);
    const counts = await runKill9Scenario(backend, SIZE.kill9Pairs);
    process.stdout.write(`[security] kill -9 (${backend}): ${JSON.stringify(counts)}\n`);
    tally.record(true, counts.stuck === 0, `${counts.stuck} battles still active after the restart`);
    tally.record(true, counts.refusedAfterRestart === 0, `${counts.refusedAfterRestart} players refused a new battle`);
    tally.record(false, counts.statsMismatches === 0, `${counts.statsMismatches} players with stats not matching their battles`);
    tally.print();
    expect(counts).toMatchObject({ stuck: 0, refusedAfterRestart: 0, statsMismatches: 0 });
  });
});
