import { expect } from 'vitest';
import type { LiveClient, TestServer, TestUser } from '../../test/harness.js';
import { auth, battleSocket, correctIndexes } from '../battles/testing.js';

/** Helpers of the challenge and daily tests. */

type Question = { answers: Array<{ text: string }> };

export async function challenge(server: TestServer, from: TestUser, friend: string, sport = 'soccer', level = 'easy') {
  const res = await server.app.inject({
    method: 'POST',
    url: '/battle/challenge',
    headers: auth(from),
    payload: { friend_username: friend, sport, level },
  });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
}

export async function getJson<T = Record<string, unknown>>(server: TestServer, user: TestUser, url: string) {
  const res = await server.app.inject({ url, headers: auth(user) });
  return { status: res.statusCode, body: res.json<T>() };
}

/**
 * Plays a whole solo run on an open battle socket: `pick(i)` says which answer (by index into
 * the question's answers, null for none) to give to question i. Resolves with the last message
 * that ended it (run_finished or battle_finished).
 */
export async function playRun(
  server: TestServer,
  socket: LiveClient,
  battleId: string,
  pick: (i: number, correct: number) => number | null,
  end: 'run_finished' | 'battle_finished' = 'run_finished',
): Promise<Record<string, unknown>> {
  const ready = await socket.next('quiz_ready');
  const total = ready.total as number;
  const correct = await correctIndexes(server, battleId);
  for (let i = 0; i < total; i += 1) {
    const question = await socket.next('next_question', (m) => m.question_index === i, 10_000);
    const choice = pick(i, correct[i] ?? 0);
    if (choice === null) continue;
    const text = (question.question as Question).answers[choice]?.text;
    socket.send({ type: 'submit_answer', battle_id: battleId, question_index: i, answer: text });
    const submitted = await socket.next('answer_submitted', (m) => m.question_index === i);
    expect(submitted.correct).toBe(choice === correct[i]);
  }
  return socket.next(end, () => true, 15_000);
}

export function openRun(server: TestServer, user: TestUser, battleId: string): LiveClient {
  return battleSocket(server, user, battleId);
}

export async function signIn(server: TestServer, user: TestUser): Promise<TestUser> {
  const res = await server.app.inject({ method: 'POST', url: '/auth/signin', payload: { username: user.email, password: user.password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return { ...user, token: res.json<{ access_token: string }>().access_token };
}
