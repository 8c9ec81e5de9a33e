import { describe, expect, it } from 'vitest';
import { BACKENDS } from '../../test/harness.js';
import { runKill9Scenario } from '../../test/kill9-scenario.js';

/**
 * Issue 16.2: after a kill -9 mid-load, battles that were in play used to stay `active` (and
 * their players got 409 already_in_battle) until the stale sweep ran minutes later. The
 * restarted server now cancels them before it serves, and finished battles keep their stats once.
 */
describe.each(BACKENDS)('restart repair after kill -9 (%s)', (backend) => {
  it('leaves no battle active, refuses nobody, and keeps every finished battle counted once', { timeout: 120_000 }, async () => {
    const counts = await runKill9Scenario(backend, 3);
    // The security suite's part (d) at its small size: its counts, printed like the other parts.
    process.stdout.write(`[security] kill -9 (${backend}, small): ${JSON.stringify(counts)}\n`);
    expect(counts).toMatchObject({ battles: 3, finishedBeforeKill: 1, racing: 1, inPlay: 1 });
    expect(counts.stuck).toBe(0);
    expect(counts.refusedAfterRestart).toBe(0);
    expect(counts.statsMismatches).toBe(0);
  });
});
