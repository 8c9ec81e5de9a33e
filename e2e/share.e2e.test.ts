import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeActor } from './support/actors';
import { useServerAndBrowser } from './support/app';
import { answerByClicking, FAST_BATTLE_ENV, questionCard } from './support/battles';
import { newActorContext } from './support/browser';
import { openSignedIn } from './support/signedIn';

const QUESTIONS = 4;
const app = useServerAndBrowser({ ...FAST_BATTLE_ENV, BATTLE_QUESTIONS: String(QUESTIONS) });

/**
 * Both play every question: Alice answers A first, and Boris then picks the answer her verdict
 * showed to be right, so somebody always scores (a battle where nobody scores has no result
 * page, spec section 4).
 */
async function playBoth(alicePage: Page, borisPage: Page): Promise<void> {
  for (let index = 0; index < QUESTIONS; index += 1) {
    const right = await answerByClicking(await questionCard(alicePage, index, QUESTIONS), 'A');
    const last = await answerByClicking(await questionCard(borisPage, index, QUESTIONS), right ?? 'B');
    if (right === null || last === null) break;
  }
  await Promise.all([
    alicePage.waitForURL(/\/battle-result$/, { timeout: 60_000 }),
    borisPage.waitForURL(/\/battle-result$/, { timeout: 60_000 }),
  ]);
}

const meta = (page: Page, property: string) => page.locator(`meta[property="${property}"]`).getAttribute('content');

describe('sharing a result', () => {
  it('Alice copies her result link, Boris shares it through his phone sheet, the link previews as a card; then Alice offers a rematch and Boris accepts', async () => {
    const alice = makeActor('Alice');
    const boris = makeActor('Boris');
    const [aliceContext, borisContext] = await Promise.all([
      newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'desktop' }),
      newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'phone' }),
    ]);
    // Alice's desktop has no share sheet: the link goes to her clipboard.
    await aliceContext.grantPermissions(['clipboard-read', 'clipboard-write']);
    // Boris's phone has one (Web Share API): record what the page hands it.
    await borisContext.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { sharedData: shared });
      Object.defineProperty(navigator, 'share', { value: async (data: ShareData) => void shared.push(data), configurable: true });
    });

    const { page: alicePage, token } = await openSignedIn(aliceContext, alice, '/battles');
    const { page: borisPage } = await openSignedIn(borisContext, boris, '/battles');
    const created = await aliceContext.request.post(`/battle/create?first_opponent=${alice.username}&sport=hockey&level=easy`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await alicePage.goto(`/waiting-room/${id}`);
    await borisPage.getByRole('button', { name: `Join ${alice.username}'s Hockey battle` }).click();
    await playBoth(alicePage, borisPage);

    await alicePage.getByTestId('share-result').click();
    await alicePage.getByText('Link copied.').waitFor();
    const link = await alicePage.evaluate(() => navigator.clipboard.readText());
    // The link carries Alice's interface language.
    expect(link).toBe(`${app.server.baseUrl}/results/${id}?lang=en`);

    await borisPage.getByTestId('share-result').click();
    await borisPage.getByRole('link', { name: 'Open the result card' }).waitFor();
    const shared = await borisPage.evaluate(() => (window as unknown as { sharedData: ShareData[] }).sharedData);
    expect(shared).toHaveLength(1);
    expect(shared[0]?.url).toBe(link);
    expect(shared[0]?.text).toMatch(new RegExp(`^${boris.username} \\d+ : \\d+ ${alice.username} on FanClash$`));

    // The public page: anyone with the link, signed in or not.
    const visitor = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'phone' });
    const card = await visitor.newPage();
    await card.goto(link);
    const title = (await meta(card, 'og:title')) ?? '';
    expect(title).toMatch(new RegExp(`^${alice.username} \\d+ : \\d+ ${boris.username} — FanClash$`));
    expect(await meta(card, 'og:description')).toMatch(/Hockey/);
    // No PUBLIC_ORIGIN on this server: no absolute address at all, a relative image.
    expect(await meta(card, 'og:image')).toBe(`/results/${id}/card.png?lang=en`);
    expect(await card.locator('link[rel="canonical"]').count()).toBe(0);
    const image = card.getByRole('img', { name: /Result card/ });
    await image.waitFor();
    await card.waitForFunction(() => document.querySelector('img')?.complete === true);
    expect(await image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([1200, 630]);
    // A Russian sharer's link reads in Russian in this English browser, its card too.
    await card.goto(`${app.server.baseUrl}/results/${id}?lang=ru`);
    expect(await card.locator('html').getAttribute('lang')).toBe('ru');
    await card.getByRole('link', { name: 'Играть в FanClash' }).waitFor();
    await card.waitForFunction(() => document.querySelector('img')?.complete === true);
    expect(await card.getByRole('img', { name: /Карточка результата/ }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
    await visitor.close();

    // Rematch: Alice offers, Boris is asked where he is and accepts; both go to the new battle's countdown.
    await alicePage.getByRole('button', { name: 'Rematch' }).click();
    await alicePage.getByText(`Waiting for ${boris.username} to accept the rematch…`).waitFor();
    const offer = borisPage.getByRole('dialog', { name: 'Rematch?' });
    await offer.getByText(`${alice.username} wants a rematch: Hockey, Easy.`).waitFor();
    await offer.getByRole('button', { name: 'Accept' }).click();
    await Promise.all([alicePage.waitForURL(/\/countdown$/), borisPage.waitForURL(/\/countdown$/)]);
    const newId = new URL(alicePage.url()).pathname.split('/')[1];
    expect(newId).not.toBe(id);
    expect(new URL(borisPage.url()).pathname).toBe(`/${newId}/countdown`);
    await Promise.all([aliceContext.close(), borisContext.close()]);
  });
});
