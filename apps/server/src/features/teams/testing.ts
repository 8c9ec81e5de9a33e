import type { LiveClient, TestServer, TestUser } from '../../test/harness.js';
import { auth, battleSocket, correctIndexes, player } from '../battles/testing.js';
import { befriend, tab } from '../friends/testing.js';

/** Helpers of the 2v2 tests (issue 32): players with open tabs, parties formed through the real messages. */

export type Data = Record<string, unknown>;
export const dataOf = (m: Record<string, unknown>) => m.data as Data;

/** A signed-up player with one open user tab, on the server given. */
export interface Seat {
  readonly server: TestServer;
  readonly user: TestUser;
  readonly tab: LiveClient;
}

export async function seat(server: TestServer, language: 'en' | 'ru' = 'en'): Promise<Seat> {
  const user = await player(server, language);
  return { server, user, tab: await tab(server, user) };
}

/** `leader` invites `member` (friends first) and `member` accepts: both hear team_formed. */
export async function formParty(leader: Seat, member: Seat): Promise<Data> {
  await befriend(leader.tab, leader.user, member.tab, member.user);
  leader.tab.send({ type: 'team_invite', friend_username: member.user.username });
  await member.tab.next('team_invite_received');
  member.tab.send({ type: 'team_invite_accept', from_username: leader.user.username });
  const [formed] = await Promise.all([leader.tab.next('team_formed'), member.tab.next('team_formed')]);
  return dataOf(formed);
}

/** POST /battle/create with mode=2v2 by `creator`; answers the status and body. */
export async function createTeamBattle(creator: Seat, sport = 'soccer', level = 'easy'): Promise<{ status: number; body: Data }> {
  const res = await creator.server.app.inject({
    method: 'POST',
    url: `/battle/create?first_opponent=${creator.user.username}&sport=${sport}&level=${level}&mode=2v2`,
    headers: auth(creator.user),
  });
  return { status: res.statusCode, body: res.json<Data>() };
}

type Question = { answers: Array<{ text: string }> };

/** Opens the battle socket of each seat and waits for every quiz_ready. */
export async function openBattle(seats: readonly Seat[], id: string): Promise<{ sockets: LiveClient[]; ready: Data[] }> {
  const sockets = seats.map((s) => battleSocket(s.server, s.user, id));
  const ready = (await Promise.all(sockets.map((s) => s.next('quiz_ready')))) as Data[];
  return { sockets, ready };
}

/**
 * Plays question `index` for the seats that answer: `right[i]` says whether seat i answers right
 * (undefined: no answer). Answers the next_question each received and each answer_submitted.
 */
export async function playRound(
  server: TestServer,
  id: string,
  sockets: readonly LiveClient[],
  index: number,
  right: ReadonlyArray<boolean | undefined>,
): Promise<Data[]> {
  const correct = (await correctIndexes(server, id))[index] ?? 0;
  const questions = await Promise.all(sockets.map((s, i) => (right[i] === undefined ? undefined : s.next('next_question'))));
  const submitted: Data[] = [];
  for (const [i, socket] of sockets.entries()) {
    const q = questions[i];
    if (!q) continue;
    const choice = right[i] ? correct : (correct + 1) % 4;
    socket.send({ type: 'submit_answer', battle_id: id, answer: (q.question as Question).answers[choice]?.text, question_index: index });
    submitted.push((await socket.next('answer_submitted')) as Data);
  }
  return submitted;
}
