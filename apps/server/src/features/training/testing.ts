import { getQuestion } from '@fanclash/content';
import type { TrainingQuestion } from '@fanclash/protocol';
import type { TestServer, TestUser } from '../../test/harness.js';

/** Helpers shared by the training suites. */

export const auth = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });

export async function call<T = Record<string, unknown>>(
  server: TestServer,
  user: TestUser | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
): Promise<{ status: number; body: T }> {
  const res = await server.app.inject({
    method,
    url,
    headers: user ? auth(user) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: res.statusCode, body: res.json<T>() };
}

export async function startSession(server: TestServer, user: TestUser, type = 'random', sport = 'soccer', level = 'easy'): Promise<string> {
  const res = await call<{ session_id: string }>(
    server,
    user,
    'POST',
    `/training/start-session?username=${user.username}&session_type=${type}&sport=${sport}&level=${level}`,
  );
  if (res.status !== 201) throw new Error(`start-session: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.session_id;
}

export async function questions(server: TestServer, user: TestUser, query = 'sport=soccer&level=easy'): Promise<TrainingQuestion[]> {
  const res = await call<{ questions: TrainingQuestion[] }>(server, user, 'GET', `/training/generate-random-questions?${query}`);
  if (res.status !== 200) throw new Error(`generate: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.questions;
}

/** Answers a generated question: right, wrong (the first wrong answer) or TIMEOUT. */
export async function answer(
  server: TestServer,
  user: TestUser,
  sessionId: string,
  q: TrainingQuestion,
  how: 'right' | 'wrong' | 'timeout',
) {
  const wrong = q.answers.find((a) => !a.correct)?.text ?? '';
  const userAnswer = how === 'right' ? q.correctAnswer : how === 'wrong' ? wrong : 'TIMEOUT';
  const params = new URLSearchParams({
    session_id: sessionId,
    username: user.username,
    question_text: q.question,
    user_answer: userAnswer,
    correct_answer: q.correctAnswer,
    sport: q.sport,
    level: q.level,
    question_id: q.id,
  });
  return call<{ correct: boolean; correct_answer: string; incorrect_answer_id: string | null }>(
    server,
    user,
    'POST',
    `/training/submit-answer?${params}`,
  );
}

/** The English text of a bank question (to check translations). */
export const englishText = (id: string) => getQuestion(id, 'en')?.text;
