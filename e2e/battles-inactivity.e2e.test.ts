import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/app';
import { makeActor } from './support/actors';
import { chooseOption } from './support/battles';
import { ConsoleWatch, newActorContext } from './support/browser';
import { openSignedIn } from './support/signedIn';
import { waitForDashboard } from './support/dashboard';

/** A waiting battle is cancelled after this long without its creator's activity (10 minutes in production). */
const WAITING_ROOM_TIMEOUT_MS = 8_000;

const app = useServerAndBrowser({ WAITING_ROOM_TIMEOUT_MS: String(WAITING_ROOM_TIMEOUT_MS) });

describe('a waiting battle cancelled for inactivity (spec section 8)', () => {
  it('Gina, whose device clock is an hour slow, sees her real waiting time, leaves for the dashboard and is told there when her battle is cancelled', async () => {
    const gina = makeActor('Gina');
    const context = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'desktop' });
    // Her device's clock is an hour slow; time still flows on it as usual.
    await context.clock.install({ time: Date.now() - 60 * 60_000 });
    const { page } = await openSignedIn(context, gina, '/battles');
    const consoleWatch = new ConsoleWatch(page);

    await chooseOption(page, 'Sport', 'Golf');
    await chooseOption(page, 'Difficulty', 'Hard');
    await page.getByRole('button', { name: 'Create Battle' }).click();
    await page.waitForURL(/\/waiting-room\/[^/]+$/);
    await page.getByRole('heading', { name: 'Waiting for an opponent' }).waitFor();
    // The waiting time counts on the server's clock: it moves on from 0:00 (on her own clock
    // the battle was created an hour in the future, which read 0:00 for the whole hour).
    await page
      .getByTestId('waiting-elapsed')
      .filter({ hasText: /^0:0[1-9]$/ })
      .waitFor();

    // She wanders off to her dashboard: nothing there tells the server she is still waiting.
    await page.getByRole('link', { name: 'Home' }).first().click();
    await page.waitForURL(new RegExp(`/${gina.username}$`));
    await waitForDashboard(page, gina.username);

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
