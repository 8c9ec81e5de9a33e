import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeActor } from './support/actors';
import { chooseOption } from './support/battles';
import { ConsoleWatch, launchBrowser, newActorContext } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { openSignedIn } from './support/signedIn';

/** A waiting battle is cancelled after this long without its creator's activity (10 minutes in production). */
const WAITING_ROOM_TIMEOUT_MS = 6_000;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ WAITING_ROOM_TIMEOUT_MS: String(WAITING_ROOM_TIMEOUT_MS) }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a waiting battle cancelled for inactivity (spec section 8)', () => {
  it('Gina leaves her waiting room for the dashboard; when her battle is cancelled she is told so and taken to the arena', async () => {
    const gina = makeActor('Gina');
    const context = await newActorContext(browser, { baseUrl: server.baseUrl, viewport: 'desktop' });
    const { page } = await openSignedIn(context, gina, '/battles');
    const consoleWatch = new ConsoleWatch(page);

    await chooseOption(page, 'Sport', 'Golf');
    await chooseOption(page, 'Difficulty', 'Hard');
    await page.getByRole('button', { name: 'Create Battle' }).click();
    await page.waitForURL(/\/waiting-room\/[^/]+$/);
    await page.getByRole('heading', { name: 'Waiting for an opponent' }).waitFor();

    // She wanders off to her dashboard: nothing there tells the server she is still waiting.
    await page.getByRole('link', { name: 'Home' }).first().click();
    await page.waitForURL(new RegExp(`/${gina.username}$`));
    await page.getByRole('heading', { name: `Welcome, ${gina.username}` }).waitFor();

    // The alert comes to the dashboard, announced at once, and takes her to the arena.
    await page
      .getByRole('alert')
      .filter({ hasText: 'You were inactive in the waiting room' })
      .waitFor({ timeout: WAITING_ROOM_TIMEOUT_MS * 4 });
    await page.waitForURL('**/battles');
    await page.getByText('No open battles right now').waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'You were inactive in the waiting room' }).count()).toBe(1);

    expect(consoleWatch.unexpected()).toEqual([]);
    await context.close();
  });
});
