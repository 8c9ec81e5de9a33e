import type { WebSocketRoute } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/app';
import { makeActor } from './support/actors';
import { answerByClicking, chooseOption, FAST_BATTLE_ENV, FAST_BATTLE_QUESTIONS, questionCard } from './support/battles';
import { ConsoleWatch, newActorContext } from './support/browser';
import { openSignedIn } from './support/signedIn';

const app = useServerAndBrowser(FAST_BATTLE_ENV);

describe('the battle arena', () => {
  it('Carol is refused a duplicate battle, then cancels hers twice; Dan sees each come and go', async () => {
    const carol = makeActor('Carol');
    const dan = makeActor('Dan');
    const [carolContext, danContext] = await Promise.all([
      newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'desktop' }),
      newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'phone' }),
    ]);
    const [{ page: arena }, { page: watcher }] = await Promise.all([
      openSignedIn(carolContext, carol, '/battles'),
      openSignedIn(danContext, dan, '/battles'),
    ]);
    const watches = [new ConsoleWatch(arena), new ConsoleWatch(watcher)];
    // The refused duplicate is an HTTP 409 the browser itself logs; the refusal is the point here.
    watches[0]?.allow(/status of 409/);
    await watcher.getByText('No open battles right now').waitFor();

    // A battle, then the same one again: refused with the spec's text, naming sport and level.
    const create = async () => {
      await chooseOption(arena, 'Sport', 'Football');
      await chooseOption(arena, 'Difficulty', 'Medium');
      await arena.getByRole('button', { name: 'Create Battle' }).click();
    };
    await create();
    await arena.waitForURL(/\/waiting-room\//);
    await arena.getByRole('link', { name: 'Battles', exact: true }).click();
    await arena.waitForURL('**/battles');
    await arena.getByText('Your Battle', { exact: true }).filter({ visible: true }).waitFor();
    await create();
    await arena.getByRole('alert').filter({ hasText: 'You already have a Football Medium battle waiting' }).waitFor();

    // Dan sees it live; Carol cancels it from the list after confirming.
    const dansRow = watcher.locator('[data-testid="open-battle"]').filter({ visible: true }).filter({ hasText: carol.username });
    await dansRow.waitFor();
    await arena.getByRole('button', { name: 'Cancel your Football Medium battle' }).filter({ visible: true }).click();
    const dialog = arena.getByRole('dialog');
    await dialog.getByText('Are you sure you want to cancel this battle?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel battle' }).click();
    await arena.getByText('No open battles right now').waitFor();
    await watcher.getByText('No open battles right now').waitFor();

    // From the waiting room too: the room closes and she is back in the arena.
    await create();
    await arena.waitForURL(/\/waiting-room\//);
    await dansRow.waitFor();
    await arena.getByRole('button', { name: 'Cancel battle' }).click();
    await arena.getByRole('dialog').getByRole('button', { name: 'Cancel battle' }).click();
    await arena.waitForURL('**/battles');
    await watcher.getByText('No open battles right now').waitFor();

    for (const watch of watches) expect(watch.unexpected()).toEqual([]);
    await Promise.all([carolContext.close(), danContext.close()]);
  });

  it('Erin answers with the keyboard and keeps her place when her battle connection drops', async () => {
    const erin = makeActor('Erin');
    const frank = makeActor('Frank');
    const [erinContext, frankContext] = await Promise.all([
      newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'desktop' }),
      newActorContext(app.browser, { baseUrl: app.server.baseUrl, viewport: 'desktop' }),
    ]);
    const [{ page: erinPage }, { page: frankPage }] = await Promise.all([
      openSignedIn(erinContext, erin, '/battles'),
      openSignedIn(frankContext, frank, '/battles'),
    ]);
    const watches = [new ConsoleWatch(erinPage), new ConsoleWatch(frankPage)];
    // Erin's battle connection passes through the test, so it can be cut.
    const erinSockets: WebSocketRoute[] = [];
    await erinPage.routeWebSocket(/\/ws\/battle\//, (socket) => {
      socket.connectToServer();
      erinSockets.push(socket);
    });

    await chooseOption(erinPage, 'Sport', 'Basketball');
    await chooseOption(erinPage, 'Difficulty', 'Easy');
    await erinPage.getByRole('button', { name: 'Create Battle' }).click();
    await erinPage.waitForURL(/\/waiting-room\//);
    await frankPage
      .getByRole('button', { name: `Join ${erin.username}'s Basketball battle` })
      .filter({ visible: true })
      .click();

    for (let index = 0; index < FAST_BATTLE_QUESTIONS; index += 1) {
      const [erinCard, frankCard] = await Promise.all([
        questionCard(erinPage, index, FAST_BATTLE_QUESTIONS),
        questionCard(frankPage, index, FAST_BATTLE_QUESTIONS),
      ]);
      if (index === 1) {
        // An unclean close: the client reconnects and the server's snapshot puts her back on this question.
        await erinSockets.at(-1)?.close({ code: 4500, reason: 'test: connection dropped' });
        await erinPage
          .getByTestId('connection-badge')
          .filter({ hasText: /^Reconnecting…$/ })
          .waitFor();
        await erinPage
          .getByTestId('connection-badge')
          .filter({ hasText: /^Connected$/ })
          .waitFor();
        await erinCard.getByRole('heading', { name: `Question 2 of ${FAST_BATTLE_QUESTIONS}` }).waitFor();
      }
      await answerByClicking(frankCard, 'A');
      // Keys: 3 picks C, 3 again clears it, 4 picks D, Enter sends.
      await erinPage.keyboard.press('3');
      await erinCard.locator('[data-answer-option="C"][aria-pressed="true"]').waitFor();
      await erinPage.keyboard.press('3');
      await erinCard.locator('[data-answer-option="C"][aria-pressed="false"]').waitFor();
      await erinPage.keyboard.press('4');
      await erinCard.locator('[data-answer-option="D"][aria-pressed="true"]').waitFor();
      await erinPage.keyboard.press('Enter');
      await Promise.race([erinCard.getByTestId('round-feedback').waitFor(), erinPage.waitForURL(/\/battle-result$/)]);
    }
    expect(erinSockets.length).toBeGreaterThan(1);
    // Both leave the quiz: for the result, or the dashboard if neither scored.
    await Promise.all([
      erinPage.waitForURL((url) => !url.pathname.endsWith('/quiz')),
      frankPage.waitForURL((url) => !url.pathname.endsWith('/quiz')),
    ]);

    for (const watch of watches) expect(watch.unexpected()).toEqual([]);
    await Promise.all([erinContext.close(), frankContext.close()]);
  });
});
