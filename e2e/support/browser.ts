import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium (`apt-get install chromium`); no browser is ever downloaded. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The phone is the spec's narrowest width (360 px), so every phone scenario proves the layout there. */
export const VIEWPORTS = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export interface ContextOptions {
  baseUrl: string;
  viewport: ViewportName;
  /** Browser language, e.g. 'en-US' (default) or 'ru-RU'. */
  locale?: string;
  timezoneId?: string;
  /** Sent with every request of the context, its API client's included (e.g. X-Forwarded-For). */
  extraHTTPHeaders?: Readonly<Record<string, string>>;
  /**
   * The app's service worker (issue 35) is blocked unless a scenario is about it: it would
   * download and cache the whole app in every context, and answer requests a test routes itself.
   */
  serviceWorkers?: 'allow' | 'block';
}

/**
 * A fresh profile (empty storage, no cookies) per actor. Locale and time zone are pinned so
 * language detection does not depend on the machine running the tests.
 */
export function newActorContext(
  browser: Browser,
  { baseUrl, viewport, locale = 'en-US', timezoneId = 'Europe/London', extraHTTPHeaders, serviceWorkers = 'block' }: ContextOptions,
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: baseUrl,
    viewport: VIEWPORTS[viewport],
    locale,
    timezoneId,
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
    serviceWorkers,
    ...(extraHTTPHeaders ? { extraHTTPHeaders: { ...extraHTTPHeaders } } : {}),
  });
}

/**
 * How wide the page's content is, in CSS pixels. A page fits its viewport when this is at
 * most the viewport's width (anything wider scrolls sideways on a phone).
 */
export function documentScrollWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/**
 * Collects console errors and uncaught page errors, so a scenario can assert the pages it
 * visited stayed clean. Expected ones (e.g. the 401 of a wrong password) are allowed by pattern.
 */
export class ConsoleWatch {
  private readonly errors: string[] = [];
  private readonly allowed: RegExp[] = [];

  constructor(page: Page) {
    page.on('console', (message) => {
      if (message.type() === 'error') this.errors.push(`console.error: ${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => this.errors.push(`page error: ${error.message}`));
  }

  /** Accepts errors matching `pattern` (say why at the call site). */
  allow(pattern: RegExp): void {
    this.allowed.push(pattern);
  }

  /** The errors seen so far that no allow() pattern covers. */
  unexpected(): string[] {
    return this.errors.filter((error) => !this.allowed.some((pattern) => pattern.test(error)));
  }
}
