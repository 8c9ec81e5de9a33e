import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/app';
import { makeActor, type Actor } from './support/actors';
import { ConsoleWatch, newActorContext } from './support/browser';
import { Live } from './support/live';
import { openSignedIn } from './support/signedIn';

const app = useServerAndBrowser();

/** Signs the actor up through the API; their access token. */
async function signUpForToken(actor: Actor): Promise<string> {
  const response = await fetch(`${app.server.baseUrl}/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: actor.email, username: actor.username, password: actor.password }),
  });
  if (response.status !== 201) throw new Error(`sign-up of ${actor.name}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function call(method: string, pathname: string, token: string, body: unknown): Promise<void> {
  const response = await fetch(`${app.server.baseUrl}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (response.status >= 300) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
}

/**
 * Issue 34: a kind turned off 'in the app' in the notification settings is not told in the app.
 * Bea turns friend requests and chat messages off; Ada asks her to be friends and writes to her.
 */
describe('notification settings in the app', () => {
  it('Bea, with friend requests and chat messages off in the app, gets no toast or badge for them; the request still waits on request', async () => {
    const ada = makeActor('Ada');
    const bea = makeActor('Bea');
    const adaToken = await signUpForToken(ada);
    const context = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'desktop' });
    const { page, token } = await openSignedIn(context, bea, '/faq');
    const consoleWatch = new ConsoleWatch(page);
    await call('PUT', '/notifications/settings', token, {
      kinds: { friend_request: { in_app: false }, chat_message: { in_app: false } },
    });
    await page.goto(`/${bea.username}/notifications`);
    await page.getByTestId('notifications-clear').waitFor();

    const origin = app.server.baseUrl;
    const adaLive = new Live(`${origin.replace(/^http/, 'ws')}/ws?username=${ada.username}&token=${adaToken}`, origin);
    await adaLive.opened;
    adaLive.send({ type: 'send_friend_request', friend_username: bea.username });

    // The page follows live: the request waits, not listed, in one line instead.
    const hidden = page.getByTestId('notifications-hidden');
    await hidden.getByText('1 waiting item is not shown: you turned this kind off in the app').waitFor();
    expect(await page.getByText(`${ada.username} sent you a friend request`).count()).toBe(0);
    expect(await page.getByTestId('friend-request').count()).toBe(0);
    // Nothing counted in the header.
    expect(await page.getByTestId('user-menu').getAttribute('aria-label')).toBe(`Account menu for ${bea.username}`);

    // Shown on request, and answered there.
    await hidden.getByRole('button', { name: 'Show' }).click();
    const request = page.locator(`[data-testid=friend-request][data-username="${ada.username}"]`);
    await request.getByRole('button', { name: `Accept ${ada.username}’s friend request` }).click();
    await request.getByTestId('request-outcome').waitFor();
    await adaLive.next('friend_request_updated', (m) => (m.data as { response_value?: string }).response_value === 'accepted');

    // A chat message, live, on the chat list (reached in the app: her settings are known by
    // now): the list counts it, the header, fed by the same data in the same render, does not.
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Chats' }).click();
    await page.waitForURL(`**/${bea.username}/chats`);
    await page.getByTestId('chat-row').filter({ hasText: ada.username }).waitFor();
    await call('POST', '/simple-chat/send', adaToken, {
      sender_username: ada.username,
      receiver_username: bea.username,
      message_content: 'Kick-off at eight?',
      message_type: 'text',
    });
    await page.getByTestId('chat-row').filter({ hasText: ada.username }).getByTestId('chat-row-unread').waitFor();
    expect(await page.getByTestId('chat-unread-total').count()).toBe(0);

    adaLive.close();
    expect(consoleWatch.unexpected()).toEqual([]);
    await context.close();
  });
});
