import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeActor } from './support/actors';
import {
  answerByClicking,
  battleIdFrom,
  chooseOption,
  FAST_BATTLE_ENV,
  FAST_BATTLE_QUESTIONS,
  questionCard,
  shownPoints,
} from './support/battles';
import { ConsoleWatch, launchBrowser, newActorContext } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { storedSession } from './support/session';
import { signUpThroughForm } from './support/signUp';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(FAST_BATTLE_ENV), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const HEADLINES = { win: 'Victory', lose: 'Defeat', draw: 'Draw' } as const;

/** What the result page says for the player whose points are `mine` against `theirs`. */
const headlineFor = (mine: number, theirs: number) => (mine > theirs ? HEADLINES.win : mine < theirs ? HEADLINES.lose : HEADLINES.draw);

async function openDashboardBattlesTab(page: Page): Promise<void> {
  await page.getByRole('tab', { name: /Battles/ }).click();
  await page.getByTestId('battle-stats').waitFor();
}

describe('a live battle', () => {
  it('Alice creates a hockey battle, Boris sees it appear and joins, both play to the same result', async () => {
    const alice = makeActor('Alice');
    const boris = makeActor('Boris');
    const [aliceContext, borisContext] = await Promise.all([
      newActorContext(browser, { baseUrl: server.baseUrl, viewport: 'desktop' }),
      newActorContext(browser, { baseUrl: server.baseUrl, viewport: 'phone' }),
    ]);
    const [alicePage, borisPage] = await Promise.all([aliceContext.newPage(), borisContext.newPage()]);
    const watches = [new ConsoleWatch(alicePage), new ConsoleWatch(borisPage)];

    await Promise.all([signUpThroughForm(alicePage, alice), signUpThroughForm(borisPage, boris)]);

    // Boris opens the arena first: nothing is waiting yet.
    await borisPage.goto('/battles');
    await borisPage.getByText('No open battles right now').waitFor();

    // Alice creates a battle; the button waits for both choices.
    await alicePage.goto('/battles');
    const create = alicePage.getByRole('button', { name: 'Create Battle' });
    await create.waitFor();
    expect(await create.isDisabled()).toBe(true);
    await chooseOption(alicePage, 'Sport', 'Hockey');
    expect(await create.isDisabled()).toBe(true);
    await chooseOption(alicePage, 'Difficulty', 'Easy');
    await create.click();
    await alicePage.waitForURL(/\/waiting-room\/[^/]+$/);
    const battleId = battleIdFrom(alicePage.url(), 'waiting-room');
    await alicePage.getByRole('heading', { name: 'Waiting for an opponent' }).waitFor();
    await alicePage.getByText(/after 10 minutes without activity/).waitFor();

    // The battle appears in Boris's list without a reload, and he joins it.
    const row = borisPage.locator(`[data-battle-id="${battleId}"]`).filter({ visible: true });
    await row.getByText(alice.username).waitFor();
    await borisPage.getByTestId('open-battles-count').filter({ hasText: '1 waiting' }).waitFor();
    await row.getByRole('button', { name: `Join ${alice.username}'s Hockey battle` }).click();

    // Both go through the countdown to the first question.
    await Promise.all([alicePage.waitForURL(`**/${battleId}/countdown`), borisPage.waitForURL(`**/${battleId}/countdown`)]);
    await Promise.all([alicePage.getByTestId('countdown-number').waitFor(), borisPage.getByTestId('countdown-number').waitFor()]);
    await Promise.all([alicePage.waitForURL(`**/${battleId}/quiz`), borisPage.waitForURL(`**/${battleId}/quiz`)]);

    // Each answers every question by clicking. Boris goes first and always picks B; his
    // verdict shows the right answer, which Alice then picks, so the battle has points to show.
    for (let index = 0; index < FAST_BATTLE_QUESTIONS; index += 1) {
      const [aliceCard, borisCard] = await Promise.all([
        questionCard(alicePage, index, FAST_BATTLE_QUESTIONS),
        questionCard(borisPage, index, FAST_BATTLE_QUESTIONS),
      ]);
      const correct = await answerByClicking(borisCard, 'B');
      if (!correct) throw new Error(`Boris saw no verdict for question ${index + 1}`);
      // Alice's last verdict may give way to the result page at once; the scores below check it.
      expect([correct, null]).toContain(await answerByClicking(aliceCard, correct));
    }
    await Promise.all([alicePage.waitForURL(`**/${battleId}/battle-result`), borisPage.waitForURL(`**/${battleId}/battle-result`)]);

    // Both see the same final score, from their own side.
    await Promise.all([alicePage.getByTestId('result-card').waitFor(), borisPage.getByTestId('result-card').waitFor()]);
    const [aliceMine, aliceTheirs, borisMine, borisTheirs] = await Promise.all([
      shownPoints(alicePage, 'player-me'),
      shownPoints(alicePage, 'player-opponent'),
      shownPoints(borisPage, 'player-me'),
      shownPoints(borisPage, 'player-opponent'),
    ]);
    expect(aliceMine).toBe(borisTheirs);
    expect(aliceTheirs).toBe(borisMine);
    await alicePage.getByRole('heading', { level: 1, name: headlineFor(aliceMine, aliceTheirs) }).waitFor();
    await borisPage.getByRole('heading', { level: 1, name: headlineFor(borisMine, borisTheirs) }).waitFor();
    await alicePage.getByText('How it was scored').waitFor();

    // The new stats are stored, and the dashboard shows the new totals.
    const aliceWon = aliceMine > aliceTheirs ? 1 : 0;
    const borisWon = borisMine > borisTheirs ? 1 : 0;
    for (const [page, actor, wins] of [
      [alicePage, alice, aliceWon],
      [borisPage, boris, borisWon],
    ] as const) {
      const stored = JSON.parse((await storedSession(page)).user ?? '{}') as { totalBattle?: number; winBattle?: number };
      expect(stored).toMatchObject({ totalBattle: 1, winBattle: wins });
      await page.getByRole('button', { name: 'Back to Dashboard' }).click();
      await page.waitForURL(new RegExp(`/${actor.username}$`));
      await page.getByTestId('recent-battles').getByTestId('battle-row').waitFor();
      await openDashboardBattlesTab(page);
      await page.getByTestId('stat-total').filter({ hasText: /^1$/ }).waitFor();
      await page
        .getByTestId('stat-wins')
        .filter({ hasText: new RegExp(`^${wins}$`) })
        .waitFor();
    }

    for (const watch of watches) expect(watch.unexpected()).toEqual([]);
    await Promise.all([aliceContext.close(), borisContext.close()]);
  });
});
