import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { battleOwners } from '../../platform/db/schema.js';
import { BACKENDS, startTestServer } from '../../test/harness.js';
import { runKill9Scenario } from '../../test/kill9-scenario.js';
import { createBattleStore } from './store.js';
import { repairOrphanedBattles } from './sweep.js';
import { FAST_BATTLES, battleRow, createBattle, player, userSocket } from './testing.js';

/**
 * Issue 16.2: after a kill -9 mid-load, battles that were in play used to stay `active` (and
 * their players got 409 already_in_battle) until the stale sweep ran minutes later. The
 * restarted server now cancels them before it serves, and finished battles keep their stats once.
 */
describe.each(BACKENDS)('restart repair after kill -9 (%s)', (backend) => {
  it('leaves no battle active, refuses nobody, and keeps every finished battle counted once', { timeout: 300_000 }, async () => {
    const counts = await runKill9Scenario(backend, 3);
    // The security suite's part (d) at its small size: its counts, printed like the other parts.
    process.stdout.write(`[security] kill -9 (${backend}, small): ${JSON.stringify(counts)}\n`);
    expect(counts).toMatchObject({ battles: 3, finishedBeforeKill: 1, racing: 1, inPlay: 1 });
    expect(counts.stuck).toBe(0);
    expect(counts.refusedAfterRestart).toBe(0);
    expect(counts.statsMismatches).toBe(0);
  });
});

/**
 * A neighbour's repair on PostgreSQL: an owner whose instance lock is free (it died) loses its
 * battles to the next sweep of any instance; a live owner's battles are left alone.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL || !process.env.TEST_REDIS_URL)('repair by a live neighbour (PostgreSQL)', () => {
  it('cancels only the battles of an owner that is gone and tells their players', { timeout: 60_000 }, async () => {
    const schema = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const env = { ...FAST_BATTLES, JWT_SECRET: randomBytes(32).toString('hex'), BATTLE_RECONNECT_GRACE_MS: '600000' };
    const one = await startTestServer({ backend: 'postgres', listen: true, env, dbSchema: schema });
    const two = await startTestServer({ backend: 'postgres', listen: true, env, dbSchema: schema });
    try {
      const start = async () => {
        const [creator, joiner] = [await player(one), await player(one)];
        const tab = await userSocket(one, joiner);
        const id = await createBattle(one, creator);
        tab.send({ type: 'join_battle', battle_id: id });
        await tab.next('battle_started');
        return { id, tab };
      };
      const alive = await start();
      const orphan = await start();
      // The orphan's owner becomes an instance nobody runs: its lock is free, as after a kill -9.
      await one.platform.db
        .update(battleOwners)
        .set({ instanceId: `gone-${randomUUID()}` })
        .where(eq(battleOwners.battleId, orphan.id));
      expect(await repairOrphanedBattles(two.platform, createBattleStore(two.platform.db))).toBe(1);
      expect((await battleRow(one, orphan.id))?.status).toBe('cancelled');
      expect((await battleRow(one, alive.id))?.status).toBe('active');
      expect((await orphan.tab.next('battle_cancelled')).data).toMatchObject({ battle_id: orphan.id, reason: 'server_restart' });
      for (const t of [alive.tab, orphan.tab]) t.close();
    } finally {
      await Promise.allSettled([one.close(), two.close()]);
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    }
  });
});
