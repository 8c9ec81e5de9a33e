import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/app';
import { makeActor, type Actor } from './support/actors';
import { chooseOption, FAST_BATTLE_ENV } from './support/battles';
import { ConsoleWatch, documentScrollWidth, newActorContext, VIEWPORTS } from './support/browser';
import { openSignedIn } from './support/signedIn';
import { waitForDashboard } from './support/dashboard';

const app = useServerAndBrowser(FAST_BATTLE_ENV);
/** Pictures of what the test saw, for looking at (git-ignored). */
const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '.artifacts/screenshots');
const shot = async (page: Page, name: string) => {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
};

/** The header's avatar button; its name carries the notification count. */
const menuButton = (page: Page) => page.getByTestId('user-menu');

async function openFromMenu(page: Page, item: string): Promise<void> {
  await menuButton(page).click();
  await page.getByRole('menuitem', { name: item }).click();
}

async function badgeShows(page: Page, actor: Actor, count: number): Promise<void> {
  const name = count === 1 ? `${count} new notification` : `${count} new notifications`;
  await page.getByRole('button', { name: `Account menu for ${actor.username}, ${name}` }).waitFor();
}

describe('friends, presence and battle invitations', () => {
  it('Alice finds Boris and sends a request; his badge turns to 1 live, he accepts, both lists update; an invitation declined, then one accepted into the countdown', async () => {
    const alice = makeActor('Alice');
    const boris = makeActor('Boris');
    const [aliceContext, borisContext] = await Promise.all([
      newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'desktop' }),
      newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'phone' }),
    ]);
    const [{ page: a }, { page: b }] = await Promise.all([
      openSignedIn(aliceContext, alice, `/${alice.username}/friends`),
      openSignedIn(borisContext, boris, `/${boris.username}`),
    ]);
    const watches = [new ConsoleWatch(a), new ConsoleWatch(b)];
    await a.getByText('No friends yet').waitFor();
    await waitForDashboard(b, boris.username);

    // Alice searches by part of the name and sends the request from the results.
    await a.getByLabel('Search players').fill(boris.username.slice(0, 8));
    const result = a.getByTestId('search-row').filter({ hasText: boris.username });
    await result.getByRole('button', { name: `Send ${boris.username} a friend request` }).click();
    await result.getByRole('button', { name: 'Cancel request' }).waitFor();

    // Boris's badge turns to 1 without a reload; he accepts from his notifications.
    await badgeShows(b, boris, 1);
    await openFromMenu(b, 'Notifications');
    await b.waitForURL(`**/${boris.username}/notifications`);
    const request = b.getByTestId('friend-request').filter({ hasText: alice.username });
    await request.getByRole('button', { name: `Accept ${alice.username}’s friend request` }).click();
    await request.getByTestId('request-outcome').filter({ hasText: 'Accepted' }).waitFor();
    await menuButton(b)
      .and(b.getByRole('button', { name: `Account menu for ${boris.username}`, exact: true }))
      .waitFor();

    // Both friends lists: Alice's search result says Friends; emptying the search shows her list.
    await result.getByRole('button', { name: 'Friends' }).waitFor();
    await a.getByLabel('Search players').fill('');
    const borisRow = a.getByTestId('friend-row').filter({ hasText: boris.username });
    await borisRow.getByTestId('presence').filter({ hasText: 'Online' }).waitFor();
    // The chat button opens the conversation inline, under the list (the chat feature).
    await borisRow.getByRole('button', { name: `Chat with ${boris.username}` }).click();
    await a.getByTestId('inline-chat').getByRole('button', { name: 'Close chat' }).click();
    await a.getByTestId('inline-chat').waitFor({ state: 'detached' });
    await openFromMenu(b, 'Friends');
    await b.getByTestId('friend-row').filter({ hasText: alice.username }).waitFor();
    expect(await documentScrollWidth(b)).toBeLessThanOrEqual(VIEWPORTS.phone.width);

    // Alice creates a battle and invites Boris from the waiting room.
    await a.goto('/battles');
    await chooseOption(a, 'Sport', 'Basketball');
    await chooseOption(a, 'Difficulty', 'Easy');
    await a.getByRole('button', { name: 'Create Battle' }).click();
    await a.waitForURL(/\/waiting-room\//);
    const battleId = new URL(a.url()).pathname.split('/')[2] ?? '';
    const invite = async () => {
      await a.getByRole('button', { name: 'Invite friends' }).click();
      const sheet = a.getByRole('dialog');
      await sheet.getByRole('button', { name: `Invite ${boris.username}` }).click();
      await sheet.getByTestId('invite-row').filter({ hasText: 'Pending' }).waitFor();
      await shot(a, 'friends-invite-sheet-en-1280');
      await sheet.getByRole('button', { name: 'Close' }).click();
    };
    const invited = a.getByTestId('invited-entry').filter({ hasText: boris.username });

    // First invitation: Boris declines it, and Alice's waiting room marks it.
    await invite();
    await invited.filter({ hasText: 'Pending' }).waitFor();
    await openFromMenu(b, 'Notifications');
    const invitation = b.getByTestId('battle-invitation').filter({ hasText: alice.username });
    await invitation.getByText('Basketball').waitFor();
    expect(await documentScrollWidth(b)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await shot(b, 'friends-invitation-en-360');
    await invitation.getByRole('button', { name: `Decline invitation from ${alice.username}` }).click();
    await invitation.getByTestId('invitation-outcome').filter({ hasText: 'Declined' }).waitFor();
    await invited.filter({ hasText: 'Declined' }).waitFor();
    await shot(a, 'friends-waiting-room-en-1280');
    const stored = await a.evaluate((key) => localStorage.getItem(key), `invitedFriends_${battleId}`);
    expect(JSON.parse(stored ?? '[]')).toEqual([{ username: boris.username, status: 'declined' }]);

    // Second invitation: Boris accepts from his notifications and both reach the countdown.
    await invite();
    await badgeShows(b, boris, 1);
    await b
      .getByTestId('battle-invitation')
      .getByRole('button', { name: `Accept invitation from ${alice.username}` })
      .click();
    await Promise.all([a.waitForURL(`**/${battleId}/countdown`), b.waitForURL(`**/${battleId}/countdown`)]);

    for (const watch of watches) expect(watch.unexpected()).toEqual([]);
    await Promise.all([aliceContext.close(), borisContext.close()]);
  });
});
