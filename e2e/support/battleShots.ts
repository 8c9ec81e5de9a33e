import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { makeActor } from './actors';
import { FAST_BATTLE_ENV, FAST_BATTLE_QUESTIONS, questionCard } from './battles';
import { startServer } from './server';

/**
 * Screenshots of a live battle for e2e/screenshots.ts: the countdown, a question, the
 * feedback after a tap and the result, for one player in each language at the phone's
 * smallest screen (360 x 640, the screen as the player sees it) and on a desktop. The
 * questions are the bank's longest answers (the server's test-only pin), so the pictures
 * show the hardest case; the opponent is a second browser that taps A.
 */
const LONGEST_ANSWERS = ['cricket.hand.terms.nightwatchman', 'golf.teams.solheim-cup', 'hockey.hand.rules.icing'];
const SCREENS = [
  { width: 360, viewport: { width: 360, height: 640 }, mobile: true },
  { width: 1280, viewport: { width: 1280, height: 800 }, mobile: false },
] as const;

type Language = 'en' | 'ru';

async function signedInPage(browser: Browser, baseUrl: string, language: Language, screen: (typeof SCREENS)[number]): Promise<Page> {
  const actor = makeActor(language === 'en' ? 'Alex' : 'Boris');
  const response = await fetch(`${baseUrl}/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: actor.email, username: actor.username, password: actor.password, language }),
  });
  const session = (await response.json()) as { access_token: string; user: unknown };
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: screen.viewport,
    isMobile: screen.mobile,
    hasTouch: screen.mobile,
    locale: 'en-US',
  });
  await context.addInitScript(
    ([token, username, user, lang]) => {
      localStorage.setItem('access_token', token);
      localStorage.setItem('username', username);
      localStorage.setItem('user', user);
      localStorage.setItem('language', lang);
    },
    [session.access_token, actor.username, JSON.stringify(session.user), language] as const,
  );
  return context.newPage();
}

/** Plays one battle per language and screen, writing battle-{stage}-{language}-{width}.png into `out`. */
export async function takeBattleShots(browser: Browser, out: string): Promise<void> {
  const server = await startServer({
    ...FAST_BATTLE_ENV,
    BATTLE_QUESTION_MS: '120000',
    BATTLE_PAUSE_MS: '3000',
    NODE_ENV: 'test',
    BATTLE_TEST_QUESTION_IDS: LONGEST_ANSWERS.join(','),
  });
  try {
    for (const language of ['en', 'ru'] as const) {
      for (const screen of SCREENS) {
        const [player, opponent] = await Promise.all([
          signedInPage(browser, server.baseUrl, language, screen),
          signedInPage(browser, server.baseUrl, 'en', SCREENS[1]),
        ]);
        const shot = async (stage: string) => {
          const file = path.join(out, `battle-${stage}-${language}-${screen.width}.png`);
          await player.screenshot({ path: file, fullPage: !screen.mobile });
          process.stdout.write(`${file}\n`);
        };
        await opponent.goto('/battles');
        await opponent.getByRole('button', { name: 'Create Battle' }).waitFor();
        const created = await opponent.evaluate(async () => {
          const response = await fetch('/battle/create?sport=cricket&level=hard', {
            method: 'POST',
            headers: { authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}` },
          });
          return ((await response.json()) as { id: string }).id;
        });
        await opponent.goto(`/waiting-room/${created}`);
        await player.goto('/battles');
        await player
          .locator(`[data-battle-id="${created}"]`)
          .filter({ visible: true })
          .getByRole('button', { name: language === 'en' ? /^Join/ : /^Принять вызов/ })
          .click();
        await player.waitForURL(`**/${created}/countdown`);
        // A digit, faded in: the countdown shows nothing while it learns when the battle starts.
        const digit = player.getByTestId('countdown-number').filter({ hasText: /\d/ }).locator('span');
        await digit.evaluate((span) => Promise.all(span.getAnimations().map((animation) => animation.finished)));
        await shot('countdown');
        await player.waitForURL(`**/${created}/quiz`);
        await opponent.waitForURL(`**/${created}/quiz`);
        for (let index = 0; index < FAST_BATTLE_QUESTIONS; index += 1) {
          const card = await questionCard(player, index, FAST_BATTLE_QUESTIONS, language);
          if (index === 0) await shot('question');
          await card.locator('[data-answer-option="B"]').click();
          await card.getByTestId('round-feedback').waitFor();
          if (index === 0) await shot('feedback');
          const opponentCard = await questionCard(opponent, index, FAST_BATTLE_QUESTIONS);
          await opponentCard.locator('[data-answer-option="A"]').click();
        }
        await player.waitForURL(`**/${created}/battle-result`);
        await player.getByTestId('result-card').waitFor();
        await shot('result');
        await Promise.all([player.context().close(), opponent.context().close()]);
      }
    }
  } finally {
    await server.stop();
  }
}
