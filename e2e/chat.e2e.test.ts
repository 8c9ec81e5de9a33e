import type { Page, WebSocketRoute } from 'playwright-core';
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/app';
import { makeActor, type Actor } from './support/actors';
import { ConsoleWatch, documentScrollWidth, newActorContext } from './support/browser';
import { openSignedIn } from './support/signedIn';

const app = useServerAndBrowser();

/** Friends the way players become friends: a request on Alice's user socket, accepted on Boris's. */
async function befriend(baseUrl: string, a: { actor: Actor; token: string }, b: { actor: Actor; token: string }): Promise<void> {
  const open = (who: { actor: Actor; token: string }) =>
    new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/ws?username=${who.actor.username}&token=${who.token}`);
      socket.once('open', () => resolve(socket));
      socket.once('error', reject);
    });
  const next = (socket: WebSocket, value: string) =>
    new Promise<void>((resolve) => {
      const listen = (data: WebSocket.RawData) => {
        const message = JSON.parse(data.toString()) as { type: string; data?: { response_value?: string } };
        if (message.type === 'friend_request_updated' && message.data?.response_value === value) {
          socket.off('message', listen);
          resolve();
        }
      };
      socket.on('message', listen);
    });
  const [sa, sb] = await Promise.all([open(a), open(b)]);
  const pending = next(sb, 'pending');
  sa.send(JSON.stringify({ type: 'send_friend_request', username: a.actor.username, friend_username: b.actor.username }));
  await pending;
  const accepted = next(sa, 'accepted');
  sb.send(JSON.stringify({ type: 'accept_friend_request', username: b.actor.username, friend_username: a.actor.username }));
  await accepted;
  sa.close();
  sb.close();
}

const bubbles = (page: Page, text: string) => page.getByTestId('chat-message').filter({ hasText: text });

/** Sends from the composer with the keyboard (Enter sends). */
async function typeAndEnter(page: Page, text: string): Promise<void> {
  const input = page.getByTestId('chat-input');
  await input.fill(text);
  await input.press('Enter');
}

/**
 * Boris's chat socket passes through the test, which can cut it: while `down`, every attempt
 * to reconnect is closed at once, as a dead network would.
 */
function cuttableChatSocket(page: Page) {
  const state = { down: false, live: null as WebSocketRoute | null };
  const ready = page.routeWebSocket(/\/ws\/simple-chat/, (route) => {
    if (state.down) {
      void route.close({ code: 4999, reason: 'network down' });
      return;
    }
    state.live = route;
    route.connectToServer();
  });
  return {
    ready,
    async cut() {
      state.down = true;
      await state.live?.close({ code: 4999, reason: 'network down' });
    },
    restore() {
      state.down = false;
    },
  };
}

describe('chat between friends', () => {
  it('Alice (English, desktop) and Boris (Russian, phone) chat live; his unread badge counts and clears when he opens the conversation; a message sent while his socket is down arrives by REST and shows once; Alice also writes from the friends page inline chat', async () => {
    const aliceActor = makeActor('Alice');
    const borisActor = makeActor('Boris');
    const [aliceContext, borisContext] = await Promise.all([
      newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'desktop' }),
      newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'phone', locale: 'ru-RU', timezoneId: 'Europe/Moscow' }),
    ]);
    const [alicePage, borisPage] = await Promise.all([aliceContext.newPage(), borisContext.newPage()]);
    const watches = [new ConsoleWatch(alicePage), new ConsoleWatch(borisPage)];
    // The cut socket's failed reconnects are logged by the browser itself.
    watches[1]!.allow(/WebSocket/);
    const borisSocket = cuttableChatSocket(borisPage);
    await borisSocket.ready;

    const alice = await openSignedIn(aliceContext, aliceActor, `/${aliceActor.username}/chats`, alicePage);
    const boris = await openSignedIn(borisContext, borisActor, `/${borisActor.username}/chats`, borisPage);
    await befriend(app.server.baseUrl, { actor: aliceActor, token: alice.token }, { actor: borisActor, token: boris.token });

    // Boris's list (Russian) shows Alice, without messages yet.
    await borisPage.reload();
    await borisPage.getByRole('heading', { name: 'Чаты' }).waitFor();
    const aliceRow = borisPage.getByTestId('chat-row').filter({ hasText: aliceActor.username });
    await aliceRow.getByText('Сообщений пока нет — поздоровайтесь').waitFor();

    // Alice's conversation connects; she sends two messages (Enter sends; Shift+Enter is a new line).
    await alicePage.goto(`/chats/${borisActor.username}`);
    await alicePage.getByTestId('chat-connection').and(alicePage.locator('[data-state="connected"]')).waitFor();
    await typeAndEnter(alicePage, 'Hello Boris! <b>not bold</b>');
    const input = alicePage.getByTestId('chat-input');
    await input.fill('Ready for');
    await input.press('Shift+Enter');
    await input.pressSequentially('a hockey battle?');
    await expect(input.inputValue()).resolves.toBe('Ready for\na hockey battle?');
    await input.press('Enter');
    await bubbles(alicePage, 'a hockey battle?').waitFor();
    await expect(bubbles(alicePage, 'not bold').locator('b').count()).resolves.toBe(0);

    // Boris's badge counts both, in the list and on his avatar, without a reload.
    await aliceRow.getByTestId('chat-row-unread').filter({ hasText: '2' }).waitFor();
    await borisPage.getByTestId('chat-unread-total').filter({ hasText: '2' }).waitFor();
    await aliceRow.getByText('Ready for').waitFor();

    // He opens the conversation: the divider sits above the first unread, and the badges clear.
    await aliceRow.click();
    await borisPage.waitForURL(new RegExp(`/chats/${aliceActor.username}$`));
    await borisPage.getByRole('separator').filter({ hasText: 'Непрочитанные сообщения' }).waitFor();
    await bubbles(borisPage, 'Hello Boris!').waitFor();
    await borisPage.getByTestId('chat-unread-total').waitFor({ state: 'detached' });
    // Alice sees both of hers marked read.
    await expect.poll(() => alicePage.getByTestId('read-mark').count()).toBe(2);

    // Boris answers with an emoji from the picker and the send button; Alice sees it live.
    await borisPage.getByTestId('chat-connection').and(borisPage.locator('[data-state="connected"]')).waitFor();
    await borisPage.getByTestId('chat-input').fill('Привет, Алиса! ');
    await borisPage.getByRole('button', { name: 'Вставить эмодзи' }).click();
    await borisPage.getByRole('menuitem', { name: '🏆' }).click();
    await borisPage.getByRole('button', { name: 'Отправить' }).click();
    await bubbles(alicePage, 'Привет, Алиса! 🏆').waitFor();

    // His socket goes down: the badge says so and he can still send (by REST).
    await borisSocket.cut();
    await borisPage.getByTestId('chat-connection').and(borisPage.locator('[data-state="disconnected"]')).waitFor();
    await typeAndEnter(borisPage, 'Пишу без сокета');
    await bubbles(alicePage, 'Пишу без сокета').waitFor();
    await bubbles(borisPage, 'Пишу без сокета').waitFor();
    // Alice writes while his socket is down; it reaches him when it is back (by REST), once.
    await typeAndEnter(alicePage, 'Sent while you were away');
    await bubbles(alicePage, 'Sent while you were away').waitFor();
    borisSocket.restore();
    await bubbles(borisPage, 'Sent while you were away').waitFor({ timeout: 15_000 });
    await borisPage.getByTestId('chat-connection').and(borisPage.locator('[data-state="connected"]')).waitFor();
    await typeAndEnter(alicePage, 'And now live again');
    await bubbles(borisPage, 'And now live again').waitFor();
    for (const [page, text] of [
      [borisPage, 'Sent while you were away'],
      [borisPage, 'Пишу без сокета'],
      [alicePage, 'Пишу без сокета'],
      [borisPage, 'And now live again'],
    ] as const) {
      await expect(bubbles(page, text).count()).resolves.toBe(1);
    }
    expect(await borisPage.getByTestId('chat-pending').count()).toBe(0);

    // The phone layout fits 360 px; the back button returns to the list, where nothing is unread.
    expect(await documentScrollWidth(borisPage)).toBeLessThanOrEqual(360);
    await borisPage.getByRole('link', { name: 'Назад к чатам' }).click();
    await aliceRow.getByText('And now live again').waitFor();
    await expect(aliceRow.getByTestId('chat-row-unread').count()).resolves.toBe(0);

    // Alice writes from the friends page's inline chat; it lands unread in Boris's list.
    await alicePage.goto(`/${aliceActor.username}/friends`);
    await alicePage.getByRole('button', { name: `Chat with ${borisActor.username}` }).click();
    const inline = alicePage.getByTestId('inline-chat');
    await inline.getByTestId('chat-connection').and(alicePage.locator('[data-state="connected"]')).waitFor();
    await bubbles(alicePage, 'And now live again').waitFor();
    await typeAndEnter(alicePage, 'From the friends page');
    await aliceRow.getByText('From the friends page').waitFor();
    await aliceRow.getByTestId('chat-row-unread').filter({ hasText: '1' }).waitFor();
    await inline.getByRole('button', { name: 'Close chat' }).click();
    await inline.waitFor({ state: 'detached' });

    // His own name: 'Cannot Chat with Yourself', in Russian, with a way back to friends.
    await borisPage.goto(`/chats/${borisActor.username}`);
    await borisPage.getByRole('heading', { name: 'Нельзя писать самому себе' }).waitFor();
    await borisPage.getByRole('link', { name: 'Назад к друзьям' }).waitFor();
    await alicePage.goto(`/chats/${aliceActor.username}`);
    await alicePage.getByRole('heading', { name: 'Cannot Chat with Yourself' }).waitFor();

    for (const watch of watches) expect(watch.unexpected()).toEqual([]);
    await Promise.all([aliceContext.close(), borisContext.close()]);
  });
});
