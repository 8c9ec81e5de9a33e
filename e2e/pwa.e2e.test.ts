import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import type { FlashcardReviewResponse, IncorrectAnswer, TrainingQuestion } from '@fanclash/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeActor } from './support/actors';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ConsoleWatch, VIEWPORTS } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { openSignedIn } from './support/signedIn';

/**
 * Issue 35, items 1 and 2 in the browser: FanClash installs (the manifest is valid and Chromium
 * finds nothing to refuse), its service worker registers and precaches the app, the app opens
 * with the network off and says so, and a flashcard reviewed offline reaches the server once
 * the network is back. Chromium refuses to install from an incognito profile, which is what a
 * fresh Playwright context is: this scenario runs in a persistent profile of its own.
 */

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');

let server: RunningServer;
let profile: string;
let context: BrowserContext;

beforeAll(async () => {
  server = await startServer();
  profile = await mkdtemp(path.join(tmpdir(), 'fanclash-pwa-'));
  context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    baseURL: server.baseUrl,
    viewport: VIEWPORTS.phone,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    timezoneId: 'Europe/London',
    serviceWorkers: 'allow',
  });
});

afterAll(async () => {
  await context?.close();
  await server?.stop();
  if (profile) await rm(profile, { recursive: true, force: true });
});

/**
 * Waits until a store of the app's training database (IndexedDB 'fanclash-training') holds
 * `wanted` records ('some': at least one): the kept flashcard sets ('cards') or the reviews
 * waiting for the server ('reviews').
 */
async function waitForRecords(page: Page, store: 'cards' | 'reviews', wanted: number | 'some', timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    async ([name, expected]) => {
      const accepts = (n: number) => (expected === 'some' ? n > 0 : n === expected);
      if (!(await indexedDB.databases()).some((db) => db.name === 'fanclash-training')) return accepts(0);
      const records = await new Promise<number>((resolve) => {
        const open = indexedDB.open('fanclash-training');
        open.onerror = () => resolve(-1);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(name)) {
            db.close();
            resolve(0);
            return;
          }
          const request = db.transaction(name).objectStore(name).count();
          request.onsuccess = () => {
            db.close();
            resolve(request.result);
          };
          request.onerror = () => {
            db.close();
            resolve(-1);
          };
        };
      });
      return records >= 0 && accepts(records);
    },
    [store, wanted] as const,
    { timeout, polling: 250 },
  );
}

