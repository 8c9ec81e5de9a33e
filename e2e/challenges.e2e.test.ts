import { getQuestion } from '@fanclash/content';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/app';
import { makeActor, type Actor } from './support/actors';
import { chooseOption, FAST_BATTLE_ENV, FAST_BATTLE_QUESTIONS, playQuiz } from './support/battles';
import { ConsoleWatch, newActorContext } from './support/browser';
import { Live } from './support/live';
import { signUpThroughApi } from './support/session';

/** Known questions (the server's test-only pin), so the challenger surely scores and wins. */
const PINNED = ['hockey.hand.rules.icing', 'golf.teams.solheim-cup', 'cricket.hand.terms.nightwatchman'];
const CORRECT = PINNED.map((id) => getQuestion(id, 'en')?.correctIndex ?? 0);
const app = useServerAndBrowser({ ...FAST_BATTLE_ENV, NODE_ENV: 'test', BATTLE_TEST_QUESTION_IDS: PINNED.join(',') });

async function token(actor: Actor): Promise<string> {
  const response = await fetch(`${app.server.baseUrl}/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: actor.email, password: actor.password }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Signs an existing actor in the way the sign-in page leaves a session, then opens `path`. */
async function signIn(context: BrowserContext, actor: Actor, path: string) {
  const response = await context.request.post('/auth/signin', { data: { username: actor.email, password: actor.password } });
  const session = (await response.json()) as { access_token: string; user: unknown };
  const page = await context.newPage();
  await page.goto('/sign-in');
  await page.evaluate(
    ([t, username, user]) => {
      localStorage.setItem('access_token', t);
      localStorage.setItem('username', username);
      localStorage.setItem('user', user);
    },
    [session.access_token, actor.username, JSON.stringify(session.user)] as const,
  );
  await page.goto(path);
  return page;
}

describe('friend challenges', () => {
  it('Anya challenges Boris while he is signed out; he signs in later, sees it, plays; both see the result', async () => {
    const anya = makeActor('Anya');
    const boris = makeActor('Boris');
    await Promise.all([signUpThroughApi(app.server.baseUrl, anya), signUpThroughApi(app.server.baseUrl, boris)]);
    // Friends through the protocol (this scenario is about challenges, not friend requests).
    const origin = app.server.baseUrl;
    const ws = origin.replace(/^http/, 'ws');
    const [la, lb] = [
      new Live(`${ws}/ws?username=${anya.username}&token=${await token(anya)}`, origin),
      new Live(`${ws}/ws?username=${boris.username}&token=${await token(boris)}`, origin),
    ];
    await Promise.all([la.opened, lb.opened]);
    la.send({ type: 'send_friend_request', friend_username: boris.username });
    await lb.next('friend_request_updated');
    lb.send({ type: 'accept_friend_request', friend_username: anya.username });
    await la.next('friend_request_updated', (m) => (m.data as { response_value?: string }).response_value === 'accepted');
    la.close();
    lb.close();

    // Anya, alone: Challenge beside Boris on her friends page, then her turn at once.
    const anyaContext = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'desktop' });
    const a = await signIn(anyaContext, anya, `/${anya.username}/friends`);
    const watchA = new ConsoleWatch(a);
    await a
      .getByTestId('friend-row')
      .filter({ hasText: boris.username })
      .getByRole('button', { name: `Challenge ${boris.username}` })
      .click();
    const form = a.getByTestId('challenge-form');
    await chooseOption(a, 'Sport', 'Football');
    await chooseOption(a, 'Level', 'Easy');
    await form.getByRole('button', { name: 'Play now' }).click();
    await a.waitForURL(/\/countdown$/);
    await playQuiz(a, FAST_BATTLE_QUESTIONS, (i) => CORRECT[i] ?? 0);
    const run = a.getByTestId('run-result');
    await run.getByText('Your turn is played').waitFor();
    await run.getByText(new RegExp(`${boris.username} plays the same questions`)).waitFor();

    // Boris signs in later (on a phone): the notification waits for him, with the badge.
    const borisContext = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'phone' });
    const b = await signIn(borisContext, boris, `/${boris.username}/notifications`);
    const watchB = new ConsoleWatch(b);
    const note = b.getByTestId('challenge-notifications');
    await note.getByTestId('challenge-status').getByText('Your turn').waitFor();
    await note.getByRole('button', { name: `Play ${anya.username}'s challenge` }).click();
    await b.waitForURL(/\/countdown$/);
    // Wrong answers: Anya, who answered right, wins.
    await playQuiz(b, FAST_BATTLE_QUESTIONS, (i) => ((CORRECT[i] ?? 0) + 1) % 4);
    await b.waitForURL(/\/battle-result$/);
    await b.getByTestId('result-card').waitFor();

    // Anya sees it decided in her list.
    await a.goto(`/${anya.username}/friends`);
    const row = a.getByTestId('challenge-row').filter({ hasText: boris.username });
    await row.getByTestId('challenge-status').getByText('Finished').waitFor();
    await row
      .getByTestId('challenge-score')
      .getByText(/You won/)
      .waitFor();
    expect(watchA.unexpected()).toEqual([]);
    expect(watchB.unexpected()).toEqual([]);
    await Promise.all([anyaContext.close(), borisContext.close()]);
  });
});
