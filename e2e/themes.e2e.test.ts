import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeActor } from './support/actors';
import { useServerAndBrowser } from './support/app';
import { documentScrollWidth, newActorContext, VIEWPORTS, type ViewportName } from './support/browser';
import { openSignedIn } from './support/signedIn';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface ContrastViolation {
  target: string;
  summary: string;
}

/** WCAG AA colour contrast of everything on the page, measured by axe-core in the page itself. */
async function contrastViolations(page: Page): Promise<ContrastViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe;
    interface AxeResults {
      violations: Array<{ nodes: Array<{ target: string[]; failureSummary?: string }> }>;
      passes: unknown[];
    }
    // The body's faint decorative glow (a gradient) makes axe give up on every text above it
    // ("incomplete"): measure against the plain canvas colour the glow sits on.
    document.body.style.backgroundImage = 'none';
    const results = await axe.run(document, { runOnly: { type: 'rule', values: ['color-contrast'] }, resultTypes: ['violations'] });
    // A page with no text checked at all would "pass" without proving anything.
    if (results.passes.length === 0) return [{ target: 'document', summary: 'nothing was checked' }];
    return results.violations.flatMap((violation) =>
      violation.nodes.map((node) => ({ target: node.target.join(' '), summary: node.failureSummary ?? '' })),
    );
  });
}

const THEMES = ['light', 'dark'] as const;
const VISITOR_PAGES = ['/', '/sign-up', '/sign-up/email', '/sign-in', '/forgot-password', '/leaderboard', '/faq', '/live'];
const PLAYER_PAGES = (username: string) => [`/${username}`, '/battles', `/${username}/profile`, `/${username}/all-battles`, '/faq'];

const app = useServerAndBrowser();

/** Waits until the page's own content is on screen (not the loading block). */
async function settled(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
}

describe.each<ViewportName>(['phone', 'desktop'])('themes on a %s', (viewport) => {
  it.each(THEMES)('every visitor screen meets WCAG AA contrast in the %s theme and fits the width', async (theme) => {
    const context = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport });
    const page = await context.newPage();
    // No saved choice: the system's preference decides (spec: the default).
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    for (const path of VISITOR_PAGES) {
      await page.goto(path);
      await settled(page);
      expect(await page.evaluate(() => document.documentElement.className), path).toContain(theme);
      expect(await contrastViolations(page), `${path} (${theme})`).toEqual([]);
      expect(await documentScrollWidth(page), path).toBeLessThanOrEqual(VIEWPORTS[viewport].width);
    }
    await context.close();
  });

  it.each(THEMES)('every player screen meets WCAG AA contrast in the %s theme and fits the width', async (theme) => {
    const context = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport });
    const player = makeActor('Theo');
    const { page } = await openSignedIn(context, player, '/faq');
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    for (const path of PLAYER_PAGES(player.username)) {
      await page.goto(path);
      await settled(page);
      expect(await contrastViolations(page), `${path} (${theme})`).toEqual([]);
      expect(await documentScrollWidth(page), path).toBeLessThanOrEqual(VIEWPORTS[viewport].width);
    }
    await context.close();
  });
});

describe('choosing a theme', () => {
  it('follows the system until the player picks one in the header; the choice is saved and kept', async () => {
    const context = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'desktop' });
    const player = makeActor('Tess');
    const { page } = await openSignedIn(context, player, '/battles');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    await settled(page);
    const htmlClass = () => page.evaluate(() => document.documentElement.className);
    expect(await htmlClass()).toBe('light');
    // The system changing while the page is open is followed too.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));

    await page.getByRole('button', { name: 'Switch to the light theme' }).click();
    expect(await htmlClass()).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('false');
    // Saved: the system's dark preference no longer wins, after a reload either.
    await page.reload();
    await settled(page);
    expect(await htmlClass()).toBe('light');
    await page.getByRole('button', { name: 'Switch to the dark theme' }).click();
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');
    expect(await htmlClass()).toBe('dark');
    await context.close();
  });

  it('on a phone the toggle is in the mobile menu, and in the landing footer for visitors', async () => {
    const context = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'phone' });
    const page = await context.newPage();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Switch to the light theme' }).click();
    await page.waitForFunction(() => document.documentElement.classList.contains('light'));

    const player = makeActor('Phil');
    await openSignedIn(context, player, `/${player.username}`, page);
    await settled(page);
    expect(await page.getByRole('banner').getByTestId('theme-toggle').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Switch to the dark theme' }).click();
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');
    await context.close();
  });
});
