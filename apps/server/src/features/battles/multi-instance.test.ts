import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInstancePair, type InstancePair, type TestServer } from '../../test/harness.js';
import { FAST_BATTLES, battleRow, battleSocket, correctIndexes, createBattle, player, userSocket } from './testing.js';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

type Question = { answers: Array<{ text: string }> };

/**
 * Two server instances sharing one PostgreSQL schema and one Redis: a battle owned by one
 * instance, played from sockets on both.
 */
describe.skipIf(!databaseUrl || !redisUrl)('battles across two instances (PostgreSQL + Redis)', () => {
  const env = { ...FAST_BATTLES, JWT_SECRET: randomBytes(32).toString('hex'), WAITING_ROOM_TIMEOUT_MS: '1500' };
  let pair: InstancePair;
  let one: TestServer;
  let two: TestServer;

  beforeAll(async () => {
    pair = await startInstancePair({ listen: true, env });
    ({ one, two } = pair);
  });
  afterAll(() => pair?.close());

  it('plays a battle whose players are connected to different instances', async () => {
    const alice = await player(one, 'en');
    const bob = await player(two, 'ru');
    const [ua, ub] = await Promise.all([userSocket(one, alice), userSocket(two, bob)]);
    const id = await createBattle(one, alice, 'basketball', 'easy');
    expect((await ub.next('battle_created', (m) => (m.data as { id: string }).id === id)).data).toMatchObject({
      first_opponent: alice.username,
    });

    // bob joins on instance two, which becomes the owner; alice plays from instance one.
    ub.send({ type: 'join_battle', username: bob.username, battle_id: id });
    expect((await ua.next('battle_started')).data).toBe(id);
    await ub.next('battle_started');
    const correct = await correctIndexes(one, id);
    const a = battleSocket(one, alice, id);
    const b = battleSocket(two, bob, id);
    await Promise.all([a.next('quiz_ready'), b.next('quiz_ready')]);

    const scores: Record<string, number> = { [alice.username]: 0, [bob.username]: 0 };
    for (let i = 0; i < 3; i += 1) {
      const [qa, qb] = await Promise.all([a.next('next_question'), b.next('next_question')]);
      const right = correct[i]!;
      a.send({ type: 'submit_answer', battle_id: id, answer: (qa.question as Question).answers[right]!.text, question_index: i });
      b.send({ type: 'submit_answer', battle_id: id, answer: (qb.question as Question).answers[(right + 1) % 4]!.text, question_index: i });
      const [sa, sb] = await Promise.all([a.next('answer_submitted'), b.next('answer_submitted')]);
      expect(sa.correct).toBe(true);
      expect(sb).toMatchObject({ correct: false, points: 0 });
      scores[alice.username]! += sa.points as number;
    }
    const [fa, fb] = await Promise.all([a.next('battle_finished'), b.next('battle_finished')]);
    expect(fa).toMatchObject({ final_scores: scores, winner: alice.username, result: 'win' });
    expect(fb).toMatchObject({ final_scores: scores, loser: bob.username, result: 'lose' });
    expect((await ua.next('battle_finished')).data).toMatchObject({ result: 'win' });
    expect(await battleRow(two, id)).toMatchObject({ status: 'finished', firstScore: scores[alice.username], secondScore: 0 });
    for (const c of [a, b, ua, ub]) c.close();
  });

  it('two joins on two instances at once: exactly one wins', async () => {
    const alice = await player(one);
    const carol = await player(one);
    const dave = await player(two);
    const [uc, ud] = await Promise.all([userSocket(one, carol), userSocket(two, dave)]);
    const id = await createBattle(one, alice, 'cricket', 'medium');
    uc.send({ type: 'join_battle', battle_id: id });
    ud.send({ type: 'join_battle', battle_id: id });
    const outcome = (client: typeof uc) =>
      Promise.race([client.next('battle_started').then(() => 'won'), client.next('battle_not_found').then(() => 'lost')]);
    expect((await Promise.all([outcome(uc), outcome(ud)])).sort()).toEqual(['lost', 'won']);
    uc.close();
    ud.close();
  });

  it("one battle at a time across instances: two joins of one creator's two battles, one starts, the other is refused", async () => {
    const ivan = await player(one);
    const jane = await player(one);
    const kate = await player(two);
    const [uj, uk, w1, w2] = await Promise.all([
      userSocket(one, jane),
      userSocket(two, kate),
      userSocket(one, await player(one)),
      userSocket(two, await player(two)),
    ]);
    const first = await createBattle(one, ivan, 'golf', 'medium');
    const second = await createBattle(two, ivan, 'rugby', 'medium');
    uj.send({ type: 'join_battle', battle_id: first });
    uk.send({ type: 'join_battle', battle_id: second });
    const outcome = (client: typeof uj) =>
      Promise.race([
        client.next('battle_started').then(() => 'won'),
        client.next('battle_not_found').then(() => 'gone'),
        client.next('error').then((m) => String(m.code)),
      ]);
    const outcomes = await Promise.all([outcome(uj), outcome(uk)]);
    expect(outcomes.filter((o) => o === 'won')).toHaveLength(1);
    expect(outcomes.find((o) => o !== 'won')).toMatch(/^(creator_in_battle|gone)$/);
    const rows = [await battleRow(one, first), await battleRow(two, second)];
    expect(rows.map((r) => r?.status).sort()).toEqual(['active', 'cancelled']);
    // The cancelled one leaves the lists on both instances.
    const cancelled = rows.find((r) => r?.status === 'cancelled')!.id;
    for (const w of [w1, w2]) await w.next('battle_removed', (m) => (m.data as { id: string }).id === cancelled);
    for (const c of [uj, uk, w1, w2]) c.close();
  });

  it('an account deleted on one instance forfeits the battle owned by the other and closes its battle socket there', async () => {
    const alice = await player(one);
    const bob = await player(two);
    const [ua, ub] = await Promise.all([userSocket(one, alice), userSocket(two, bob)]);
    const id = await createBattle(one, alice, 'hockey', 'easy');
    // bob joins on two: two owns the battle; alice's battle socket is on two as well.
    ub.send({ type: 'join_battle', battle_id: id });
    await Promise.all([ua.next('battle_started'), ub.next('battle_started')]);
    const a = battleSocket(two, alice, id);
    const b = battleSocket(one, bob, id);
    await Promise.all([a.next('quiz_ready'), b.next('quiz_ready')]);

    ua.send({ type: 'delete_user', token: alice.token });
    await ua.next('user_deleted');
    expect((await a.closed).code).toBe(1000);
    expect(await b.next('battle_finished')).toMatchObject({ winner: bob.username, result: 'win', reason: 'forfeit' });
    expect(await battleRow(one, id)).toMatchObject({ status: 'finished', winner: bob.username });
    for (const c of [b, ub]) c.close();
  });

  it('the inactivity sweep cancels a waiting battle once, though both instances run it', async () => {
    const idle = await player(one);
    const [ui, w1, w2] = await Promise.all([userSocket(two, idle), userSocket(one, await player(one)), userSocket(two, await player(two))]);
    const id = await createBattle(one, idle, 'baseball', 'hard');
    await ui.next('waiting_room_inactivity', () => true, 8_000);
    await Promise.all([w1, w2].map((w) => w.next('battle_removed', (m) => (m.data as { id: string }).id === id)));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(ui.messages.filter((m) => m.type === 'waiting_room_inactivity')).toHaveLength(0);
    for (const w of [w1, w2])
      expect(w.messages.filter((m) => m.type === 'battle_removed' && (m.data as { id: string }).id === id)).toHaveLength(0);
    for (const c of [ui, w1, w2]) c.close();
  });
});
