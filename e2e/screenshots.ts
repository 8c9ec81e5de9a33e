/**
 * Screenshots of every page in both languages at a phone and a desktop width, for looking
 * at the app (not a test). Starts the built server on a fresh data directory.
 *
 *   npm run build && npx tsx e2e/screenshots.ts [name-prefix]
 *
 * Images land in e2e/.artifacts/screenshots/{page}-{lang}-{width}.png (git-ignored); a live
 * battle's stages as battle-{stage}-{lang}-{width}.png (e2e/support/battleShots.ts).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { makeActor } from './support/actors';
import { takeBattleShots } from './support/battleShots';
import { launchBrowser, VIEWPORTS } from './support/browser';
import { makePng } from './support/png';
import { startServer } from './support/server';

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '.artifacts/screenshots');
/** The tests' phone (the spec's narrowest, 360 px) and desktop widths. */
const WIDTHS = [VIEWPORTS.phone.width, VIEWPORTS.desktop.width] as const;
const LANGUAGES = ['en', 'ru'] as const;
type Language = (typeof LANGUAGES)[number];
type Width = (typeof WIDTHS)[number];

/** The Russian phone and the English desktop: the two ends, for pages added later. */
const PHONE_RU_DESKTOP_EN: readonly (readonly [Language, Width])[] = [
  ['ru', VIEWPORTS.phone.width],
  ['en', VIEWPORTS.desktop.width],
];

interface Shot {
  name: string;
  /** `other` is a second player, whose public profile can be opened. */
  path: (username: string, other: string) => string;
  signedIn?: boolean;
  /** Brings the page into the state worth seeing, waiting on what the user sees. */
  prepare?: (page: Page) => Promise<void>;
  /** Which language and width pairs to take (default: every one). */
  only?: readonly (readonly [Language, Width])[];
}

const SHOTS: Shot[] = [
  { name: 'landing', path: () => '/' },
  { name: 'sign-up', path: () => '/sign-up' },
  { name: 'sign-up-email', path: () => '/sign-up/email' },
  {
    name: 'sign-up-email-errors',
    path: () => '/sign-up/email',
    prepare: async (page) => {
      await page.locator('input[type=email]').fill('not-an-email');
      await page.locator('input[autocomplete=new-password]').fill('short');
      await page.locator('[aria-invalid=true]').nth(1).waitFor();
    },
  },
  { name: 'sign-in', path: () => '/sign-in' },
  { name: 'forgot-password', path: () => '/forgot-password' },
  { name: 'reset-password', path: () => '/reset-password?token=abcdefghijklmnop' },
  { name: 'not-found', path: () => '/no/such/page' },
  {
    name: 'app-error',
    path: () => '/',
    prepare: async (page) => {
      // A page whose code cannot be fetched (as after a deploy) shows the router's error screen.
      await page.route('**/assets/SignUpPage-*.js', (route) => route.abort());
      await page.getByTestId('header-start').click();
      await page
        .getByRole('heading', { level: 1 })
        .filter({ hasNotText: /Know the game|Знаете спорт/ })
        .waitFor();
    },
  },
  {
    name: 'dashboard',
    path: (username) => `/${username}`,
    signedIn: true,
    prepare: (page) => page.getByRole('heading', { level: 1 }).waitFor(),
  },
  {
    name: 'user-menu',
    path: (username) => `/${username}`,
    signedIn: true,
    prepare: async (page) => {
      await page.getByTestId('user-menu').click();
      await page.getByRole('menu').waitFor();
      // Let the fade-in finish so the picture shows the menu as it rests.
      await page.getByRole('menu').evaluate((menu) => Promise.all(menu.getAnimations().map((animation) => animation.finished)));
    },
  },
  {
    name: 'arena',
    path: () => '/battles',
    signedIn: true,
    prepare: (page) => page.getByTestId('open-battle').filter({ visible: true }).nth(2).waitFor(),
  },
  {
    name: 'profile',
    path: () => '/profile',
    signedIn: true,
    only: PHONE_RU_DESKTOP_EN,
    prepare: async (page) => {
      await page.getByRole('tab').first().waitFor();
      await picturesSettled(page);
    },
  },
  {
    name: 'profile-account',
    path: () => '/profile',
    signedIn: true,
    only: PHONE_RU_DESKTOP_EN,
    prepare: async (page) => {
      await page.getByRole('tab').nth(1).click();
      // Armed: the confirm button and its warning are the widest state of the tab.
      await page.getByTestId('reset-stats').getByRole('button').first().click();
      await page.getByTestId('reset-stats').locator('p.text-warning').waitFor();
      // Off the button (a hover would darken it), and its colour change must finish, or the picture catches it half-way.
      await page.mouse.move(0, 0);
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
    },
  },
  {
    name: 'view-profile',
    path: (_username, other) => `/view-profile/${other}`,
    signedIn: true,
    only: PHONE_RU_DESKTOP_EN,
    prepare: async (page) => {
      await page.getByRole('heading', { level: 1 }).waitFor();
      await picturesSettled(page);
    },
  },
  {
    name: 'training',
    path: (username) => `/${username}/trainings`,
    signedIn: true,
    prepare: (page) => page.getByTestId('stat-total-answers').waitFor(),
  },
  {
    name: 'training-quiz',
    path: (username) => `/${username}/trainings`,
    signedIn: true,
    only: PHONE_RU_DESKTOP_EN,
    prepare: async (page) => {
      await startTraining(page, 2);
      await page.getByTestId('answer-A').click();
      await page.getByTestId('quiz-submit').click();
      await page.getByTestId('quiz-feedback').waitFor();
    },
  },
  {
    name: 'training-flashcard',
    path: (username) => `/${username}/trainings`,
    signedIn: true,
    only: PHONE_RU_DESKTOP_EN,
    prepare: async (page) => {
      await startTraining(page, 1);
      await page.getByTestId('flashcard-show').click();
      await page.getByTestId('flashcard-definition').waitFor();
    },
  },
  {
    name: 'leaderboard',
    path: () => '/leaderboard',
    signedIn: true,
    only: PHONE_RU_DESKTOP_EN,
    prepare: async (page) => {
      await page.getByTestId('your-rank').waitFor();
      await picturesSettled(page);
    },
  },
];

