import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/app';
import { makeActor } from './support/actors';
import { chooseOption, FAST_BATTLE_ENV, playQuiz } from './support/battles';
import { ConsoleWatch, newActorContext } from './support/browser';
import { openSignedIn } from './support/signedIn';

/** Five questions: with the bot right about half the time, someone scores (a pointless result is not shown). */
const QUESTIONS = 5;
const app = useServerAndBrowser({
  ...FAST_BATTLE_ENV,
  BATTLE_QUESTIONS: String(QUESTIONS),
  QUICK_MATCH_WIDEN_MS: '500',
  GHOST_AFTER_MS: '1500',
});

describe('Play now', () => {
  it("a newcomer alone plays the bot; a second newcomer later plays the first one's recorded run; the result says it changes no stats", async () => {
    const first = makeActor('Nadia');
    const second = makeActor('Oleg');

    const playAlone = async (actor: typeof first, viewport: 'desktop' | 'phone') => {
      const context = await newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport });
      const { page } = await openSignedIn(context, actor, '/battles');
      // This scenario is not about the arena's tour: it is marked seen, as a player who closed it.
      await page.evaluate(() => localStorage.setItem('onboarding_battle', 'done'));
      await page.reload();
      const watch = new ConsoleWatch(page);
      const card = page.getByTestId('play-now');
      // The arena live (its list loaded over the socket), so the selects answer a click.
      await page.getByText('No open battles right now').waitFor({ timeout: 60_000 });
      // Soccer reads 'Football' in English.
      await chooseOption(page, 'What to play', 'Football');
      await chooseOption(page, 'Level', 'Easy');
      await card.getByRole('button', { name: 'Play now' }).click();
      // Queued: the seconds waited and the players looking, until a recorded run or the bot comes.
      await card.getByText(/Looking for an opponent/).waitFor();
      await card.getByText('1 player looking for a Football battle').waitFor();
      await page.waitForURL(/\/countdown$/);
      return { page, context, watch };
    };

    // The first newcomer: a fresh server has no recorded run, so the bot plays, and says so.
    const one = await playAlone(first, 'desktop');
    const notice = one.page.getByTestId('opponent-kind-notice');
    await notice.getByText('You are playing the FanClash bot.').waitFor();
    await notice.getByTestId('opponent-kind').getByText('Bot').waitFor();
    await playQuiz(one.page, QUESTIONS, () => 0);
    await one.page.waitForURL(/\/battle-result$/);
    await notice.getByText(/do not change your wins, streak, win rate or rank/).waitFor();
    await notice.getByRole('link', { name: 'Play again' }).waitFor();
    expect(one.watch.unexpected()).toEqual([]);
    await one.context.close();

    // The second newcomer meets the first one's recorded run: the name, and the badge.
    const two = await playAlone(second, 'desktop');
    const secondNotice = two.page.getByTestId('opponent-kind-notice');
    await secondNotice.getByText(`You are playing ${first.username}'s recorded run: their answers, at their times.`).waitFor();
    await secondNotice.getByTestId('opponent-kind').getByText('Recorded run').waitFor();
    await playQuiz(two.page, QUESTIONS, () => 1);
    await two.page.waitForURL((url) => !url.pathname.endsWith('/quiz'));
    expect(two.watch.unexpected()).toEqual([]);
    await two.context.close();
  });
});
