import type { BrowserContext, Page } from 'playwright-core';
import type { TrainingQuestion } from '@fanclash/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeActor, type Actor } from './support/actors';
import { ConsoleWatch, launchBrowser, newActorContext } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { openSignedIn } from './support/signedIn';
import { signUpThroughForm } from './support/signUp';

/**
 * Issue 35: what the device keeps for offline training (flashcard sets with their schedule,
 * reviews waiting for the server, in IndexedDB 'fanclash-training') leaves with the player.
 * Signing out sends the reviews first, and asks before losing those that cannot be sent; the
 * next player signing in on the device finds none of the last one's flashcards.
 */

let server: RunningServer;
let context: BrowserContext;
let closeBrowser: () => Promise<void>;

beforeAll(async () => {
  const browser = await launchBrowser();
  closeBrowser = () => browser.close();
  server = await startServer();
  context = await newActorContext(browser, { baseUrl: server.baseUrl, viewport: 'phone', serviceWorkers: 'allow' });
});

afterAll(async () => {
  await context?.close();
  await closeBrowser?.();
  await server?.stop();
});

/** Records of `username` in a store of the training database (0 when there is no database). */
function recordsOf(page: Page, store: 'cards' | 'reviews', username: string): Promise<number> {
  return page.evaluate(
    async ([name, player]) => {
      if (!(await indexedDB.databases()).some((db) => db.name === 'fanclash-training')) return 0;
      return new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('fanclash-training');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const request = db.transaction(name).objectStore(name).index('username').count(player);
          request.onsuccess = () => {
            db.close();
            resolve(request.result);
          };
          request.onerror = () => reject(request.error);
        };
      });
    },
    [store, username] as const,
  );
}

/** A question the player missed (through the API): a review flashcard due at once. */
async function missOne(actor: Actor, token: string): Promise<TrainingQuestion> {
  const headers = { authorization: `Bearer ${token}` };
  const started = await context.request.post(
    `/training/start-session?username=${actor.username}&session_type=random&sport=soccer&level=easy`,
    { headers },
  );
  const { session_id } = (await started.json()) as { session_id: string };
  const generated = await context.request.get('/training/generate-random-questions?sport=soccer&level=easy&count=1&language=en', {
    headers,
  });
  const [question] = ((await generated.json()) as { questions: TrainingQuestion[] }).questions;
  if (!question) throw new Error('a question expected');
  const missed = await context.request.post('/training/submit-answer', {
    headers,
    data: {
      session_id,
      username: actor.username,
      question_text: question.question,
      user_answer: question.answers.find((answer) => !answer.correct)?.text ?? '',
      correct_answer: question.correctAnswer,
      sport: question.sport,
      level: question.level,
      question_id: question.id,
    },
  });
  expect(missed.status()).toBe(200);
  return question;
}

/** The training page online, with the player's flashcards kept on the device. */
async function trainingWithCardsKept(page: Page, actor: Actor): Promise<void> {
  await page.goto(`/${actor.username}/trainings`);
  await page.getByRole('heading', { level: 1, name: 'Sharpen your skills' }).waitFor();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
  await expect.poll(() => recordsOf(page, 'cards', actor.username), { timeout: 30_000 }).toBeGreaterThan(0);
}

async function chooseSignOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
}

describe('offline training data leaves with the player (issue 35)', () => {
  it('Pavel signs out on a train: told first that his offline review would be lost, he waits, it is sent, and signing out then leaves none of his flashcards', async () => {
    const pavel = makeActor('Pavel');
    const { page, token } = await openSignedIn(context, pavel, '/faq');
    const watch = new ConsoleWatch(page);
    // Offline, every call to the server and the live socket fail (the app says so and carries on).
    watch.allow(/Failed to load resource|ERR_INTERNET_DISCONNECTED|WebSocket/);
    await missOne(pavel, token);
    await trainingWithCardsKept(page, pavel);

    // No signal: he reviews his card; the review waits on the device.
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('combobox', { name: 'Mode' }).click();
    await page.getByRole('option', { name: 'Flashcards', exact: true }).click();
    await page.getByTestId('training-start').click();
    await page.getByRole('button', { name: 'Show definition' }).click();
    await page.getByRole('button', { name: 'Got it' }).click();
    await expect.poll(() => recordsOf(page, 'reviews', pavel.username)).toBe(1);

    // Signing out now would lose it: he is asked, and stays.
    await chooseSignOut(page);
    const dialog = page.getByRole('dialog', { name: 'Flashcard reviews not sent yet' });
    await dialog.getByText('1 flashcard review you made offline has not reached the server yet.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Stay signed in' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await recordsOf(page, 'reviews', pavel.username)).toBe(1);
    await page.getByTestId('user-menu').waitFor();

    // Back online: the review reaches the server.
    const synced = page.waitForResponse((response) => response.url().includes('/training/flashcard-review'), { timeout: 30_000 });
    await context.setOffline(false);
    expect((await synced).status()).toBe(200);
    await expect.poll(() => recordsOf(page, 'reviews', pavel.username)).toBe(0);

    // Nothing is waiting now: he signs out at once, and his flashcards leave the device with him.
    await chooseSignOut(page);
    await page.waitForURL(`${server.baseUrl}/`);
    expect(await recordsOf(page, 'cards', pavel.username)).toBe(0);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    expect(watch.unexpected()).toEqual([]);
  });

  it('Rita’s session ends without a sign-out; Sam signs up on the same phone and her flashcards are gone', async () => {
    const [rita, sam] = [makeActor('Rita'), makeActor('Sam')];
    const { page } = await openSignedIn(context, rita, '/faq');
    await trainingWithCardsKept(page, rita);

    // Her session is over (no refresh cookie, no token), as after weeks away.
    await context.clearCookies();
    await page.evaluate(() => ['access_token', 'username', 'user'].forEach((key) => localStorage.removeItem(key)));
    // What matters here is what the device keeps, not Sam's onboarding tour.
    await signUpThroughForm(page, sam, { closeTour: false });
    await expect.poll(() => recordsOf(page, 'cards', rita.username)).toBe(0);
  });
});
