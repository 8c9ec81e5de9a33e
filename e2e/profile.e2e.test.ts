import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/app';
import { makeActor } from './support/actors';
import { ConsoleWatch, documentScrollWidth, newActorContext, VIEWPORTS } from './support/browser';
import { makePng } from './support/png';
import { storedSession } from './support/session';
import { openSignedIn, storedAvatarRecord } from './support/signedIn';
import { waitForDashboard } from './support/dashboard';

const app = useServerAndBrowser();

/** Whether the image inside an avatar has really been drawn (loaded, with pixels). */
function avatarImageLoaded(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0);
}

describe('profile settings (spec sections 2, 4, 5)', () => {
  it('Pia uploads an avatar, sees it at once in the header, and still sees it after a reload', async () => {
    const pia = makeActor('Pia');
    const context = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'desktop' });
    const { page, token } = await openSignedIn(context, pia, '/profile');
    const consoleWatch = new ConsoleWatch(page);
    await page.getByRole('heading', { name: 'Profile settings' }).waitFor();
    await page.getByText('Max 5MB • JPEG, PNG, WebP').waitFor();

    // A file that is not an image is refused on the device, before any upload.
    await page.getByTestId('avatar-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByText('Please select a valid image file (JPEG, PNG, or WebP)').waitFor();

    await page.getByTestId('avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng(96) });
    await page.getByTestId('avatar-preview').waitFor();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Profile updated successfully').waitFor();

    // The header's avatar shows the new picture straight from the device copy.
    const headerImage = '[data-testid=user-menu] [data-avatar=device] img';
    await page.locator(headerImage).waitFor();
    expect(await avatarImageLoaded(page, headerImage)).toBe(true);
    expect(await storedAvatarRecord(page, pia.username)).toMatchObject({
      username: pia.username,
      path: `avatars/${pia.username.toLowerCase()}/avatar.png`,
    });

    // The server has it too (the upload went through).
    const response = await fetch(`${app.server.baseUrl}/db/get-user-by-username?username=${pia.username}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const record = (await response.json()) as { avatar: string };
    expect(record.avatar).toMatch(/^\/avatars\/.+\.webp$/);

    // The success message goes after 3 s.
    await page.getByText('Profile updated successfully').waitFor({ state: 'detached', timeout: 10_000 });

    await page.reload();
    const profileImage = 'main [data-avatar=device] img';
    await page.locator(profileImage).waitFor();
    expect(await avatarImageLoaded(page, profileImage)).toBe(true);

    expect(consoleWatch.unexpected()).toEqual([]);
    await context.close();
  });

  it('Quinn uploads a picture, then changes his username on a phone: the address, the header, the session and his picture follow', async () => {
    const quinn = makeActor('Quinn');
    const taken = makeActor('Taken');
    const takenContext = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'desktop' });
    await openSignedIn(takenContext, taken, '/sign-in');
    await takenContext.close();

    const context = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'phone' });
    const { page, token } = await openSignedIn(context, quinn, `/${quinn.username}/profile`);
    const consoleWatch = new ConsoleWatch(page);
    const username = page.getByLabel('Username', { exact: true });
    await username.waitFor();

    // First a picture of his own, uploaded on its own.
    await page.getByTestId('avatar-input').setInputFiles({ name: 'quinn.png', mimeType: 'image/png', buffer: makePng(80) });
    await page.getByTestId('avatar-preview').waitFor();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Profile updated successfully').waitFor();
    await page.locator('main [data-avatar=device] img').waitFor();
    await page.getByText('Profile updated successfully').waitFor({ state: 'detached', timeout: 10_000 });

    await username.fill('ab');
    await page.getByText('Username must be at least 3 characters long').waitFor();
    await username.fill(taken.username);
    await page.getByText('This username is already taken').waitFor();
    expect(await page.getByRole('button', { name: 'Save changes' }).isDisabled()).toBe(true);
    // The server's filter is asked before saving (issue 34): its refusal, in its words, and no save.
    await username.fill('blyat_fan');
    await page.getByText('This username is not allowed: please choose another one').waitFor();
    expect(await page.getByRole('button', { name: 'Save changes' }).isDisabled()).toBe(true);

    const newName = `q_${quinn.username.slice(-8)}`;
    await username.fill(newName);
    await page.getByText('Username is available').waitFor();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Profile updated successfully').waitFor();

    await page.waitForURL(`**/${newName}/profile`);
    await page.getByRole('button', { name: `Account menu for ${newName}` }).waitFor();
    expect(await storedSession(page)).toMatchObject({ username: newName });
    expect(JSON.parse((await storedSession(page)).user ?? '{}')).toMatchObject({ username: newName });

    // The device copy is kept under the new name (spec section 4: new path, old record gone). It
    // is the moved png, or the server's webp when the new header fetched it before the move landed.
    await expect
      .poll(async () => (await storedAvatarRecord(page, newName))?.path)
      .toMatch(new RegExp(`^avatars/${newName}/avatar\\.(png|webp)$`));
    expect(await storedAvatarRecord(page, quinn.username)).toBeNull();
    // The server keeps his picture under the new name.
    const response = await fetch(`${app.server.baseUrl}/db/get-user-by-username?username=${newName}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await response.json()) as { avatar: string }).avatar).toMatch(/^\/avatars\/.+\.webp$/);

    // His home now lives at the new address, and after a reload it still shows his picture, not initials.
    await page.goto(`/${newName}`);
    await waitForDashboard(page, newName);
    await page.reload();
    await waitForDashboard(page, newName);
    const cardImage = '[data-testid=profile-card] [data-avatar=device] img';
    await page.locator(cardImage).waitFor();
    expect(await avatarImageLoaded(page, cardImage)).toBe(true);
    expect(await page.getByTestId('profile-card').locator('[data-avatar=initials]').count()).toBe(0);

    expect(consoleWatch.unexpected()).toEqual([]);
    await context.close();
  });

  it('Olga changes her favourite sport in one tab; her dashboard in the other follows live', async () => {
    const olga = makeActor('Olga');
    const context = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'desktop' });
    const { page: dashboard } = await openSignedIn(context, olga, `/${olga.username}`);
    const consoleWatch = new ConsoleWatch(dashboard);
    const card = dashboard.getByTestId('profile-card');
    await card.getByText('Football').waitFor();

    const settings = await context.newPage();
    await settings.goto('/profile');
    await settings.getByLabel('Favourite sport').click();
    await settings.getByRole('option', { name: 'Hockey' }).click();
    await settings.getByRole('button', { name: 'Save changes' }).click();
    await settings.getByText('Profile updated successfully').waitFor();

    await card.getByText('Hockey').waitFor();

    expect(consoleWatch.unexpected()).toEqual([]);
    await context.close();
  });

  it('Rita resets her statistics with two clicks and sees the confirmation for a few seconds', async () => {
    const rita = makeActor('Rita');
    const context = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'desktop' });
    const { page } = await openSignedIn(context, rita, '/profile');
    const consoleWatch = new ConsoleWatch(page);
    await page.getByRole('tab', { name: 'Account' }).click();

    await page.getByRole('button', { name: 'Reset statistics' }).click();
    // The first click only arms the button.
    await page.getByRole('button', { name: 'Click again to confirm reset' }).click();
    await page.getByText('Your statistics have been reset').waitFor();
    await page.getByRole('button', { name: 'Reset statistics' }).waitFor();
    await page.getByText('Your statistics have been reset').waitFor({ state: 'detached', timeout: 10_000 });

    expect(consoleWatch.unexpected()).toEqual([]);
    await context.close();
  });

  it('Sam deletes his account: he must type his name exactly, then he is signed out on /sign-in', async () => {
    const sam = makeActor('Sam');
    const context = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'phone' });
    const { page } = await openSignedIn(context, sam, '/profile');
    const consoleWatch = new ConsoleWatch(page);
    // Pages still open when the account goes may be refused once by the server.
    consoleWatch.allow(/status of 401/);

    // He has a picture on the device; it must go with the account.
    await page.getByTestId('avatar-input').setInputFiles({ name: 'sam.png', mimeType: 'image/png', buffer: makePng(48) });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Profile updated successfully').waitFor();
    expect(await storedAvatarRecord(page, sam.username)).not.toBeNull();

    await page.getByRole('tab', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Delete account' }).click();
    const confirm = page.getByLabel('Your username');
    await confirm.fill(sam.username.toUpperCase());
    await page.getByText("Username doesn't match").waitFor();
    expect(await page.getByRole('button', { name: 'Delete my account' }).isDisabled()).toBe(true);

    await confirm.fill(sam.username);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL('**/sign-in');
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(await storedSession(page)).toMatchObject({ token: null, username: null, user: null });
    expect(await storedAvatarRecord(page, sam.username)).toBeNull();

    const gone = await fetch(`${app.server.baseUrl}/db/get-user-by-username?username=${sam.username}`);
    expect(gone.status).toBe(404);

    expect(consoleWatch.unexpected()).toEqual([]);
    await context.close();
  });

  it('Vera signs out of all devices from her phone: the phone asks her to sign in, and her open laptop does too at once', async () => {
    const vera = makeActor('Vera');
    // The laptop: signed up there, so it holds a refresh cookie of its own.
    const laptopContext = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'desktop' });
    const { page: laptop } = await openSignedIn(laptopContext, vera, `/${vera.username}`);
    const laptopWatch = new ConsoleWatch(laptop);
    // The laptop's revoked token and refused renewal are logged by the browser itself.
    laptopWatch.allow(/status of 401/);
    await waitForDashboard(laptop, vera.username);

    // The phone: a second sign-in, through the form.
    const phoneContext = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'phone' });
    const phone = await phoneContext.newPage();
    const phoneWatch = new ConsoleWatch(phone);
    await phone.goto('/sign-in');
    await phone.getByLabel('Email', { exact: true }).fill(vera.email);
    await phone.getByLabel('Password', { exact: true }).fill(vera.password);
    await phone.getByRole('button', { name: 'Sign in', exact: true }).click();
    await waitForDashboard(phone, vera.username);

    await phone.goto('/profile');
    await phone.getByRole('tab', { name: 'Account' }).click();
    const card = phone.getByTestId('sign-out-all');
    await card.getByRole('heading', { name: 'Sign out of all devices' }).waitFor();
    await card.getByText('Every device signed in to your account, this one included, will need to sign in again.').waitFor();
    // The card fits the 360 px phone without sideways scrolling.
    expect(await documentScrollWidth(phone)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    const cardBox = await card.boundingBox();
    expect((cardBox?.x ?? -1) + (cardBox?.width ?? Infinity)).toBeLessThanOrEqual(VIEWPORTS.phone.width);

    // By keyboard: the button takes focus and Enter presses it. The first try finds no network:
    // the card says so, the phone stays signed in, and focus is back on the button for a retry.
    const button = card.getByRole('button', { name: 'Sign out everywhere' });
    await phone.route('**/auth/signout-all', (route) => route.abort('internetdisconnected'));
    // The aborted request is logged by the browser itself.
    phoneWatch.allow(/ERR_INTERNET_DISCONNECTED/);
    await button.focus();
    await phone.keyboard.press('Enter');
    await card.getByRole('alert').getByText('No connection to the server. Check your internet connection and try again.').waitFor();
    expect((await storedSession(phone)).username).toBe(vera.username);
    await expect.poll(() => button.evaluate((element) => element === document.activeElement)).toBe(true);

    await phone.unroute('**/auth/signout-all');
    await phone.keyboard.press('Enter');
    await phone.waitForURL('**/sign-in');
    await phone.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(await storedSession(phone)).toMatchObject({ token: null, username: null, user: null });

    // The laptop, left open on her dashboard, is told at once: the server closes its live
    // connection as a revoked token, its renewal is refused (every refresh token was revoked),
    // and it shows the sign-in page without anyone touching it.
    await laptop.waitForURL('**/sign-in');
    await laptop.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(await storedSession(laptop)).toMatchObject({ token: null, username: null, user: null });

    expect(phoneWatch.unexpected()).toEqual([]);
    expect(laptopWatch.unexpected()).toEqual([]);
    await phoneContext.close();
    await laptopContext.close();
  });
});
