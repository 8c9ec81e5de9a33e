import type { BrowserContext, CDPSession, Page, Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUSH_CA_FILE, TestPushService } from '../apps/server/src/features/push/test-push-service';
import { makeActor, type Actor } from './support/actors';
import { launchBrowser, newActorContext } from './support/browser';
import { Live } from './support/live';
import { startServer, type RunningServer } from './support/server';

/**
 * Issue 35, item 3 in the browser: a push from the server ends as a notification on the lock
 * screen, and a tap on it opens the right page. The chain, with the real parts where a test can
 * have them:
 * - the built server pushes (encrypted, VAPID-signed) to a test push service (a real HTTPS
 *   server; headless Chromium cannot subscribe at a real push service), which decrypts it with
 *   the device's keys;
 * - that payload is delivered to the app's registered service worker as the browser's push
 *   service would, through the DevTools protocol (`ServiceWorker.deliverPushMessage`), with
 *   notifications permitted;
 * - the worker's notification is read back (`registration.getNotifications()`), and its
 *   `notificationclick` handler runs on it. Chromium has no protocol command to click a
 *   notification, so the click event is made in the worker, its `waitUntil` collected (a made
 *   event may not extend itself): the handler is the app's own, the window it steers is real.
 */

let server: RunningServer;
let service: TestPushService;
let context: BrowserContext;
let closeBrowser: () => Promise<void>;

beforeAll(async () => {
  service = await TestPushService.start();
  const browser = await launchBrowser();
  closeBrowser = () => browser.close();
  server = await startServer({ PUSH_ALLOW_PRIVATE_ENDPOINTS: '1', PUSH_CA_FILE: TEST_PUSH_CA_FILE, RATE_LIMITS: 'off' });
  context = await newActorContext(browser, { baseUrl: server.baseUrl, viewport: 'phone', serviceWorkers: 'allow' });
  await context.grantPermissions(['notifications'], { origin: server.baseUrl });
});

afterAll(async () => {
  await context?.close();
  await closeBrowser?.();
  await server?.stop();
  await service?.close();
});

async function signUp(actor: Actor): Promise<string> {
  const response = await context.request.post('/auth/signup', {
    data: { email: actor.email, username: actor.username, password: actor.password },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** The app's service worker, once it is registered and running. */
async function appWorker(page: Page): Promise<Worker> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
  return context.serviceWorkers()[0] ?? context.waitForEvent('serviceworker');
}

/** The id DevTools knows the origin's service worker registration by. */
async function registrationId(cdp: CDPSession): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on(
      'ServiceWorker.workerRegistrationUpdated',
      ({ registrations }: { registrations: Array<{ registrationId: string; scopeURL: string; isDeleted: boolean }> }) => {
        const mine = registrations.find((r) => r.scopeURL === `${server.baseUrl}/` && !r.isDeleted);
        if (mine) resolve(mine.registrationId);
      },
    );
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

describe('push notifications (issue 35)', () => {
  it('Bob, with no FanClash tab open, is told of Ann’s friend request on the lock screen; a tap opens his notifications', async () => {
    const [ann, bob] = [makeActor('Ann'), makeActor('Bob')];
    const [annToken, bobToken] = [await signUp(ann), await signUp(bob)];

    // Bob's phone has FanClash's service worker; he is signed in, but no page of the app is
    // running (the sign-in page read its storage before the session was put there: no live tab).
    const page = await context.newPage();
    await page.goto('/sign-in');
    const worker = await appWorker(page);
    await page.evaluate(
      ([token, username]) => {
        localStorage.setItem('access_token', token);
        localStorage.setItem('username', username);
      },
      [bobToken, bob.username] as const,
    );
    // His device's subscription (at the test push service, standing in for the browser's).
    const device = service.device();
    const subscribed = await context.request.post('/push/subscriptions', {
      headers: { authorization: `Bearer ${bobToken}` },
      data: device.toJSON(),
    });
    expect(subscribed.status()).toBe(201);

    // Ann asks Bob to be friends.
    const live = new Live(`${server.baseUrl.replace(/^http/, 'ws')}/ws?username=${ann.username}&token=${annToken}`, server.baseUrl);
    await live.opened;
    live.send({ type: 'send_friend_request', username: ann.username, friend_username: bob.username });
    const { payload } = await service.nextTo(device, 0);
    live.close();
    expect(payload).toMatchObject({
      kind: 'friend_request',
      title: 'Friend request',
      body: `${ann.username} wants to be your friend`,
      url: `/${bob.username}/notifications`,
    });

    // The browser's push service hands it to the worker; the worker shows it.
    const cdp = await context.newCDPSession(page);
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: server.baseUrl,
      registrationId: await registrationId(cdp),
      data: JSON.stringify(payload),
    });
    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        const notifications = (await registration?.getNotifications()) ?? [];
        return notifications.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown }));
      });
    // Shown once the worker's push handler has run (polled: the page hears no event of it).
    await expect.poll(shown, { timeout: 10_000 }).toEqual([
      {
        title: 'Friend request',
        body: `${ann.username} wants to be your friend`,
        tag: `friend-request:${ann.username.toLowerCase()}`,
        data: { url: `/${bob.username}/notifications` },
      },
    ]);

    // A tap: the worker's notificationclick closes the notification and opens the page it names
    // in the app's open window.
    await worker.evaluate(async () => {
      const scope = globalThis as unknown as {
        registration: { getNotifications(): Promise<Notification[]> };
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
        dispatchEvent(event: Event): boolean;
      };
      const [notification] = await scope.registration.getNotifications();
      if (!notification) throw new Error('no notification to tap');
      const click = new scope.NotificationEvent('notificationclick', { notification });
      let work: Promise<unknown> = Promise.resolve();
      Object.defineProperty(click, 'waitUntil', { value: (promise: Promise<unknown>) => (work = promise) });
      scope.dispatchEvent(click);
      await work;
    });
    await page.waitForURL(`${server.baseUrl}/${bob.username}/notifications`);
    await page.getByText(ann.username).first().waitFor();
    // The tap closed it.
    expect(await shown()).toEqual([]);
    await cdp.detach();
  });
});
