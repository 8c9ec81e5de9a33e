import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/app';
import { makeActor } from './support/actors';
import { ConsoleWatch, documentScrollWidth, newActorContext, VIEWPORTS } from './support/browser';
import { rssFeed, startFeedServer } from './support/newsFeed';
import { openSignedIn } from './support/signedIn';

/**
 * News and transfers in the browser (spec sections 2, 4, 8, 9). A local HTTP server plays the
 * English news feed and a transfer provider; Russian has no feed, so Russian readers get the
 * dated archive.
 */

const feeds = await startFeedServer();
const MINUTE = 60_000;
const startedAt = Date.now();
feeds.routes.set('/en.xml', (_request, response) => {
  response.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' }).end(
    rssFeed('Local Sports Wire', [
      {
        title: 'Florida Panthers win the Stanley Cup in Game 7',
        link: 'https://wire.example.org/panthers-cup',
        html: '<p>Florida beat Edmonton 2-1 in the deciding game.</p><script>alert(1)</script><p>Connor McDavid won the Conn Smythe Trophy.</p>',
        published: new Date(startedAt - 10 * MINUTE),
        categories: ['NHL', 'Stanley Cup', 'Panthers', 'Oilers', 'Final'],
        author: 'Ice Desk',
        // Unreachable on purpose: the card must fall back to the sport's icon.
        image: 'https://127.0.0.1:9/panthers.jpg',
      },
      {
        title: 'Boston Celtics win an 18th NBA championship',
        link: 'https://wire.example.org/celtics',
        html: 'Boston won Game 5 against Dallas.',
        published: new Date(startedAt - 3 * 24 * 60 * MINUTE),
        categories: ['NBA'],
      },
    ]),
  );
});
let releaseProvider: (() => void) | undefined;
feeds.routes.set('/transfers', (_request, response) => response.writeHead(500).end('provider down'));

const app = useServerAndBrowser({
  NEWS_FEEDS: `en=${feeds.url('/en.xml')}`,
  TRANSFERS_URL: feeds.url('/transfers'),
  FEED_TIMEOUT_MS: '20000',
});
afterAll(async () => {
  releaseProvider?.();
  await feeds.close();
});

interface ListedArticle {
  id: string;
  title: string;
}

/** The news API as a page sees it; waits (polling the server) until the feed's first read has landed. */
async function liveEnglishNews(): Promise<ListedArticle[]> {
  let data: ListedArticle[] = [];
  await expect
    .poll(
      async () => {
        const body = (await (await fetch(`${app.server.baseUrl}/news/sports?language=en`)).json()) as {
          archive: boolean;
          data: ListedArticle[];
        };
        data = body.data;
        return body.archive;
      },
      { timeout: 20_000 },
    )
    .toBe(false);
  return data;
}

async function openTab(page: Page, name: RegExp): Promise<void> {
  await page.getByRole('tab', { name }).click();
}

describe('news detail (spec section 2, news detail; section 4, news like)', () => {
  it('Nina opens a breaking story on her laptop: badges, author, paragraphs, tags, like toggle, read original', async () => {
    const [breaking] = await liveEnglishNews();
    const context = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'desktop' });
    const { page } = await openSignedIn(context, makeActor('Nina'), `/news/${breaking!.id}`);
    const consoleWatch = new ConsoleWatch(page);
    // The enclosure's address is unreachable on purpose (the fallback is what is tested).
    consoleWatch.allow(/panthers\.jpg|ERR_CONNECTION_REFUSED|net::ERR/);

    const detail = page.getByTestId('news-detail');
    await detail.getByRole('heading', { level: 1, name: 'Florida Panthers win the Stanley Cup in Game 7' }).waitFor();
    expect(await detail.getByTestId('news-sport').textContent()).toContain('Hockey');
    expect(await detail.getByTestId('news-breaking').textContent()).toBe('BREAKING');
    await detail.getByText('By Ice Desk').waitFor();
    await detail.getByText('Source: Local Sports Wire').waitFor();
    const paragraphs = detail.getByTestId('news-body').locator('p');
    expect(await paragraphs.allTextContents()).toEqual([
      'Florida beat Edmonton 2-1 in the deciding game.',
      'Connor McDavid won the Conn Smythe Trophy.',
    ]);
    expect(await detail.getByTestId('news-more-tags').textContent()).toBe('+2 more');
    await detail.getByTestId('news-image-fallback').waitFor();
    expect(await detail.getByRole('link', { name: /Read original/ }).getAttribute('href')).toBe('https://wire.example.org/panthers-cup');

    const like = detail.getByTestId('news-like');
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => detail.getByTestId('news-like-count').textContent()).toBe('1');
    await like.click();
    await expect.poll(() => detail.getByTestId('news-like-count').textContent()).toBe('0');
    expect(await like.isEnabled()).toBe(true);

    await page.getByRole('link', { name: 'Back to forum' }).click();
    await page.waitForURL('**/forum');
    expect(consoleWatch.unexpected()).toEqual([]);
    await context.close();
  });

  it('Pavel, reading in Russian on his phone, gets the dated archive story and "Новость не найдена" for a lost link', async () => {
    const archive = (await (await fetch(`${app.server.baseUrl}/news/sports?language=ru&limit=1`)).json()) as {
      archive: boolean;
      data: ListedArticle[];
    };
    expect(archive.archive).toBe(true);
    const context = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'phone', locale: 'ru-RU' });
    const { page } = await openSignedIn(context, makeActor('Pavel'), `/news/${archive.data[0]!.id}`);
    const consoleWatch = new ConsoleWatch(page);
    consoleWatch.allow(/404/); // the lost link below

    const detail = page.getByTestId('news-detail');
    await detail.getByRole('heading', { level: 1, name: archive.data[0]!.title }).waitFor();
    expect(await detail.textContent()).toMatch(/Архив/);
    expect(await detail.textContent()).toMatch(/Из архива: это событие от/);
    expect(await detail.getByTestId('news-breaking').count()).toBe(0);
    expect(await detail.getByTestId('news-body').locator('p').count()).toBeGreaterThanOrEqual(2);
    expect(await documentScrollWidth(page)).toBeLessThanOrEqual(VIEWPORTS.phone.width);

    await page.goto('/news/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Новость не найдена' }).waitFor();
    await page.getByRole('link', { name: 'Вернуться на форум' }).click();
    await page.waitForURL('**/forum');
    expect(consoleWatch.unexpected()).toEqual([]);
    await context.close();
  });
});

