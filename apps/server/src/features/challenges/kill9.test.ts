import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getQuestion } from '@fanclash/content';
import { describe, expect, it, vi } from 'vitest';
import { startChildServer } from '../../test/child-process.js';
import { BACKENDS, LiveClient } from '../../test/harness.js';
import { dayOf, drawDaily } from '../daily/draw.js';
import { isOffensiveUsername } from '../../lib/text-filter/index.js';

interface Remote {
  readonly username: string;
  readonly token: string;
}

async function api(base: string, method: string, url: string, token?: string, body?: unknown) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : null) as Record<string, unknown> | null };
}

async function signUp(base: string): Promise<Remote> {
  // Letters only: a generated name with digits can trip the username filter (e.g. '88'). Random
  // letters can too (about 1 name in 900 holds 'abeed', a slur): a name the filter refuses is drawn again.
  let username: string;
  do {
    username = `solo_${randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 12)}`;
  } while (isOffensiveUsername(username));
  const res = await api(base, 'POST', '/auth/signup', undefined, {
    email: `${username.toLowerCase()}@example.com`,
    password: 'correct horse battery',
    username,
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status}`);
  return { username, token: String(res.json?.access_token) };
}

const socket = (ws: string, who: Remote, suffix = '') =>
  LiveClient.connect(`${ws}/ws${suffix}?username=${who.username}&token=${who.token}`);

/**
 * Issue 31: a kill -9 in the middle of a solo run leaves it playable or counted, never stuck.
 * A challenger's turn cut short is played again after the restart; a daily run cut short counts
 * as played with the answers given (its player may not start it again, and is not left "in a battle").
 */
describe.each(BACKENDS)('solo runs after kill -9 (%s)', (backend) => {
  it('a challenge turn is playable again and a daily run is counted', { timeout: 300_000 }, async () => {
    const postgres = backend === 'postgres';
    const dataDir = await mkdtemp(path.join(tmpdir(), 'fanclash-k9s-'));
    const env: Record<string, string> = {
      BATTLE_COUNTDOWN_MS: '50',
      // Long enough that a busy machine still answers the daily run's first question in time.
      BATTLE_QUESTION_MS: '30000',
      BATTLE_PAUSE_MS: '20',
      BATTLE_QUESTIONS: '3',
      RATE_LIMITS: 'off',
      DATA_DIR: dataDir,
      JWT_SECRET: randomUUID() + randomUUID(),
      ...(postgres
        ? {
            DATABASE_URL: process.env.TEST_DATABASE_URL ?? '',
            REDIS_URL: process.env.TEST_REDIS_URL ?? '',
            TEST_DB_SCHEMA: `k9s_${randomUUID().replace(/-/g, '').slice(0, 16)}`,
          }
        : {}),
    };
    const open: LiveClient[] = [];
    try {
      const first = await startChildServer(env);
      const [a, b, d] = [await signUp(first.url), await signUp(first.url), await signUp(first.url)];
      const [ta, tb] = [socket(first.wsUrl, a), socket(first.wsUrl, b)];
      open.push(ta, tb);
      await Promise.all([ta.opened, tb.opened]);
      ta.send({ type: 'send_friend_request', friend_username: b.username });
      await tb.next('friend_request_updated');
      tb.send({ type: 'accept_friend_request', friend_username: a.username });
      await ta.next('friend_request_updated', (m) => (m.data as { response_value?: string }).response_value === 'accepted');

      const created = await api(first.url, 'POST', '/battle/challenge', a.token, {
        friend_username: b.username,
        sport: 'soccer',
        level: 'easy',
      });
      expect(created.status).toBe(201);
      const id = String(created.json?.id);
      const sa = socket(first.wsUrl, a, `/battle/${id}`);
      open.push(sa);
      await sa.next('next_question', () => true, 10_000);

      const daily = await api(first.url, 'POST', '/daily/soccer/start', d.token);
      expect(daily.status).toBe(201);
      const dailyId = String(daily.json?.battle_id);
      const sd = socket(first.wsUrl, d, `/battle/${dailyId}`);
      open.push(sd);
      const asked = await sd.next('next_question', () => true, 10_000);
      // The right answer to the day's first question, from the bank (the draw is the date's and sport's alone).
      const served = asked.question as { text: string; answers: Array<{ text: string }> };
      const bank = drawDaily(dayOf(Date.now()), 'soccer', 3).flatMap((id) => getQuestion(id, 'en') ?? []);
      const right = bank.find((q) => q.text === served.text);
      sd.send({ type: 'submit_answer', battle_id: dailyId, question_index: 0, answer: right?.answers[right.correctIndex]?.text });
      const kept = await sd.next('answer_submitted');
      expect(kept).toMatchObject({ correct: true });
      // Killed only once the answer is kept (the run's score is visible to its player).
      await vi.waitFor(
        async () =>
          expect((await api(first.url, 'GET', `/battle/get-battle?battle_id=${dailyId}`, d.token)).json).toMatchObject({
            first_score: kept.points,
          }),
        { timeout: 10_000 },
      );

      await first.kill9();
      for (const c of open.splice(0)) c.close();
      const second = await startChildServer(env);
      try {
        // The challenger's turn starts again, the same questions, and can be played to the end.
        const again = socket(second.wsUrl, a, `/battle/${id}`);
        open.push(again);
        await again.opened;
        // A freshly restarted process on a busy machine may take a while over its first queries.
        expect((await again.next('quiz_ready', () => true, 30_000)).total).toBe(3);
        // The daily run counts as played: a second start is refused, and nobody is stuck in a battle.
        expect((await api(second.url, 'POST', '/daily/soccer/start', d.token)).status).toBe(409);
        const today = await api(second.url, 'GET', '/daily', d.token);
        const soccer = (today.json?.sports as Array<Record<string, unknown>>).find((s) => s.sport === 'soccer');
        // ...with the answer given before the kill: its points and its square, the rest unanswered.
        expect(soccer).toMatchObject({ played: true, battle_id: null, score: kept.points, grid: [true, null, null] });
        const board = await api(second.url, 'GET', '/daily/soccer/leaderboard', d.token);
        expect(board.json?.me).toMatchObject({ username: d.username, score: kept.points });
        // Its page shows the run's result.
        const reload = socket(second.wsUrl, d, `/battle/${dailyId}`);
        open.push(reload);
        expect(await reload.next('run_finished', () => true, 30_000)).toMatchObject({ score: kept.points, grid: [true, null, null] });
        expect(await reload.next('battle_end')).toMatchObject({ reason: 'finished' });
        expect((await api(second.url, 'POST', '/daily/tennis/start', d.token)).status).toBe(201);
      } finally {
        for (const c of open.splice(0)) c.close();
        await second.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