/** Every avatar in the page has been looked up and every picture drawn (no pulsing placeholders in the shot). */
function picturesSettled(page: Page): Promise<unknown> {
  return page.waitForFunction(
    () =>
      document.querySelector('main [data-avatar=loading]') === null &&
      Array.from(document.querySelectorAll('main img')).every((img) => img instanceof HTMLImageElement && img.complete),
  );
}

/** Someone else's waiting battles, one per sport with its own icon, so the arena has rows to show. */
/** Training setup: the first sport and level, then mode `mode` (1 flashcards, 2 random quiz, 3 practice), and Start. */
async function startTraining(page: Page, mode: number): Promise<void> {
  const setup = page.getByTestId('training-setup');
  for (const [field, option] of [
    [0, 1],
    [1, 1],
    // The mode list has no 'all' entry (a mode is always chosen): mode n is option n - 1.
    [2, mode - 1],
  ] as const) {
    await setup.getByRole('combobox').nth(field).click();
    await page.getByRole('option').nth(option).click();
  }
  await page.getByTestId('training-start').click();
  await page.locator('[data-testid=quiz-session], [data-testid=flashcard]').waitFor();
}

async function seedArena(baseUrl: string): Promise<void> {
  const host = makeActor('Host');
  const response = await fetch(`${baseUrl}/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: host.email, username: host.username, password: host.password }),
  });
  const { access_token: token } = (await response.json()) as { access_token: string };
  const battles = [
    ['soccer', 'easy'],
    ['cricket', 'medium'],
    ['volleyball', 'hard'],
  ] as const;
  for (const [sport, level] of battles) {
    await fetch(`${baseUrl}/battle/create?sport=${sport}&level=${level}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
  }
}

/** A second player with a picture of their own, for the public profile and the leaderboard. */
async function seedRival(baseUrl: string): Promise<string> {
  const rival = makeActor('Rival');
  const response = await fetch(`${baseUrl}/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: rival.email, username: rival.username, password: rival.password }),
  });
  const { access_token: token } = (await response.json()) as { access_token: string };
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(makePng(128, [56, 189, 248], [99, 102, 241]))], { type: 'image/png' }), 'rival.png');
  const upload = await fetch(`${baseUrl}/db/upload-avatar`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (!upload.ok) throw new Error(`The rival's picture was refused: ${upload.status} ${await upload.text()}`);
  return rival.username;
}

async function main(): Promise<void> {
  const only = process.argv[2];
  await mkdir(OUT, { recursive: true });
  const [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  try {
    const player = makeActor('Shot');
    const response = await fetch(`${server.baseUrl}/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: player.email, username: player.username, password: player.password }),
    });
    const session: unknown = await response.json();
    await seedArena(server.baseUrl);
    const rival = await seedRival(server.baseUrl);

    for (const shot of SHOTS.filter((s) => !only || s.name.startsWith(only))) {
      for (const language of LANGUAGES) {
        for (const width of WIDTHS) {
          if (shot.only && !shot.only.some(([l, w]) => l === language && w === width)) continue;
          const context = await browser.newContext({
            baseURL: server.baseUrl,
            viewport: width < 768 ? VIEWPORTS.phone : VIEWPORTS.desktop,
            locale: 'en-US',
          });
          await context.addInitScript(
            ([language, signedIn, session]) => {
              localStorage.setItem('language', language);
              const s = session as { access_token: string; user: { username: string } };
              if (signedIn) {
                localStorage.setItem('access_token', s.access_token);
                localStorage.setItem('username', s.user.username);
                localStorage.setItem('user', JSON.stringify(s.user));
              }
            },
            [language, shot.signedIn ?? false, session] as const,
          );
          const page = await context.newPage();
          const problems: string[] = [];
          page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
          page.on('pageerror', (error) => problems.push(error.message));
          await page.goto(shot.path(player.username, rival), { waitUntil: 'networkidle' });
          await shot.prepare?.(page);
          const file = path.join(OUT, `${shot.name}-${language}-${width}.png`);
          await page.screenshot({ path: file, fullPage: true });
          process.stdout.write(`${file}${problems.length ? `  console: ${problems.join(' | ')}` : ''}\n`);
          await context.close();
        }
      }
    }
    // A live battle (countdown, question, feedback, result) needs a server with battle timings of its own.
    if (!only || 'battle'.startsWith(only) || only.startsWith('battle')) await takeBattleShots(browser, OUT);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
