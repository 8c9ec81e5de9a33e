import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGoogle, type FakeGoogle } from '../apps/server/src/features/auth/test-google';
import { makeActor } from './support/actors';
import { launchBrowser, newActorContext, type ViewportName } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { signUpThroughApi, storedSession } from './support/session';
import { closeOnboardingTour } from './support/tour';

/**
 * Google sign-in end to end, offline: the server verifies real RS256 tokens against a local key
 * server (GOOGLE_JWKS_URL); in the browser, Google's script is replaced by a stand-in that
 * renders a button handing the page a token signed by that key, as Google's button would.
 */
let google: FakeGoogle;
let server: RunningServer;
let plain: RunningServer;
let browser: Browser;

beforeAll(async () => {
  google = await startFakeGoogle();
  [server, plain, browser] = await Promise.all([
    startServer({ GOOGLE_CLIENT_ID: google.clientId, GOOGLE_JWKS_URL: google.jwksUrl }),
    startServer(),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([server?.stop(), plain?.stop()]);
  await google?.close();
});

/** The stand-in for https://accounts.google.com/gsi/client: a button that returns `credential`. */
function fakeGoogleScript(credential: string): string {
  return `
    (() => {
      let callback = null;
      window.google = { accounts: { id: {
        initialize(options) { callback = options.callback; },
        renderButton(parent) {
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = 'Sign in with Google (test)';
          button.addEventListener('click', () => callback({ credential: ${JSON.stringify(credential)} }));
          parent.append(button);
        },
        prompt() {},
        cancel() {},
      } } };
    })();`;
}

async function contextWithGoogle(viewport: ViewportName, credential: string): Promise<BrowserContext> {
  const context = await newActorContext(browser, { baseUrl: server.baseUrl, viewport });
  await context.route('https://accounts.google.com/gsi/client', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: fakeGoogleScript(credential) }),
  );
  return context;
}

describe.each<ViewportName>(['phone', 'desktop'])('Google sign-in on a %s', (viewport) => {
  it('a new player signs in with Google and gets an account with a transliterated name', async () => {
    const email = `${makeActor('Lev').username}@gmail.com`;
    const context = await contextWithGoogle(viewport, await google.sign({ email, name: 'Лев Яшин' }));
    const page = await context.newPage();
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Sign in with Google (test)' }).click();
    // 404 on sign-in -> the account is created with the generated username (spec sections 4 and 5).
    await page.waitForURL(/\/levyashin\d*$/);
    // A new account: the onboarding tour opens (the new-user flag was set) and consumes the flag.
    await closeOnboardingTour(page);
    const session = await storedSession(page);
    expect(session.username).toMatch(/^levyashin\d*$/);
    expect(session.isNewUser).toBeNull();
    expect(JSON.parse(session.user ?? '{}')).toMatchObject({ email });
    await context.close();
  });

  it('the sign-up page links an existing e-mail account instead of creating a second one', async () => {
    const alice = makeActor('Alice');
    await signUpThroughApi(server.baseUrl, alice);
    const context = await contextWithGoogle(viewport, await google.sign({ email: alice.email, name: 'Alice Google' }));
    const page = await context.newPage();
    await page.goto('/sign-up');
    await page.getByRole('button', { name: 'Sign in with Google (test)' }).click();
    // Sign-up answers 401 (the e-mail has an account), the page falls back to sign-in.
    await page.waitForURL(new RegExp(`/${alice.username}$`));
    expect((await storedSession(page)).username).toBe(alice.username);
    await context.close();
  });
});

describe('Google sign-in refused or not configured', () => {
  it('shows the error box when the server refuses the token (wrong audience)', async () => {
    const context = await contextWithGoogle('desktop', await google.sign({ aud: 'another-app' }));
    const page = await context.newPage();
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Sign in with Google (test)' }).click();
    await page.getByRole('alert').filter({ hasText: 'Google sign-in failed' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    await context.close();
  });

  it('without GOOGLE_CLIENT_ID the button is not shown and the e-mail options remain', async () => {
    const context = await newActorContext(browser, { baseUrl: plain.baseUrl, viewport: 'desktop' });
    let scriptRequested = false;
    await context.route('https://accounts.google.com/**', (route) => {
      scriptRequested = true;
      return route.abort();
    });
    const page = await context.newPage();
    for (const path of ['/sign-up', '/sign-in']) {
      await page.goto(path);
      await page
        .getByRole('link', { name: /sign up|create account with email/i })
        .first()
        .waitFor();
      expect(await page.getByText(/Sign in with Google|Loading Google sign-in/).count()).toBe(0);
    }
    expect(scriptRequested).toBe(false);
    await context.close();
  });
});
