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
    // Anya has played: the quiz says so where her score would be, and shows no score of hers.
    await b.waitForURL(/\/quiz$/);
    await b.getByTestId('player-opponent').getByTestId('player-played').getByText('Played').waitFor();
    expect(await b.getByTestId('player-opponent').getByTestId('player-score').count()).toBe(0);
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

  it('the daily challenge: a reload of the finished run shows its result, and the Daily card shares it', async () => {
    const vera = makeActor('Vera');
    await signUpThroughApi(app.server.baseUrl, vera);
    const context = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'desktop' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.server.baseUrl });
    const page = await signIn(context, vera, `/${vera.username}`);
    const watch = new ConsoleWatch(page);
    const card = page.getByTestId('daily-card');
    await card.locator('[data-testid="daily-sport"][data-sport="soccer"]').getByRole('button', { name: /Play/ }).click();
    await page.waitForURL(/\/countdown$/);
    await page.waitForURL(/\/quiz$/);
    // Its questions go from easy to hard: the level says so (not 'Medium').
    await page
      .getByTestId('quiz-question')
      .getByText(/Easy to hard/)
      .waitFor();
    await playQuiz(page, FAST_BATTLE_QUESTIONS, () => 0);
    await page.waitForURL(/\/battle-result$/);
    await page.getByTestId('run-result').getByText('Daily challenge done').waitFor();
    const score = await page.getByTestId('run-score').innerText();

    // A reload: the run's own result again, not a battle against nobody.
    await page.reload();
    await page.getByTestId('run-result').getByText('Daily challenge done').waitFor();
    expect(await page.getByTestId('run-score').innerText()).toBe(score);
    expect(await page.getByTestId('result-card').count()).toBe(0);

    // The dashboard's Daily card shares the played sport: squares, the score and the board's link.
    await page.goto(`/${vera.username}`);
    const soccer = card.locator('[data-testid="daily-sport"][data-sport="soccer"]');
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
    await soccer.getByTestId('daily-share').click();
    await page.getByText('Copied: paste it anywhere').waitFor();
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text).toMatch(/^FanClash daily challenge, .+: \d+ points\n[🟩🟥⬜]{3}\nhttps?:\/\/.+\/daily\/soccer$/u);
    expect(watch.unexpected()).toEqual([]);
    await context.close();
  });
});