describe('the forum news and transfers tabs (spec section 2, forum)', () => {
  it('Olga on her laptop: live news cards, a like that stays, then transfers with 503 and 429 texts', async () => {
    await liveEnglishNews();
    const context = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'desktop' });
    const olga = makeActor('Olga');
    const { page, token } = await openSignedIn(context, olga, '/forum');
    const consoleWatch = new ConsoleWatch(page);
    consoleWatch.allow(/panthers\.jpg|net::ERR|503|429/);

    await openTab(page, /news/i);
    const tab = page.getByTestId('news-tab');
    const cards = tab.getByTestId('news-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(2);
    const first = cards.first();
    expect(await first.getByTestId('news-breaking').textContent()).toBe('BREAKING');
    expect(await first.locator('time').textContent()).toMatch(/^\d+m ago$/);
    expect(await first.getByTestId('news-more-tags').textContent()).toBe('+2 more');
    expect(await cards.nth(1).locator('time').textContent()).toBe('3d ago');
    expect(await tab.getByText(/^Archive:/).count()).toBe(0);

    // In the list a like cannot be taken back.
    const like = first.getByTestId('news-like');
    await like.click();
    await expect.poll(() => like.isDisabled()).toBe(true);
    await expect.poll(() => first.getByTestId('news-like-count').textContent()).toBe('1');

    await first.getByRole('link', { name: 'Florida Panthers win the Stanley Cup in Game 7' }).click();
    await page.getByTestId('news-detail').waitFor();
    await page.goBack();

    // Transfers: the provider is down, so the archive shows; refreshing says why it failed.
    await openTab(page, /transfers/i);
    const transfers = page.getByTestId('transfers-tab');
    await transfers.getByTestId('transfer-row').first().waitFor();
    await transfers.getByText(/^Archive: real past transfers/).waitFor();
    const rashford = transfers.getByTestId('transfer-row').filter({ hasText: 'Aston Villa' }).filter({ hasText: 'Marcus Rashford' });
    expect(await rashford.getByTestId('transfer-fee').textContent()).toContain('Undisclosed');
    expect(await rashford.getByTestId('transfer-status').textContent()).toBe('Confirmed');
    await transfers.getByRole('button', { name: 'Refresh' }).click();
    await transfers.getByText('Failed to refresh transfer data. API may be unavailable.').waitFor();

    // A refresh already under way (started elsewhere) makes this one wait: 429.
    feeds.routes.set('/transfers', (_request, response) => {
      releaseProvider = () => response.writeHead(200, { 'content-type': 'application/json' }).end('[]');
    });
    const elsewhere = fetch(`${app.server.baseUrl}/api/transfers/refresh`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    await expect.poll(() => releaseProvider !== undefined).toBe(true);
    await transfers.getByRole('button', { name: 'Refresh' }).click();
    await transfers.getByText('Refresh already in progress. Please wait.').waitFor();
    releaseProvider?.();
    releaseProvider = undefined;
    await elsewhere;

    expect(consoleWatch.unexpected()).toEqual([]);
    await context.close();
  });

  it('Pavel on his phone in Russian: the archive news tab and the transfers tab fit 360 px', async () => {
    const context = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'phone', locale: 'ru-RU' });
    const { page } = await openSignedIn(context, makeActor('Pavel'), '/forum');
    const consoleWatch = new ConsoleWatch(page);

    await openTab(page, /новост/i);
    const tab = page.getByTestId('news-tab');
    await tab.getByTestId('news-card').first().waitFor();
    await tab.getByText(/^Архив: реальные события/).waitFor();
    expect(await tab.getByTestId('news-card').first().locator('time').textContent()).toMatch(/\d{4} г\./);
    expect(await tab.getByRole('heading', { level: 3 }).first().textContent()).toMatch(/\p{Script=Cyrillic}/u);
    expect(await documentScrollWidth(page)).toBeLessThanOrEqual(VIEWPORTS.phone.width);

    await openTab(page, /трансфер/i);
    const transfers = page.getByTestId('transfers-tab');
    await transfers.getByTestId('transfer-row').first().waitFor();
    expect(await transfers.getByTestId('transfer-status').first().textContent()).toMatch(/Завершён|Подтверждён/);
    expect(await documentScrollWidth(page)).toBeLessThanOrEqual(VIEWPORTS.phone.width);

    expect(consoleWatch.unexpected()).toEqual([]);
    await context.close();
  });
});
