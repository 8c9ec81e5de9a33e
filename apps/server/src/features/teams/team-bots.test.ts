import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_BOT_NAMES, TEAM_BOT_PARTNER_NAME } from '@fanclash/protocol';
import { users } from '../../platform/db/schema.js';
import { BACKENDS, startTestServer, type TestServer, type TestUser } from '../../test/harness.js';
import { FAST_BATTLES, auth, battleRow } from '../battles/testing.js';
import { getJson } from '../friends/testing.js';
import { dataOf, formParty, openBattle, playRound, seat, type Data } from './testing.js';

/** Short waits before widening and the bots, as the 1v1 Play now suite has them. */
const ENV = { ...FAST_BATTLES, QUICK_MATCH_WIDEN_MS: '300', GHOST_AFTER_MS: '700' };

async function stats(server: TestServer, user: TestUser) {
  const [row] = await server.platform.db.select().from(users).where(eq(users.username, user.username));
  return { total: row?.totalBattle, wins: row?.winBattle, streak: row?.streak };
}

/** 2v2 Play now follows the 1v1 waiting rules (issue 32 after issue 30): widening, then a team of bots. */
describe.each(BACKENDS)('2v2 quick match: widening and the bot team (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend, listen: true, env: ENV });
  });
  afterAll(() => server.close());

  it('a party alone meets a team of two bots after the wait, plays it to the end; team totals add up, nothing counts', async () => {
    const [ann, ben] = await Promise.all([seat(server), seat(server, 'ru')]);
    await formParty(ann, ben);
    ann.tab.send({ type: 'quick_match', sport: 'soccer', level: 'easy', mode: '2v2' });
    expect(dataOf(await ben.tab.next('quick_match_queued'))).toMatchObject({ mode: '2v2', team: [ann.user.username, ben.user.username] });

    const [annJoined, benJoined] = await Promise.all([ann, ben].map((s) => s.tab.next('battle_joined')));
    expect(dataOf(annJoined!)).toMatchObject({
      mode: '2v2',
      opponent: TEAM_BOT_NAMES[0],
      opponent_kind: 'bot',
      teams: [[ann.user.username, ben.user.username], [...TEAM_BOT_NAMES]],
    });
    expect(dataOf(benJoined!)).toMatchObject({
      opponent_kind: 'bot',
      teams: [[ben.user.username, ann.user.username], [...TEAM_BOT_NAMES]],
    });
    const id = String(dataOf(annJoined!).battle_id);
    await Promise.all([ann, ben].map((s) => s.tab.next('battle_started')));
    expect(await battleRow(server, id)).toMatchObject({ mode: '2v2', status: 'active', opponentKind: 'bot', secondOpponentId: null });

    // Only the two people have sockets; the bots answer on their own.
    const { sockets, ready } = await openBattle([ann, ben], id);
    expect(ready[0]).toMatchObject({
      mode: '2v2',
      opponent_kind: 'bot',
      teams: [[ann.user.username, ben.user.username], [...TEAM_BOT_NAMES]],
    });
    const points = { ann: 0, ben: 0 };
    for (let i = 0; i < 3; i += 1) {
      const [annAnswer, benAnswer] = await playRound(server, id, sockets, i, [true, false]);
      points.ann += annAnswer!.points as number;
      expect(benAnswer).toMatchObject({ correct: false, points: 0 });
    }
    const finished = (await Promise.all(sockets.map((s) => s.next('battle_finished')))) as Data[];
    const final = finished[0]!.final_scores as Record<string, number>;
    expect(Object.keys(final).sort()).toEqual([ann.user.username, ben.user.username, ...TEAM_BOT_NAMES].sort());
    expect(final[ann.user.username]).toBe(points.ann);
    const mine = points.ann + points.ben;
    const bots = (final[TEAM_BOT_NAMES[0]] ?? 0) + (final[TEAM_BOT_NAMES[1]] ?? 0);
    const result = mine === bots ? 'draw' : mine > bots ? 'win' : 'lose';
    expect(finished[0]).toMatchObject({ mode: '2v2', team_scores: [mine, bots], result });
    expect(finished[1]).toMatchObject({ team_scores: [mine, bots], result });
    expect(await battleRow(server, id)).toMatchObject({ status: 'finished', firstScore: mine, secondScore: bots });

    // As a 1v1 bot battle: no wins, streak or battles played for either.
    for (const user of [ann.user, ben.user]) expect(await stats(server, user)).toEqual({ total: 0, wins: 0, streak: 0 });
    const repaired = await server.app.inject({
      method: 'POST',
      url: `/db/repair-user-battles?username=${ben.user.username}`,
      headers: auth(ben.user),
    });
    expect(repaired.json()).toMatchObject({ new_stats: { totalBattle: 0, winBattle: 0 } });
    const history = await getJson<Data[]>(server, ben.user, `/battle/get_all_battles?username=${ben.user.username}`);
    expect(history.body[0]).toMatchObject({
      id,
      mode: '2v2',
      opponent_kind: 'bot',
      teammate: ann.user.username,
      opponents: [...TEAM_BOT_NAMES],
    });
    for (const s of [...sockets, ann.tab, ben.tab]) s.close();
  });

  it('a single with nobody to team up with plays beside a bot teammate against the bot team, to the end; nothing counts', async () => {
    const ann = await seat(server, 'ru');
    ann.tab.send({ type: 'quick_match', sport: 'hockey', level: 'medium', mode: '2v2' });
    expect(dataOf(await ann.tab.next('quick_match_queued'))).toMatchObject({ mode: '2v2', team: [ann.user.username] });
    const joined = dataOf(await ann.tab.next('battle_joined'));
    expect(joined).toMatchObject({
      mode: '2v2',
      opponent: TEAM_BOT_NAMES[0],
      opponent_kind: 'bot',
      teams: [[ann.user.username, TEAM_BOT_PARTNER_NAME], [...TEAM_BOT_NAMES]],
    });
    const id = String(joined.battle_id);
    await ann.tab.next('battle_started');
    expect(await battleRow(server, id)).toMatchObject({
      mode: '2v2',
      status: 'active',
      opponentKind: 'bot',
      firstPartner: TEAM_BOT_PARTNER_NAME,
      firstPartnerId: null,
      secondOpponentId: null,
      secondPartnerId: null,
    });

    const { sockets, ready } = await openBattle([ann], id);
    expect(ready[0]).toMatchObject({
      mode: '2v2',
      opponent_kind: 'bot',
      teams: [[ann.user.username, TEAM_BOT_PARTNER_NAME], [...TEAM_BOT_NAMES]],
    });
    let points = 0;
    for (let i = 0; i < 3; i += 1) {
      const [answer] = await playRound(server, id, sockets, i, [true]);
      points += answer!.points as number;
    }
    const finished = (await sockets[0]!.next('battle_finished')) as Data;
    const final = finished.final_scores as Record<string, number>;
    expect(Object.keys(final).sort()).toEqual([ann.user.username, TEAM_BOT_PARTNER_NAME, ...TEAM_BOT_NAMES].sort());
    expect(final[ann.user.username]).toBe(points);
    const mine = points + (final[TEAM_BOT_PARTNER_NAME] ?? 0);
    const bots = (final[TEAM_BOT_NAMES[0]] ?? 0) + (final[TEAM_BOT_NAMES[1]] ?? 0);
    const result = mine === bots ? 'draw' : mine > bots ? 'win' : 'lose';
    expect(finished).toMatchObject({ mode: '2v2', team_scores: [mine, bots], result });
    expect(await battleRow(server, id)).toMatchObject({ status: 'finished', firstScore: mine, secondScore: bots });

    expect(await stats(server, ann.user)).toEqual({ total: 0, wins: 0, streak: 0 });
    const history = await getJson<Data[]>(server, ann.user, `/battle/get_all_battles?username=${ann.user.username}`);
    expect(history.body[0]).toMatchObject({
      id,
      mode: '2v2',
      opponent_kind: 'bot',
      teammate: TEAM_BOT_PARTNER_NAME,
      opponents: [...TEAM_BOT_NAMES],
    });
    for (const s of [...sockets, ann.tab]) s.close();
  });

  it('a single beside a bot teammate who quits forfeits for the team (the bot does not play on alone)', async () => {
    const ann = await seat(server);
    ann.tab.send({ type: 'quick_match', sport: 'soccer', level: 'hard', mode: '2v2' });
    const id = String(dataOf(await ann.tab.next('battle_joined')).battle_id);
    const { sockets } = await openBattle([ann], id);
    sockets[0]!.send({ type: 'quit_battle' });
    expect(await sockets[0]!.next('battle_finished')).toMatchObject({ mode: '2v2', result: 'lose', forfeited_by: ann.user.username });
    expect(await battleRow(server, id)).toMatchObject({ status: 'finished', opponentKind: 'bot' });
    expect(await stats(server, ann.user)).toEqual({ total: 0, wins: 0, streak: 0 });
    for (const s of [...sockets, ann.tab]) s.close();
  });

  it('after the widening wait two parties of different levels meet, at the level of the party that queued first', async () => {
    const [ann, ben, cat, dan] = await Promise.all([seat(server), seat(server), seat(server), seat(server)]);
    await formParty(ann, ben);
    await formParty(cat, dan);
    ann.tab.send({ type: 'quick_match', sport: 'basketball', level: 'hard', mode: '2v2' });
    await ann.tab.next('quick_match_queued');
    cat.tab.send({ type: 'quick_match', sport: 'basketball', level: 'easy', mode: '2v2' });
    await cat.tab.next('quick_match_queued');
    const joined = await Promise.all([ann, ben, cat, dan].map((s) => s.tab.next('battle_joined')));
    expect(dataOf(joined[0]!)).toMatchObject({ mode: '2v2', level: 'hard', opponent_kind: 'player' });
    expect(dataOf(joined[2]!).teams).toEqual([
      [cat.user.username, dan.user.username],
      [ann.user.username, ben.user.username],
    ]);
    const id = String(dataOf(joined[0]!).battle_id);
    expect(await battleRow(server, id)).toMatchObject({ level: 'hard', opponentKind: 'player' });
    const { sockets } = await openBattle([ann, cat, ben, dan], id);
    for (const socket of sockets) socket.send({ type: 'quit_battle' });
    await sockets[0]!.next('battle_end');
    for (const s of [...sockets, ...[ann, ben, cat, dan].map((x) => x.tab)]) s.close();
  });
});
