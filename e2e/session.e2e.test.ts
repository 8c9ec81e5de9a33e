import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeActor, type Actor } from './support/actors';
import { useServerAndBrowser } from './support/app';
import { ConsoleWatch, newActorContext } from './support/browser';
import { storedSession } from './support/session';
import { waitForDashboard } from './support/dashboard';

const app = useServerAndBrowser();

/** A JWT-shaped token whose `exp` lies an hour in the past (the app reads `exp` on the device). */
function expiredToken(username: string): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256' })}.${encode({ sub: 'x', username, exp: Math.floor(Date.now() / 1000) - 3600 })}.signature`;
}

/** Signs the actor up through the context's own request client, so the refresh cookie lands in that browser. */
async function signUpInContext(context: BrowserContext, actor: Actor): Promise<void> {
  const response = await context.request.post('/auth/signup', {
    data: { email: actor.email, username: actor.username, password: actor.password },
  });
  expect(response.status()).toBe(201);
}

/** Leaves an expired access token in storage, as a tab reopened the next day would find it. */
async function storeExpiredSession(page: Page, actor: Actor): Promise<string> {
  const token = expiredToken(actor.username);
  await page.goto('/sign-in');
  await page.evaluate(
    ([token, username]) => {
      localStorage.setItem('access_token', token);
      localStorage.setItem('username', username);
    },
    [token, actor.username] as const,
  );
  return token;
}

describe('an expired access token at app load (spec section 4)', () => {
  it('Carla comes back the next day: her token is renewed silently and her dashboard opens', async () => {
    const carla = makeActor('Carla');
    const context = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'desktop' });
    await signUpInContext(context, carla);
    const page = await context.newPage();
    const consoleWatch = new ConsoleWatch(page);
    const stale = await storeExpiredSession(page, carla);

    await page.goto(`/${carla.username}`);
    await waitForDashboard(page, carla.username);
    const session = await storedSession(page);
    expect(session.token).toBeTruthy();
    expect(session.token).not.toBe(stale);
    expect(session.username).toBe(carla.username);

    expect(consoleWatch.unexpected()).toEqual([]);
    await context.close();
  });

  it('Dan comes back after his session ended everywhere: storage is cleared and he is asked to sign in', async () => {
    const dan = makeActor('Dan');
    // No refresh cookie in this browser: the renewal is refused.
    const context = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'phone' });
    const page = await context.newPage();
    const consoleWatch = new ConsoleWatch(page);
    // The refused renewal is logged by the browser itself.
    consoleWatch.allow(/status of 401/);
    // Dan's token names a player the server does not have, so his address answers a real 404 (issue 28.10).
    consoleWatch.allow(new RegExp(`status of 404 \\(Not Found\\) \\(http[^)]*/${dan.username}\\)`));
    await storeExpiredSession(page, dan);

    await page.goto(`/${dan.username}`);
    await page.waitForURL('**/sign-in');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(await storedSession(page)).toMatchObject({ token: null, username: null, user: null });

    expect(consoleWatch.unexpected()).toEqual([]);
    await context.close();
  });
});
