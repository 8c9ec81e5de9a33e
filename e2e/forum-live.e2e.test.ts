import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/app';
import { makeActor } from './support/actors';
import { ConsoleWatch, newActorContext } from './support/browser';
import { openSignedIn } from './support/signedIn';

const app = useServerAndBrowser();

/** One call to the API as a signed-in actor. */
async function api<T>(token: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${app.server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`${path} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

describe('the live forum (issue 34.1)', () => {
  it('Boris replies to Alice’s comment: her open debate page shows it at once, the badge counts it, and her notifications list it', async () => {
    const alice = makeActor('Alice');
    const boris = makeActor('Boris');
    const first = `Messi ${alice.username.slice(-4)}`;
    const second = `Ronaldo ${alice.username.slice(-4)}`;

    // Alice opened a debate and said her piece; she keeps its page open.
    const aliceContext = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'desktop' });
    const { page: alicePage, token: aliceToken } = await openSignedIn(aliceContext, alice, '/forum');
    const aliceConsole = new ConsoleWatch(alicePage);
    const debate = await api<{ id: string }>(aliceToken, '/selection/picks', {
      option1_name: first,
      option1_description: 'Eight Ballon d’Or awards and a World Cup.',
      option2_name: second,
      option2_description: 'The top scorer in the history of the game.',
      category: 'Football',
    });
    await api(aliceToken, `/selection/picks/${debate.id}/comments`, { content: 'Messi, and it is not close.' });
    await alicePage.goto(`/forum/debates/${debate.id}`);
    const aliceThread = alicePage.getByTestId('comment').filter({ hasText: 'Messi, and it is not close.' });
    await aliceThread.waitFor();
    await alicePage.getByRole('button', { name: `Account menu for ${alice.username}`, exact: true }).waitFor();

    // Boris, on his phone, votes and answers her comment.
    const borisContext = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'phone' });
    const { page: borisPage } = await openSignedIn(borisContext, boris, `/forum/debates/${debate.id}`);
    const borisConsole = new ConsoleWatch(borisPage);
    await borisPage.getByRole('heading', { level: 1, name: `${first} vs ${second}` }).waitFor();
    await borisPage.getByRole('button', { name: `Vote for ${second}` }).click();
    const thread = borisPage.getByTestId('comment').filter({ hasText: 'Messi, and it is not close.' });
    await thread.getByRole('button', { name: 'Reply', exact: true }).click();
    await borisPage.getByRole('textbox', { name: `Reply to ${alice.username}` }).fill('Ronaldo scored in five World Cups.');
    await borisPage.getByTestId('reply-form').getByRole('button', { name: 'Reply' }).click();
    await thread.getByTestId('reply').getByText('Ronaldo scored in five World Cups.').waitFor();

    // Alice, without reloading: the reply appears under her comment, the vote moves the bar,
    // a toast tells her, and the header badge counts one new notification.
    await aliceThread.getByTestId('reply').getByText('Ronaldo scored in five World Cups.').waitFor();
    await alicePage.getByRole('img', { name: `${first}: 0%, ${second}: 100%` }).waitFor();
    await alicePage.getByText(`${boris.username} replied to your comment`).first().waitFor();
    const menu = alicePage.getByRole('button', { name: `Account menu for ${alice.username}, 1 new notification` });
    await menu.waitFor();

    // Her notifications page lists it with the reply quoted; opening the page reads it (the badge clears).
    await menu.click();
    await alicePage.getByRole('menuitem', { name: /Notifications/ }).click();
    await alicePage.waitForURL(`**/${alice.username}/notifications`);
    const item = alicePage.getByTestId('forum-notification').filter({ hasText: `${boris.username} replied to your comment` });
    await item.getByTestId('notification-excerpt').getByText('Ronaldo scored in five World Cups.').waitFor();
    await item.getByText('New', { exact: true }).waitFor();
    await alicePage.getByRole('button', { name: `Account menu for ${alice.username}`, exact: true }).waitFor();
    await item.getByRole('link', { name: `${boris.username} replied to your comment` }).click();
    await alicePage.waitForURL(`**/forum/debates/${debate.id}`);

    expect(aliceConsole.unexpected()).toEqual([]);
    expect(borisConsole.unexpected()).toEqual([]);
    await Promise.all([aliceContext.close(), borisContext.close()]);
  });
});