describe('installable and offline (issue 35)', () => {
  it('serves a valid manifest, its icons, and a service worker that is never cached for long', async () => {
    const manifest = await context.request.get('/manifest.webmanifest');
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()['content-type']).toMatch(/manifest\+json|json/);
    const body = (await manifest.json()) as {
      name: string;
      short_name: string;
      display: string;
      start_url: string;
      icons: Array<{ src: string; sizes: string; purpose: string }>;
      shortcuts: Array<{ name: string; url: string }>;
    };
    expect(body).toMatchObject({ short_name: 'FanClash', display: 'standalone', start_url: '/dashboard' });
    expect(body.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(
      ['192x192 any', '192x192 maskable', '512x512 any', '512x512 maskable'].sort(),
    );
    expect(body.shortcuts.map((shortcut) => `${shortcut.name} ${shortcut.url}`)).toEqual([
      'Play now /battles',
      'Training /dashboard?open=trainings',
      'Chats /dashboard?open=chats',
    ]);
    for (const src of [...body.icons.map((icon) => icon.src), '/icons/apple-touch-icon-180.png']) {
      const icon = await context.request.get(src);
      expect([src, icon.status(), icon.headers()['content-type']]).toEqual([src, 200, 'image/png']);
    }
    const worker = await context.request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['content-type']).toMatch(/javascript/);
    expect(worker.headers()['cache-control']).toBe('no-cache');
    // The precached shell is the index.html the build finished with (the prerendered one), so
    // an update is noticed and the offline shell is the real one.
    const source = await worker.text();
    const entry = /\{[^{}]*"?url"?:\s*"index\.html"[^{}]*\}/.exec(source)?.[0] ?? '';
    const revision = /"?revision"?:\s*"([0-9a-f]+)"/.exec(entry)?.[1];
    expect(revision).toBe(
      createHash('md5')
        .update(readFileSync(path.join(DIST, 'index.html')))
        .digest('hex'),
    );
  });

  it('Olya installs FanClash, opens it on a train with no signal, reviews a flashcard, and the review reaches the server when she is back online', async () => {
    const olya = makeActor('Olya');
    const { page, token } = await openSignedIn(context, olya, '/faq');
    const watch = new ConsoleWatch(page);
    // Offline, every call to the server and the live socket fail (the app says so and carries on).
    watch.allow(/Failed to load resource|ERR_INTERNET_DISCONNECTED|WebSocket/);
    const headers = { authorization: `Bearer ${token}` };

    // A question she missed: a review flashcard due at once.
    const started = await context.request.post(
      `/training/start-session?username=${olya.username}&session_type=random&sport=soccer&level=easy`,
      { headers },
    );
    const { session_id } = (await started.json()) as { session_id: string };
    const generated = await context.request.get('/training/generate-random-questions?sport=soccer&level=easy&count=1&language=en', {
      headers,
    });
    const [question] = ((await generated.json()) as { questions: TrainingQuestion[] }).questions;
    if (!question) throw new Error('a question expected');
    const wrong = question.answers.find((answer) => !answer.correct)?.text ?? '';
    const missed = await context.request.post('/training/submit-answer', {
      headers,
      data: {
        session_id,
        username: olya.username,
        question_text: question.question,
        user_answer: wrong,
        correct_answer: question.correctAnswer,
        sport: question.sport,
        level: question.level,
        question_id: question.id,
      },
    });
    expect(missed.status()).toBe(200);

    // Online on the training page: the service worker takes over the tab, and her cards are kept.
    await page.goto(`/${olya.username}/trainings`);
    await page.getByRole('heading', { level: 1, name: 'Sharpen your skills' }).waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)).toBe(`${server.baseUrl}/`);
    await waitForRecords(page, 'cards', 'some');

    // Chromium would install it: a valid manifest and nothing to refuse.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);
    const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
    expect(errors).toEqual([]);
    await cdp.detach();

    // No signal: the app still opens, from the service worker, and says it is offline.
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Sharpen your skills' }).waitFor();
    await page.getByTestId('offline-banner').getByText("You're offline. FanClash opens without a connection", { exact: false }).waitFor();

    // Her review flashcard plays from the device; the review waits in the queue.
    await page.getByRole('combobox', { name: 'Mode' }).click();
    await page.getByRole('option', { name: 'Flashcards', exact: true }).click();
    await page.getByTestId('training-start').click();
    await page.getByTestId('training-offline').waitFor();
    const card = page.getByTestId('flashcard');
    expect(await card.getByTestId('flashcard-badge').textContent()).toBe('Review');
    expect(await card.getByTestId('flashcard-term').textContent()).toBe(question.question);
    await page.getByRole('button', { name: 'Show definition' }).click();
    await card.getByTestId('flashcard-definition').getByText(question.correctAnswer, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Got it' }).click();
    await card.getByText('Card 2 of', { exact: false }).waitFor();
    await waitForRecords(page, 'reviews', 1, 10_000);

    // Battles say they need a connection.
    await page.goto('/battles');
    await page.getByTestId('offline-banner').getByText("You're offline. Battles need a connection.").waitFor();

    // Back online: the queued review goes to the server, once, and leaves the queue.
    const synced = page.waitForResponse((response) => response.url().includes('/training/flashcard-review'), { timeout: 30_000 });
    await context.setOffline(false);
    const response = await synced;
    expect(response.status()).toBe(200);
    const reviewed = (await response.json()) as FlashcardReviewResponse;
    expect([reviewed.outcome, reviewed.reps]).toEqual(['applied', 1]);
    await page.getByTestId('offline-banner').and(page.locator('[data-state="online"]')).waitFor({ state: 'attached' });
    await waitForRecords(page, 'reviews', 0, 10_000);

    // The server rescheduled the card: 'got it' sends it minutes ahead.
    const misses = await context.request.get(`/training/incorrect-answers/${olya.username}`, { headers });
    const [record] = ((await misses.json()) as { incorrect_answers: IncorrectAnswer[] }).incorrect_answers;
    expect(new Date(record?.due ?? 0).getTime()).toBeGreaterThan(Date.now() + 5 * 60_000);
    expect(watch.unexpected()).toEqual([]);
  });
});
