import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getQuestion } from '@fanclash/content';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/app';
import { makeActor, type Actor } from './support/actors';
import { answerByClicking, chooseOption, FAST_BATTLE_ENV, FAST_BATTLE_QUESTIONS, questionCard, type QuizLanguage } from './support/battles';
import { ConsoleWatch, documentScrollWidth, newActorContext, VIEWPORTS, type ViewportName } from './support/browser';
import { Live } from './support/live';
import { openSignedIn } from './support/signedIn';

/** Known questions (the server's test-only pin), so who scores is up to the players. */
const PINNED = ['hockey.hand.rules.icing', 'golf.teams.solheim-cup', 'cricket.hand.terms.nightwatchman'];
const CORRECT = PINNED.map((id) => getQuestion(id, 'en')?.correctIndex ?? 0);
const LABELS = ['A', 'B', 'C', 'D'] as const;
const label = (index: number) => LABELS[index % 4] ?? 'A';
const wrong = (question: number) => label((CORRECT[question] ?? 0) + 1);
const right = (question: number) => label(CORRECT[question] ?? 0);

// Four players each answer alone: the round waits for all four, so a question gets time enough on
// a busy machine, and the pause is long enough to read the teammate's answer before the next one.
const app = useServerAndBrowser({
  ...FAST_BATTLE_ENV,
  BATTLE_QUESTION_MS: '30000',
  BATTLE_PAUSE_MS: '4000',
  NODE_ENV: 'test',
  BATTLE_TEST_QUESTION_IDS: PINNED.join(','),
  // Play now pairs people only here: no recorded run or bot steps in while the others queue.
  GHOST_AFTER_MS: '600000',
});

/** Pictures of what the test saw, for looking at (git-ignored). */
const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '.artifacts/screenshots');
const shot = async (page: Page, name: string) => {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `team-${name}.png`), fullPage: true });
};

interface Player {
  readonly actor: Actor;
  readonly language: QuizLanguage;
  readonly viewport: ViewportName;
  context: BrowserContext;
  page: Page;
  token: string;
  watch: ConsoleWatch;
}

async function enter(actor: Actor, language: QuizLanguage, viewport: ViewportName, dark = false): Promise<Player> {
  const context = await newActorContext(app.browser, {
    baseUrl: app.server.baseUrl,
    viewport,
    locale: language === 'ru' ? 'ru-RU' : 'en-US',
  });
  // The tours are not what this scenario is about: marked seen, as a player who closed them.
  await context.addInitScript(() => {
    localStorage.setItem('onboarding_battle', 'done');
    localStorage.setItem('onboarding_dashboard', 'done');
    localStorage.setItem('onboarding_completed', 'true');
  });
  if (dark) await context.addInitScript(() => localStorage.setItem('darkMode', 'true'));
  const { page, token } = await openSignedIn(context, actor, '/battles');
  return { actor, language, viewport, context, page, token, watch: new ConsoleWatch(page) };
}

const socketOf = (p: Player) =>
  new Live(`${app.server.baseUrl.replace(/^http/, 'ws')}/ws?username=${p.actor.username}&token=${p.token}`, app.server.baseUrl);

/**
 * Two players become friends through the protocol (this scenario is about teams, not friend
 * requests); with `team`, they also form a party that way, and the sockets are returned (open).
 */
async function befriend(a: Player, b: Player, team = false): Promise<Live[]> {
  const [la, lb] = [socketOf(a), socketOf(b)];
  await Promise.all([la.opened, lb.opened]);
  la.send({ type: 'send_friend_request', friend_username: b.actor.username });
  await lb.next('friend_request_updated');
  lb.send({ type: 'accept_friend_request', friend_username: a.actor.username });
  await la.next('friend_request_updated', (m) => (m.data as { response_value?: string }).response_value === 'accepted');
  if (team) {
    la.send({ type: 'team_invite', friend_username: b.actor.username });
    await lb.next('team_invite_received');
    lb.send({ type: 'team_invite_accept', from_username: a.actor.username });
    await Promise.all([la.next('team_formed'), lb.next('team_formed')]);
    return [la, lb];
  }
  la.close();
  lb.close();
  return [];
}

/** The number in a points text ('250 pts', '250 очков'). */
async function points(locator: Locator): Promise<number> {
  const text = await locator.innerText();
  const value = Number(text.replace(/\D/g, ''));
  if (!Number.isFinite(value) || text.replace(/\D/g, '') === '') throw new Error(`Unreadable points: ${text}`);
  return value;
}

