import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../test/harness.js';
import { FAST_BATTLES, auth, battleRow, battleSocket, createBattle, userSocket } from '../battles/testing.js';
import { befriend, getJson } from '../friends/testing.js';
import { createTeamBattle, dataOf, formParty, openBattle, playRound, seat, type Data } from './testing.js';

/** Parties and 2v2 battles on one server, on each backend (issue 32). Two instances: multi-instance.test.ts. */
describe.each(BACKENDS)('2v2 team battles (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend, listen: true, env: FAST_BATTLES });
  });
  afterAll(() => server.close());

  const four = () => Promise.all([seat(server), seat(server, 'ru'), seat(server), seat(server)]);

  it('forms a party: invitation live to the friend, team_formed to both, GET /team for each; leaving tells both', async () => {
    const [ann, ben] = await Promise.all([seat(server), seat(server)]);
    const team = await formParty(ann, ben);
    expect(team).toMatchObject({
      leader: ann.user.username,
      members: [{ username: ann.user.username }, { username: ben.user.username }],
    });
    for (const s of [ann, ben]) {
      const state = await getJson<Data>(server, s.user, '/team');
      expect(state.status).toBe(200);
      expect(state.body).toMatchObject({ team: { id: team.id, leader: ann.user.username }, invites_received: [], invites_sent: [] });
    }
    ben.tab.send({ type: 'leave_team' });
    const [left] = await Promise.all([ann.tab.next('team_left'), ben.tab.next('team_left')]);
    expect(dataOf(left)).toMatchObject({ team_id: team.id, left_by: ben.user.username, reason: 'left' });
    expect((await getJson<Data>(server, ann.user, '/team')).body).toMatchObject({ team: null });
    expect((await server.app.inject({ url: '/team' })).statusCode).toBe(401);
    for (const s of [ann, ben]) s.tab.close();
  });

  it('refuses: a stranger, oneself, a second party, a friend in a party, leaving with no party; declining and expiry end invitations', async () => {
    const [ann, ben, cat, dan] = await four();
    ann.tab.send({ type: 'team_invite', friend_username: dan.user.username });
    expect(await ann.tab.next('error')).toMatchObject({ code: 'not_friends' });
    ann.tab.send({ type: 'team_invite', friend_username: ann.user.username });
    expect(await ann.tab.next('error')).toMatchObject({ code: 'friend_self' });
    ann.tab.send({ type: 'leave_team' });
    expect(await ann.tab.next('error')).toMatchObject({ code: 'not_in_team' });
    await formParty(ann, ben);
    // cat is a friend of both ann and dan.
    await formParty(cat, dan);
    await befriend(ann.tab, ann.user, cat.tab, cat.user);
    ann.tab.send({ type: 'team_invite', friend_username: cat.user.username });
    expect(await ann.tab.next('error')).toMatchObject({ code: 'already_in_team' });
    ben.tab.send({ type: 'leave_team' });
    await ann.tab.next('team_left');
    ann.tab.send({ type: 'team_invite', friend_username: cat.user.username });
    expect(await ann.tab.next('error')).toMatchObject({ code: 'friend_in_team' });

    // ann and ben again: ann invites, ben declines; then ann invites and closes her only tab.
    ann.tab.send({ type: 'team_invite', friend_username: ben.user.username });
    await ben.tab.next('team_invite_received');
    ben.tab.send({ type: 'team_invite_decline', from_username: ann.user.username });
    expect(dataOf(await ann.tab.next('team_invite_declined'))).toMatchObject({ from: ann.user.username, reason: 'declined' });
    ben.tab.send({ type: 'team_invite_accept', from_username: ann.user.username });
    expect(await ben.tab.next('error')).toMatchObject({ code: 'team_invite_not_found' });
    ann.tab.send({ type: 'team_invite', friend_username: ben.user.username });
    await ben.tab.next('team_invite_received');
    expect((await getJson<Data>(server, ben.user, '/team')).body).toMatchObject({ invites_received: [{ from: ann.user.username }] });
    ann.tab.close();
    expect(dataOf(await ben.tab.next('team_invite_declined', (m) => dataOf(m).reason === 'expired'))).toMatchObject({
      from: ann.user.username,
    });
    expect((await getJson<Data>(server, ben.user, '/team')).body).toMatchObject({ invites_received: [] });
    for (const s of [ben, cat, dan]) s.tab.close();
  });

  it('a party ends when one removes the other as a friend', async () => {
    const [ann, ben] = await Promise.all([seat(server), seat(server)]);
    const team = await formParty(ann, ben);
    ann.tab.send({ type: 'remove_friend', friend_username: ben.user.username });
    const [left] = await Promise.all([ann.tab.next('team_left'), ben.tab.next('team_left')]);
    expect(dataOf(left)).toMatchObject({ team_id: team.id, left_by: ann.user.username, reason: 'unfriended' });
    expect((await getJson<Data>(server, ben.user, '/team')).body).toMatchObject({ team: null });
    for (const s of [ann, ben]) s.tab.close();
  });

  it('a party ends when one deletes their account: the teammate hears it', async () => {
    const [ann, ben] = await Promise.all([seat(server), seat(server)]);
    const team = await formParty(ann, ben);
    ann.tab.send({ type: 'delete_user', token: ann.user.token });
    expect(dataOf(await ben.tab.next('team_left'))).toMatchObject({ team_id: team.id, reason: 'account_deleted' });
    expect((await getJson<Data>(server, ben.user, '/team')).body).toMatchObject({ team: null });
    ben.tab.close();
  });

  it('a whole 2v2 battle: arena listing with the free team slot, four players, team totals, stats and history for all four', async () => {
    const [ann, ben, cat, dan] = await four();
    await formParty(ann, ben);
    await formParty(cat, dan);
    const watcher = await userSocket(server, (await seat(server)).user);
    const created = await createTeamBattle(ann, 'basketball', 'easy');
    expect(created.status).toBe(201);
    const id = String(created.body.id);
    // The teammate hears it on any page (ben's tab does not follow the arena list).
    expect(dataOf(await ben.tab.next('battle_created', (m) => dataOf(m).id === id))).toMatchObject({ first_partner: ben.user.username });
    expect(dataOf(await watcher.next('battle_created', (m) => dataOf(m).id === id))).toMatchObject({
      mode: '2v2',
      first_opponent: ann.user.username,
      first_partner: ben.user.username,
      free_seats: 2,
    });

    dan.tab.send({ type: 'join_battle', battle_id: id });
    const joined = await Promise.all([ann, ben, cat, dan].map((s) => s.tab.next('battle_joined')));
    expect(dataOf(joined[2]!)).toMatchObject({
      mode: '2v2',
      teams: [
        [cat.user.username, dan.user.username],
        [ann.user.username, ben.user.username],
      ],
    });
    await Promise.all([ann, ben, cat, dan].map((s) => s.tab.next('battle_started')));
    await watcher.next('battle_removed', (m) => dataOf(m).id === id);

    // Seats in the engine's order: ann, dan (the joiner), ben, cat.
    const order = [ann, dan, ben, cat];
    const { sockets, ready } = await openBattle(order, id);
    expect(ready[0]).toMatchObject({ mode: '2v2', teams: [[ann.user.username, ben.user.username], expect.any(Array)] });
    const points: Record<string, number> = {};
    for (const s of order) points[s.user.username] = 0;
    // ann right every round, ben wrong, dan right, cat silent.
    for (let i = 0; i < 3; i += 1) {
      const submitted = await playRound(server, id, sockets, i, [true, true, false, undefined]);
      points[ann.user.username]! += submitted[0]!.points as number;
      points[dan.user.username]! += submitted[1]!.points as number;
      expect(submitted[2]).toMatchObject({ correct: false, points: 0 });
      // Everyone hears who answered; the round's result reveals the teammate's answer.
      const result = await sockets[2]!.next('round_result', (m) => m.question_index === i);
      expect(Object.keys(result.answers as Data).sort()).toEqual(order.map((s) => s.user.username).sort());
      expect(result.team_scores).toEqual([
        points[ann.user.username]! + points[ben.user.username]!,
        points[dan.user.username]! + points[cat.user.username]!,
      ]);
    }
    const finished = (await Promise.all(sockets.map((s) => s.next('battle_finished')))) as Data[];
    const annTeam = points[ann.user.username]! + points[ben.user.username]!;
    const danTeam = points[dan.user.username]! + points[cat.user.username]!;
    const annResult = annTeam === danTeam ? 'draw' : annTeam > danTeam ? 'win' : 'lose';
    const danResult = annResult === 'draw' ? 'draw' : annResult === 'win' ? 'lose' : 'win';
    expect(finished[0]).toMatchObject({ mode: '2v2', result: annResult, team_scores: [annTeam, danTeam], final_scores: points });
    expect(finished[2]).toMatchObject({ result: annResult });
    expect(finished[1]).toMatchObject({ result: danResult, team_scores: [danTeam, annTeam] });
    expect(finished[3]).toMatchObject({ result: danResult });
    const stats = finished[0]!.updated_users as Record<string, Data>;
    expect(Object.keys(stats).sort()).toEqual(order.map((s) => s.user.username).sort());
    for (const s of order) {
      const won = (s === ann || s === ben ? annResult : danResult) === 'win';
      expect(stats[s.user.username]).toMatchObject({ totalBattle: 1, winBattle: won ? 1 : 0, streak: won ? 1 : 0 });
    }
    expect(await battleRow(server, id)).toMatchObject({ status: 'finished', mode: '2v2', firstScore: annTeam, secondScore: danTeam });

    const history = await getJson<Data[]>(server, ben.user, `/battle/get_all_battles?username=${ben.user.username}`);
    expect(history.body[0]).toMatchObject({
      id,
      mode: '2v2',
      teammate: ann.user.username,
      opponents: [dan.user.username, cat.user.username],
      first_opponent_score: annTeam,
      second_opponent_score: danTeam,
      result: annResult,
    });
    // A rematch is a 1v1 offer: not from a team battle.
    ann.tab.send({ type: 'rematch_offer', battle_id: id });
    expect(await ann.tab.next('error')).toMatchObject({ code: 'rematch_unavailable' });
    for (const s of [...sockets, watcher, ...[ann, ben, cat, dan].map((x) => x.tab)]) s.close();
  });

  it('a dropped player scores nothing until back; a team whose both players leave forfeits', async () => {
    const [ann, ben, cat, dan] = await four();
    await formParty(ann, ben);
    await formParty(cat, dan);
    const id = String((await createTeamBattle(ann)).body.id);
    cat.tab.send({ type: 'join_battle', battle_id: id });
    await Promise.all([ann, ben, cat, dan].map((s) => s.tab.next('battle_started')));
    const order = [ann, cat, ben, dan];
    const { sockets } = await openBattle(order, id);

    // ben drops: the three others hear it, and round 0 closes without his answer.
    sockets[2]!.close();
    await sockets[0]!.next('opponent_disconnected', (m) => m.username === ben.user.username);
    await playRound(server, id, sockets, 0, [true, true, undefined, true]);
    const result = await sockets[0]!.next('round_result', (m) => m.question_index === 0);
    expect((result.answers as Record<string, Data>)[ben.user.username]).toEqual({ answer: null, correct: false, points: 0 });
    const back = battleSocket(server, ben.user, id);
    expect(await back.next('battle_state')).toMatchObject({
      mode: '2v2',
      players: expect.arrayContaining([expect.objectContaining({ connected: true })]),
    });
    await sockets[0]!.next('opponent_reconnected', (m) => m.username === ben.user.username);

    // cat quits: the battle goes on; then dan quits too: their team forfeits.
    sockets[1]!.send({ type: 'quit_battle' });
    await sockets[0]!.next('opponent_disconnected', (m) => m.username === cat.user.username);
    sockets[3]!.send({ type: 'quit_battle' });
    const finished = await sockets[0]!.next('battle_finished');
    expect(finished).toMatchObject({ reason: 'forfeit', result: 'win', forfeited_by: dan.user.username, winner: ann.user.username });
    expect(await back.next('battle_finished')).toMatchObject({ result: 'win' });
    expect(await battleRow(server, id)).toMatchObject({ status: 'finished', winner: ann.user.username });
    for (const s of [...sockets, back, ...[ann, ben, cat, dan].map((x) => x.tab)]) s.close();
  });

  it('quick match 2v2: two parties meet; a party meets two singles paired into a team; cancelling takes the party out', async () => {
    const [ann, ben, cat, dan] = await four();
    await formParty(ann, ben);
    await formParty(cat, dan);
    ann.tab.send({ type: 'quick_match', sport: 'golf', level: 'hard', mode: '2v2' });
    const queued = await ben.tab.next('quick_match_queued');
    expect(dataOf(queued)).toMatchObject({ mode: '2v2', team: [ann.user.username, ben.user.username] });
    dan.tab.send({ type: 'quick_match', sport: 'golf', level: 'hard', mode: '2v2' });
    const joined = await Promise.all([ann, ben, cat, dan].map((s) => s.tab.next('battle_joined')));
    expect(dataOf(joined[1]!)).toMatchObject({ mode: '2v2', teams: [[ben.user.username, ann.user.username], expect.any(Array)] });
    const id = String(dataOf(joined[0]!).battle_id);
    expect(await battleRow(server, id)).toMatchObject({ mode: '2v2', status: 'active' });
    const { sockets, ready } = await openBattle([ann, cat, ben, dan], id);
    expect(ready[0]).toMatchObject({ mode: '2v2' });
    for (const socket of sockets) socket.send({ type: 'quit_battle' });
    await sockets[0]!.next('battle_end');

    const [eve, fay, gus, hal] = await four();
    await formParty(eve, fay);
    eve.tab.send({ type: 'quick_match', sport: 'golf', level: 'medium', mode: '2v2' });
    await fay.tab.next('quick_match_queued');
    fay.tab.send({ type: 'cancel_quick_match' });
    await Promise.all([eve.tab.next('quick_match_cancelled'), fay.tab.next('quick_match_cancelled')]);
    gus.tab.send({ type: 'quick_match', sport: 'golf', level: 'medium', mode: '2v2' });
    expect(dataOf(await gus.tab.next('quick_match_queued'))).toMatchObject({ mode: '2v2', team: [gus.user.username] });
    eve.tab.send({ type: 'quick_match', sport: 'golf', level: 'medium', mode: '2v2' });
    await eve.tab.next('quick_match_queued');
    hal.tab.send({ type: 'quick_match', sport: 'golf', level: 'medium', mode: '2v2' });
    const teams = await Promise.all([eve, fay, gus, hal].map((s) => s.tab.next('battle_joined')));
    // Gus sees his own team first, himself first; the party's two queued in the same moment, so
    // their order within their team is not part of the rule.
    const [ownTeam, otherTeam] = dataOf(teams[2]!).teams as [string[], string[]];
    expect(ownTeam).toEqual([gus.user.username, hal.user.username]);
    expect([...otherTeam].sort()).toEqual([eve.user.username, fay.user.username].sort());
    for (const s of [...sockets, ...[ann, ben, cat, dan, eve, fay, gus, hal].map((x) => x.tab)]) s.close();
  });

  it('quick match 2v2 joins an open arena 2v2 battle of the same sport and level first', async () => {
    const [ann, ben, cat, dan] = await four();
    await formParty(ann, ben);
    await formParty(cat, dan);
    const id = String((await createTeamBattle(ann, 'rugby', 'hard')).body.id);
    cat.tab.send({ type: 'quick_match', sport: 'rugby', level: 'hard', mode: '2v2' });
    const started = await Promise.all([ann, ben, cat, dan].map((s) => s.tab.next('battle_started')));
    expect(started.map((m) => m.data)).toEqual([id, id, id, id]);
    for (const s of [ann, ben, cat, dan]) s.tab.close();
  });

  it('the creator cancels a waiting 2v2 battle: the teammate hears it too', async () => {
    const [ann, ben] = await Promise.all([seat(server), seat(server)]);
    await formParty(ann, ben);
    const id = String((await createTeamBattle(ann, 'tennis', 'medium')).body.id);
    ann.tab.send({ type: 'cancel_battle', battle_id: id });
    expect(dataOf(await ben.tab.next('battle_cancelled'))).toMatchObject({ battle_id: id, reason: 'creator' });
    for (const s of [ann, ben]) s.tab.close();
  });

  it('refuses 2v2 without a party, a full battle, leaving mid-battle, and a 1v1 client joining a 2v2 battle alone', async () => {
    const [ann, ben, cat, dan] = await four();
    const lone = await seat(server);
    expect(await createTeamBattle(lone)).toMatchObject({ status: 409, body: { code: 'team_required' } });
    await formParty(ann, ben);
    await formParty(cat, dan);
    const id = String((await createTeamBattle(ann)).body.id);
    lone.tab.send({ type: 'join_battle', battle_id: id });
    expect(await lone.tab.next('error')).toMatchObject({ code: 'team_required' });
    ben.tab.send({ type: 'join_battle', battle_id: id });
    expect(await ben.tab.next('error')).toMatchObject({ code: 'battle_own_join' });
    cat.tab.send({ type: 'join_battle', battle_id: id });
    await cat.tab.next('battle_started');
    // The battle is full: another party is told it is gone.
    const [eve, fay] = await Promise.all([seat(server), seat(server)]);
    await formParty(eve, fay);
    eve.tab.send({ type: 'join_battle', battle_id: id });
    expect(dataOf(await eve.tab.next('battle_not_found'))).toMatchObject({ code: 'battle_full' });
    dan.tab.send({ type: 'leave_team' });
    expect(await dan.tab.next('error')).toMatchObject({ code: 'team_battle_in_progress' });
    // Players in a battle cannot start another (1v1 create refused for a partner too).
    const res = await server.app.inject({
      method: 'POST',
      url: `/battle/create?first_opponent=${ben.user.username}&sport=golf&level=easy`,
      headers: auth(ben.user),
    });
    expect(res.json()).toMatchObject({ code: 'already_in_battle' });
    // A partner's 1v1 waiting battle cannot be joined while they play 2v2.
    const solo = await createBattle(server, lone.user, 'tennis', 'easy');
    dan.tab.send({ type: 'join_battle', battle_id: solo });
    expect(await dan.tab.next('error')).toMatchObject({ code: 'already_in_battle' });
    for (const s of [ann, ben, cat, dan, lone, eve, fay]) s.tab.close();
  });
});
