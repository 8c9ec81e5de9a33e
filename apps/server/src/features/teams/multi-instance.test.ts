import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInstancePair, type InstancePair, type TestServer } from '../../test/harness.js';
import { FAST_BATTLES, battleRow, battleSocket } from '../battles/testing.js';
import { getJson } from '../friends/testing.js';
import { createTeamBattle, dataOf, formParty, openBattle, playRound, seat, type Data } from './testing.js';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/**
 * 2v2 on two instances sharing one PostgreSQL schema and one Redis (issue 32): each party has a
 * player on each instance, and the four battle sockets are spread over both.
 */
describe.skipIf(!databaseUrl || !redisUrl)('2v2 team battles across two instances (PostgreSQL + Redis)', () => {
  const env = { ...FAST_BATTLES, JWT_SECRET: randomBytes(32).toString('hex') };
  let pair: InstancePair;
  let one: TestServer;
  let two: TestServer;

  beforeAll(async () => {
    pair = await startInstancePair({ listen: true, env });
    ({ one, two } = pair);
  });
  afterAll(() => pair?.close());

  it('parties formed across instances play a whole battle with sockets on both; team totals and stats for all four', async () => {
    const [ann, ben, cat, dan] = await Promise.all([seat(one), seat(two, 'ru'), seat(one), seat(two)]);
    const team = await formParty(ann, ben);
    expect((await getJson<Data>(two, ben.user, '/team')).body).toMatchObject({ team: { id: team.id } });
    await formParty(cat, dan);
    const id = String((await createTeamBattle(ann, 'hockey', 'easy')).body.id);
    // dan joins on instance two, which owns the battle.
    dan.tab.send({ type: 'join_battle', battle_id: id });
    await Promise.all([ann, ben, cat, dan].map((s) => s.tab.next('battle_started')));

    // Seats: ann, dan, ben, cat; their battle sockets on the other instance than their tab.
    const order = [ann, dan, ben, cat].map((s) => ({ ...s, server: s.server === one ? two : one }));
    const { sockets, ready } = await openBattle(order, id);
    expect(ready[2]).toMatchObject({ mode: '2v2', teams: [[ben.user.username, ann.user.username], expect.any(Array)] });
    let annTeam = 0;
    let danTeam = 0;
    for (let i = 0; i < 3; i += 1) {
      // ann and ben right, dan right, cat wrong.
      const submitted = await playRound(one, id, sockets, i, [true, true, true, false]);
      annTeam += (submitted[0]!.points as number) + (submitted[2]!.points as number);
      danTeam += submitted[1]!.points as number;
      expect(submitted[3]).toMatchObject({ correct: false, points: 0 });
    }
    const finished = (await Promise.all(sockets.map((s) => s.next('battle_finished')))) as Data[];
    expect(annTeam).toBeGreaterThan(danTeam);
    expect(finished[0]).toMatchObject({ result: 'win', team_scores: [annTeam, danTeam] });
    expect(finished[2]).toMatchObject({ result: 'win' });
    expect(finished[1]).toMatchObject({ result: 'lose', team_scores: [danTeam, annTeam] });
    expect(finished[3]).toMatchObject({ result: 'lose' });
    // The user sockets hear it too, on both instances.
    expect(dataOf(await ben.tab.next('battle_finished'))).toMatchObject({ result: 'win' });
    expect(dataOf(await cat.tab.next('battle_finished'))).toMatchObject({ result: 'lose' });
    expect(await battleRow(one, id)).toMatchObject({
      status: 'finished',
      firstScore: annTeam,
      secondScore: danTeam,
      winner: ann.user.username,
    });
    for (const s of [ben, cat]) expect(await one.platform.users.findByUsername(s.user.username)).toMatchObject({ totalBattle: 1 });
    for (const s of [...sockets, ...[ann, ben, cat, dan].map((x) => x.tab)]) s.close();
  });

  it('a drop and a reconnect on the other instance, then a team forfeit, across instances', async () => {
    const [ann, ben, cat, dan] = await Promise.all([seat(one), seat(two), seat(two), seat(one)]);
    await formParty(ann, ben);
    await formParty(cat, dan);
    const id = String((await createTeamBattle(ben)).body.id);
    cat.tab.send({ type: 'join_battle', battle_id: id });
    await Promise.all([ann, ben, cat, dan].map((s) => s.tab.next('battle_started')));
    // Seats: ben (creator), cat (joiner), ann, dan.
    const order = [ben, cat, ann, dan];
    const { sockets } = await openBattle(order, id);
    sockets[2]!.close();
    await sockets[1]!.next('opponent_disconnected', (m) => m.username === ann.user.username);
    const back = battleSocket(ann.server === one ? two : one, ann.user, id);
    expect(await back.next('battle_state')).toMatchObject({
      mode: '2v2',
      teams: [[ann.user.username, ben.user.username], expect.any(Array)],
    });
    await sockets[1]!.next('opponent_reconnected', (m) => m.username === ann.user.username);
    sockets[1]!.send({ type: 'quit_battle' });
    sockets[3]!.send({ type: 'quit_battle' });
    expect(await back.next('battle_finished')).toMatchObject({ reason: 'forfeit', result: 'win', winner: ben.user.username });
    expect(await sockets[0]!.next('battle_finished')).toMatchObject({ result: 'win' });
    expect(await battleRow(two, id)).toMatchObject({ status: 'finished', winner: ben.user.username });
    for (const s of [...sockets, back, ...[ann, ben, cat, dan].map((x) => x.tab)]) s.close();
  });
});