/** One side of the result's team scoreboard: its total, and each player's points by name. */
async function teamSide(page: Page, side: 'mine' | 'theirs'): Promise<{ total: number; players: Record<string, number> }> {
  const board = page.getByTestId('result-card').locator(`[data-testid="team-side"][data-side="${side}"]`);
  const rows = board.getByTestId('team-player');
  const players: Record<string, number> = {};
  for (let index = 0; index < (await rows.count()); index += 1) {
    const row = rows.nth(index);
    players[(await row.getAttribute('data-username')) ?? ''] = await points(row.getByTestId('team-player-score'));
  }
  return { total: await points(board.getByTestId('team-score')), players };
}

/** A player's line on the quiz's team scoreboard (`extra`: more attribute selectors). */
const row = (page: Page, username: string, extra = '') => page.locator(`[data-testid="team-player"][data-username="${username}"]${extra}`);

describe('2v2 team battles', () => {
  it('Alice (English) teams up with Anna (Russian, phone) from the friends page, Boris with Bella from the arena; the pairs meet in a 2v2 battle, see both totals, who answered and the teammate’s answer, and all four get the same result', async () => {
    const [alice, anna, boris, bella] = await Promise.all([
      enter(makeActor('Alice'), 'en', 'desktop'),
      enter(makeActor('Anna'), 'ru', 'phone'),
      enter(makeActor('Boris'), 'en', 'phone'),
      // Bella plays in the dark theme: the pictures show both themes.
      enter(makeActor('Bella'), 'ru', 'desktop', true),
    ]);
    const everyone = [alice, anna, boris, bella];
    await Promise.all([befriend(alice, anna), befriend(boris, bella)]);

    // Alice invites Anna from her friends list; Anna, in the arena, accepts in the toast.
    await anna.page.reload();
    await anna.page.getByTestId('team-up').waitFor();
    await alice.page.goto(`/${alice.actor.username}/friends`);
    await alice.page.getByRole('button', { name: `Team up with ${anna.actor.username}` }).click();
    await alice.page.getByTestId('friend-row').getByText('Invited').waitFor();
    // The toast and her Team up card both show it.
    await anna.page.getByText(`${alice.actor.username} зовёт вас в команду для битв 2 на 2`).first().waitFor();
    await anna.page.getByRole('button', { name: 'Принять', exact: true }).first().click();
    await anna.page.locator('[data-testid="team-up"][data-team="formed"]').getByText(alice.actor.username).waitFor();
    await alice.page.getByTestId('friend-row').getByText('Teammate').waitFor();
    await shot(alice.page, 'friends-en-desktop');
    await shot(anna.page, 'arena-ru-360');

    // Boris invites Bella from the arena's Team up card; Bella answers on her notifications page.
    await bella.page.goto(`/${bella.actor.username}/notifications`);
    await boris.page.getByTestId('team-up').waitFor();
    await chooseOption(boris.page, 'Friend to invite', bella.actor.username);
    await boris.page.getByTestId('team-up').getByRole('button', { name: 'Invite' }).click();
    await boris.page.getByTestId('team-invite-sent').waitFor();
    const invitation = bella.page.getByTestId('team-invite-notifications');
    await invitation.getByText(`${boris.actor.username} зовёт вас в команду для битв 2 на 2.`).waitFor();
    await shot(bella.page, 'notifications-ru-desktop');
    await invitation.getByRole('button', { name: 'Принять' }).click();
    await boris.page.locator('[data-testid="team-up"][data-team="formed"]').getByText(bella.actor.username).waitFor();
    await invitation.waitFor({ state: 'detached' });
    await bella.page.goto('/battles');

    // Alice creates a 2v2 hockey battle for her team: the waiting room holds four seats, two free.
    await alice.page.goto('/battles');
    await alice.page.getByRole('group', { name: 'Mode' }).getByText('2 v 2', { exact: true }).click();
    await alice.page.getByTestId('create-team-hint').getByText(`You play with ${anna.actor.username}.`).waitFor();
    await chooseOption(alice.page, 'Sport', 'Hockey');
    await chooseOption(alice.page, 'Difficulty', 'Easy');
    await shot(alice.page, 'arena-en-desktop');
    await alice.page.getByRole('button', { name: 'Create Battle' }).click();
    await alice.page.waitForURL(/\/waiting-room\//);
    const battleId = decodeURIComponent(new URL(alice.page.url()).pathname.split('/')[2] ?? '');
    await alice.page.getByRole('heading', { name: 'Waiting for another team' }).waitFor();
    expect(await alice.page.getByTestId('seats-mine').locator('[data-filled="true"]').count()).toBe(2);
    expect(await alice.page.getByTestId('seats-theirs').locator('[data-filled="false"]').count()).toBe(2);

    // Anna is told on her page and opens the same waiting room (no Cancel: only Alice cancels).
    await anna.page.getByText(`${alice.actor.username} создал(а) битву 2 на 2 для вашей команды`).waitFor();
    await anna.page.getByRole('button', { name: 'Открыть комнату ожидания' }).click();
    await anna.page.waitForURL(`**/waiting-room/${battleId}`);
    await anna.page.getByRole('heading', { name: 'Ждём другую команду' }).waitFor();
    expect(await anna.page.getByRole('button', { name: 'Отменить битву' }).count()).toBe(0);
    await shot(alice.page, 'waiting-room-en-desktop');
    await shot(anna.page, 'waiting-room-ru-360');

    // Boris finds it in the open list with both names, the 2v2 badge and the free team slot, and joins.
    const listed = boris.page.locator(`[data-battle-id="${battleId}"]`).filter({ visible: true });
    await listed.getByTestId('mode-badge').getByText('2v2').waitFor();
    await listed.getByText(`${alice.actor.username} & ${anna.actor.username}`).waitFor();
    await listed.getByText('Free team slot').waitFor();
    await shot(boris.page, 'arena-en-360');
    await listed.getByRole('button', { name: /^Join/ }).click();
    await Promise.all(everyone.map((p) => p.page.waitForURL(`**/${battleId}/countdown`)));
    await Promise.all(everyone.map((p) => p.page.waitForURL(`**/${battleId}/quiz`)));

    const total = FAST_BATTLE_QUESTIONS;
    for (let index = 0; index < total; index += 1) {
      const cards = await Promise.all(everyone.map((p) => questionCard(p.page, index, total, p.language)));
      const [aliceCard, annaCard, borisCard, bellaCard] = cards;
      if (!aliceCard || !annaCard || !borisCard || !bellaCard) throw new Error('no question');
      // Alice answers first: her teammate and her opponents see that she has, not what.
      await answerByClicking(aliceCard, right(index));
      for (const other of [anna, boris, bella]) {
        await row(other.page, alice.actor.username, '[data-answered="true"]').waitFor();
        expect(await row(other.page, other.actor.username).getAttribute('data-answered')).toBe('false');
      }
      if (index === 0) for (const p of everyone) await shot(p.page, `quiz-${p.language}-${p.viewport === 'phone' ? 360 : 'desktop'}`);
      // Anna misses the first question and gets the others; Boris and Bella miss them all.
      await answerByClicking(annaCard, index === 0 ? wrong(index) : right(index));
      await answerByClicking(borisCard, wrong(index));
      await answerByClicking(bellaCard, wrong(index));
      if (index === total - 1) break;
      // The round is closed: each sees what the teammate chose.
      await alice.page
        .getByTestId('teammate-answer')
        .getByText(index === 0 ? /: wrong$/ : /: right, \+\d+ points?$/)
        .waitFor();
      await anna.page
        .getByTestId('teammate-answer')
        .getByText(/ — верно, \+\d+ очк/)
        .waitFor();
      await boris.page
        .getByTestId('teammate-answer')
        .getByText(/: неверно$|: wrong$/)
        .waitFor();
    }

    // The result: Alice and Anna win, Boris and Bella lose; every page has the same four scores,
    // and each team's total is the sum of its two players' points.
    await Promise.all(everyone.map((p) => p.page.waitForURL(`**/${battleId}/battle-result`)));
    const expected = {
      [alice.actor.username]: 'win',
      [anna.actor.username]: 'win',
      [boris.actor.username]: 'lose',
      [bella.actor.username]: 'lose',
    };
    const seen: Record<string, number>[] = [];
    for (const p of everyone) {
      await p.page.locator(`[data-testid="result-card"][data-result="${expected[p.actor.username]}"]`).waitFor();
      const mine = await teamSide(p.page, 'mine');
      const theirs = await teamSide(p.page, 'theirs');
      for (const side of [mine, theirs]) expect(side.total).toBe(Object.values(side.players).reduce((sum, value) => sum + value, 0));
      seen.push({ ...mine.players, ...theirs.players });
      // The stats share the result: one battle for all four, a win and a streak of one for the winners.
      const won = expected[p.actor.username] === 'win' ? '1' : '0';
      const [battles, wins, , streak] = await p.page.getByTestId('result-stats').locator('dd').allInnerTexts();
      expect([battles, wins, streak]).toEqual(['1', won, won]);
      expect(await documentScrollWidth(p.page)).toBeLessThanOrEqual(VIEWPORTS[p.viewport].width);
      await shot(p.page, `result-${p.language}-${p.viewport === 'phone' ? 360 : 'desktop'}`);
    }
    for (const scores of seen) expect(scores).toEqual(seen[0]);
    // Nothing on the result points back at the battle just played: the team's "waiting room" toast
    // went with the battle's start instead of waiting through it.
    for (const p of everyone) {
      expect(await p.page.getByRole('button', { name: /^(Open the waiting room|Открыть комнату ожидания)$/ }).count()).toBe(0);
    }
    const final = seen[0] ?? {};
    expect(final[boris.actor.username]).toBe(0);
    expect(final[bella.actor.username]).toBe(0);
    expect(final[alice.actor.username]).toBeGreaterThan(0);
    expect(final[anna.actor.username]).toBeGreaterThan(0);

    // After the battle Alice leaves the team from the arena; Anna is told wherever she is.
    await alice.page.goto('/battles');
    await alice.page.getByTestId('team-up').getByRole('button', { name: 'Leave team' }).click();
    await alice.page.locator('[data-testid="team-up"][data-team="open"]').waitFor();
    await anna.page.getByText(`${alice.actor.username} покинул(а) команду`).waitFor();

    for (const p of everyone) expect(p.watch.unexpected()).toEqual([]);
    await Promise.all(everyone.map((p) => p.context.close()));
  });

  it('Play now 2 v 2: Cleo and Dasha (Russian) queue as a party, Egor and Fedya alone are paired into a team, and the four meet', async () => {
    const [cleo, dasha, egor, fedya] = await Promise.all([
      enter(makeActor('Cleo'), 'en', 'desktop'),
      enter(makeActor('Dasha'), 'ru', 'phone'),
      enter(makeActor('Egor'), 'en', 'phone'),
      enter(makeActor('Fedya'), 'en', 'desktop'),
    ]);
    const everyone = [cleo, dasha, egor, fedya];
    const sockets = await befriend(cleo, dasha, true);
    const playNow = async (p: Player, keyboard = false) => {
      const card = p.page.getByTestId('play-now');
      const format = p.page.getByRole('group', { name: 'Format' });
      if (keyboard) {
        // The format is a radio group: the arrow key moves from 1 v 1 to 2 v 2.
        await format.getByRole('radio', { name: '1 v 1' }).focus();
        await p.page.keyboard.press('ArrowRight');
        expect(await format.getByRole('radio', { name: '2 v 2' }).isChecked()).toBe(true);
      } else {
        await format.getByText('2 v 2', { exact: true }).click();
      }
      await chooseOption(p.page, 'What to play', 'Hockey');
      await chooseOption(p.page, 'Level', 'Easy');
      await card.getByRole('button', { name: 'Play now' }).click();
      return card;
    };

    // On Dasha's phone the friend row marks Cleo as her teammate, and the row still fits 360 px.
    await dasha.page.goto(`/${dasha.actor.username}/friends`);
    await dasha.page.getByTestId('friend-row').getByTestId('team-role').getByText('Напарник').waitFor();
    expect(await documentScrollWidth(dasha.page)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await shot(dasha.page, 'friends-ru-360');

    // The party queues from Cleo's page; Dasha's page shows the same wait, with whom.
    await dasha.page.goto('/battles');
    await Promise.all(everyone.map((p) => p.page.reload()));
    await cleo.page.locator('[data-testid="team-up"][data-team="formed"]').waitFor();
    const cleoCard = await playNow(cleo, true);
    await cleoCard.getByText(/Looking for a team battle/).waitFor();
    await cleoCard.getByText(`Queued with ${dasha.actor.username}`).waitFor();
    await dasha.page.getByTestId('play-now').getByText(`В очереди вместе с ${cleo.actor.username}`).waitFor();

    // Two players without a party ask for 2 v 2 too: they become the other team.
    await Promise.all([playNow(egor), playNow(fedya)]);
    await Promise.all(everyone.map((p) => p.page.waitForURL(/\/countdown$/)));
    const board = cleo.page.getByTestId('team-scoreboard');
    const names = async (side: 'mine' | 'theirs') =>
      (
        await board
          .locator(`[data-side="${side}"] [data-testid="team-player"]`)
          .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-username')))
      ).sort();
    await board.waitFor();
    expect(await names('mine')).toEqual([cleo.actor.username, dasha.actor.username].sort());
    expect(await names('theirs')).toEqual([egor.actor.username, fedya.actor.username].sort());

    for (const p of everyone) expect(p.watch.unexpected()).toEqual([]);
    for (const socket of sockets) socket.close();
    await Promise.all(everyone.map((p) => p.context.close()));
  });
});
