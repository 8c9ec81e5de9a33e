import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/rows.js';
import { addPlayers, DATABASE_BACKENDS, migratedDatabase } from '../../test/migrated-database.js';
import { battleStoreOn, type CreateWaitingInput } from './store.js';

/**
 * create_waiting_battle (migration 0029): the store's rule for a new waiting battle, as one
 * statement, on both backends: what it inserts, each refusal in the order the store gave them,
 * and two creates racing for one player.
 */
describe.each(DATABASE_BACKENDS)('a waiting battle created in one statement (%s)', (backend) => {
  const db = migratedDatabase(backend);
  const now = new Date('2026-12-06T15:00:00.123Z');
  const input = (userId: string, over: Partial<CreateWaitingInput> = {}): CreateWaitingInput => ({
    userId,
    username: `name_${userId.slice(0, 8)}`,
    sport: 'football',
    level: 'easy',
    now,
    limit: 3,
    ...over,
  });
  /** A battle in play with these players seated (the seats trigger writes their seats). */
  const playing = async (first: string, second: string) =>
    db().execute(sql`insert into battles (first_opponent_id, first_opponent, second_opponent_id, second_opponent, sport, level, status)
      values (${first}, 'a', ${second}, 'b', 'golf', 'hard', 'active')`);

  it('inserts the battle and answers its row, as the columns hold it', async () => {
    const [ann] = await addPlayers(db(), 'cw_row_', 1);
    const created = await battleStoreOn(db()).createWaiting(input(ann!));
    if (!('row' in created)) throw new Error(`refused: ${created.refused}`);
    expect(created.row).toMatchObject({
      firstOpponentId: ann,
      firstOpponent: `name_${ann!.slice(0, 8)}`,
      secondOpponentId: null,
      secondOpponent: '',
      sport: 'football',
      level: 'easy',
      status: 'waiting',
      questionIds: [],
      reservedForId: null,
      mode: '1v1',
      firstPartnerId: null,
      firstPartner: '',
      opponentKind: 'player',
      startedAt: null,
    });
    expect(created.row.createdAt).toEqual(now);
    expect(created.row.lastActivityAt).toEqual(now);
    expect(await battleStoreOn(db()).findById(created.row.id)).toEqual(created.row);
  });

  it('a rematch keeps who may join; a 2v2 battle its creator and partner', async () => {
    const [ann, ben, cat] = await addPlayers(db(), 'cw_kind_', 3);
    const rematch = await battleStoreOn(db()).createWaiting(input(ann!, { reservedForId: ben }));
    expect(rematch).toMatchObject({ row: { reservedForId: ben, mode: '1v1' } });
    const team = await battleStoreOn(db()).createWaiting(input(ben!, { partner: { id: cat!, username: 'cat' } }));
    expect(team).toMatchObject({ row: { firstOpponentId: ben, mode: '2v2', firstPartnerId: cat, firstPartner: 'cat' } });
  });

  it('refuses a duplicate, then the limit, then a creator who plays, then a partner who plays first', async () => {
    const [ann, ben, cat, dan] = await addPlayers(db(), 'cw_no_', 4);
    const store = battleStoreOn(db());
    expect(await store.createWaiting(input(ann!))).toHaveProperty('row');
    expect(await store.createWaiting(input(ann!))).toEqual({ refused: 'duplicate' });
    expect(await store.createWaiting(input(ann!, { level: 'hard' }))).toHaveProperty('row');
    expect(await store.createWaiting(input(ann!, { level: 'hard', limit: 2 }))).toEqual({ refused: 'limit' });
    // Past the limit with a new sport and level: still the limit.
    expect(await store.createWaiting(input(ann!, { sport: 'tennis', limit: 2 }))).toEqual({ refused: 'limit' });

    await playing(ben!, cat!);
    expect(await store.createWaiting(input(ben!))).toEqual({ refused: 'in_battle' });
    // A partner who plays is told before the creator (both play here).
    expect(await store.createWaiting(input(ben!, { partner: { id: cat!, username: 'cat' } }))).toEqual({ refused: 'partner_in_battle' });
    expect(await store.createWaiting(input(dan!, { partner: { id: cat!, username: 'cat' } }))).toEqual({ refused: 'partner_in_battle' });
    expect(await store.createWaiting(input(dan!))).toHaveProperty('row');
  });

  it('of two creates of the same battle at once, one is made and the other is a duplicate', async () => {
    const [ann] = await addPlayers(db(), 'cw_race_', 1);
    const store = battleStoreOn(db());
    const outcomes = await Promise.all([store.createWaiting(input(ann!)), store.createWaiting(input(ann!))]);
    expect(outcomes.filter((o) => 'row' in o)).toHaveLength(1);
    expect(outcomes.filter((o) => 'refused' in o)).toEqual([{ refused: 'duplicate' }]);
    const counted = rowsOf<{ n: number }>(await db().execute(sql`select count(*)::int as n from battles where first_opponent_id = ${ann}`));
    expect(counted).toEqual([{ n: 1 }]);
  });
});
