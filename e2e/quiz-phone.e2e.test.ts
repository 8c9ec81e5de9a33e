import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/app';
import { makeActor, type Actor } from './support/actors';
import { answerByClicking, FAST_BATTLE_ENV, FAST_BATTLE_QUESTIONS, questionCard, type QuizLanguage } from './support/battles';
import { ConsoleWatch } from './support/browser';
import { Live } from './support/live';

/**
 * The bank's longest answers (packages/content): the longest Russian answer (89 characters),
 * the longest English one (76) and the longest four answers together (212), whatever the
 * battle's sport. The server asks them through its test-only pin (NODE_ENV test).
 */
const LONGEST_ANSWERS = ['cricket.hand.terms.nightwatchman', 'hockey.hand.rules.icing', 'golf.teams.solheim-cup'];
// Questions long enough that a busy machine never closes one by time before both have answered.
const app = useServerAndBrowser({
  ...FAST_BATTLE_ENV,
  BATTLE_QUESTION_MS: '30000',
  NODE_ENV: 'test',
  BATTLE_TEST_QUESTION_IDS: LONGEST_ANSWERS.join(','),
});

/** The smallest phone the quiz must fit without scrolling. */
const PHONE = { width: 360, height: 640 };

interface Player {
  readonly actor: Actor;
  readonly page: Page;
  readonly token: string;
}

/** A player signed up through the API in `language`, on a 360 x 640 touch screen, showing `path`. */
async function phonePlayer(browser: Browser, baseUrl: string, name: string, language: QuizLanguage): Promise<Player> {
  const actor = makeActor(name);
  // No service worker: once it has cached the app's code it would answer the requests a test refuses.
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
    serviceWorkers: 'block',
  });
  const response = await context.request.post('/auth/signup', {
    data: { email: actor.email, username: actor.username, password: actor.password, language },
  });
  if (response.status() !== 201) throw new Error(`Sign-up of ${name} failed: ${response.status()} ${await response.text()}`);
  const session = (await response.json()) as { access_token: string; user: unknown };
  await context.addInitScript(
    ([token, username, user, lang]) => {
      localStorage.setItem('access_token', token);
      localStorage.setItem('username', username);
      localStorage.setItem('user', user);
      localStorage.setItem('language', lang);
    },
    [session.access_token, actor.username, JSON.stringify(session.user), language] as const,
  );
  return { actor, page: await context.newPage(), token: session.access_token };
}

interface Fit {
  /** The timer, the question or an answer reaching outside the screen (the page unscrolled). */
  outside: string[];
  /** Words whose letters sit on two lines. */
  split: string[];
  /** 'Your pick' / 'Correct answer' marks lying over an answer's text. */
  marksOverText: number;
}

/**
 * Measures the question card as the player sees it. A word is split when the rectangles of
 * its letters (Range.getClientRects) lie on more than one line; a break after a hyphen
 * ('Рио-де-Жанейро') is a line break between words, so each hyphenated part counts alone.
 */
function measure(card: Locator): Promise<Fit> {
  return card.evaluate((element) => {
    const rectOf = (selector: string) => Array.from(element.querySelectorAll(selector)).map((node) => node.getBoundingClientRect());
    const outside: string[] = [];
    const named: [string, DOMRect[]][] = [
      ['timer', rectOf('[data-testid="question-timer"]')],
      ['question', rectOf('[data-testid="question-text"]')],
      ['answer', rectOf('[data-answer-option]')],
    ];
    for (const [name, rects] of named) {
      for (const rect of rects) {
        if (rect.top < 0 || rect.left < 0 || rect.bottom > window.innerHeight || rect.right > window.innerWidth) {
          outside.push(`${name} ${Math.round(rect.top)}-${Math.round(rect.bottom)}`);
        }
      }
    }
    if (window.scrollY !== 0) outside.push(`scrolled ${window.scrollY}`);
    const split: string[] = [];
    for (const holder of Array.from(element.querySelectorAll('[data-testid="answer-text"], [data-testid="question-text"]'))) {
      const walker = document.createTreeWalker(holder, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/[^\s-]+-?/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set(
            Array.from(range.getClientRects())
              .filter((rect) => rect.width > 0)
              .map((rect) => Math.round(rect.bottom)),
          );
          if (lines.size > 1) split.push(word[0]);
        }
      }
    }
    let marksOverText = 0;
    for (const button of Array.from(element.querySelectorAll('[data-answer-option]'))) {
      const mark = button.querySelector('[data-testid="answer-mark"]')?.getBoundingClientRect();
      const text = button.querySelector('[data-testid="answer-text"]')?.getBoundingClientRect();
      if (mark && text && mark.bottom > text.top && mark.left < text.right && mark.right > text.left) marksOverText += 1;
    }
    return { outside, split, marksOverText };
  });
}

const NOTHING_WRONG: Fit = { outside: [], split: [], marksOverText: 0 };

/**
 * Alice opens a hard cricket battle and waits in its room; Boris, whose app is in Russian,
 * accepts it from the arena. Resolves with the battle's id once both are on its quiz.
 */
async function startCricketBattle(alice: Player, boris: Player): Promise<string> {
  const created = await alice.page.request.post('/battle/create?sport=cricket&level=hard', {
    headers: { authorization: `Bearer ${alice.token}` },
  });
  expect(created.status()).toBe(201);
  const battleId = ((await created.json()) as { id: string }).id;
  await Promise.all([alice.page.goto(`/waiting-room/${battleId}`), boris.page.goto('/battles')]);
  await boris.page
    .locator(`[data-battle-id="${battleId}"]`)
    .filter({ visible: true })
    .getByRole('button', { name: new RegExp(`^Принять вызов ${alice.actor.username}`) })
    .click();
  await Promise.all([alice.page.waitForURL(`**/${battleId}/quiz`), boris.page.waitForURL(`**/${battleId}/quiz`)]);
  return battleId;
}

describe('the quiz on a 360 x 640 phone', () => {
  it('shows the question, its timer and all four of the longest answers on one screen in English and Russian, answers with one tap, splits no word, and keeps a toast that arrives mid-battle for the result', async () => {
    const [alice, boris] = await Promise.all([
      phonePlayer(app.browser, app.server.baseUrl, 'Alice', 'en'),
      phonePlayer(app.browser, app.server.baseUrl, 'Boris', 'ru'),
    ]);
    const watches = [new ConsoleWatch(alice.page), new ConsoleWatch(boris.page)];

    const battleId = await startCricketBattle(alice, boris);

    // Carol, a stranger, asks Boris to be friends while he plays: the toast waits for his result.
    const carol = makeActor('Carol');
    const signUp = await alice.page.request.post('/auth/signup', {
      data: { email: carol.email, username: carol.username, password: carol.password },
    });
    const carolToken = ((await signUp.json()) as { access_token: string }).access_token;
    const carolSocket = new Live(
      `${app.server.baseUrl.replace('http', 'ws')}/ws?username=${carol.username}&token=${carolToken}`,
      app.server.baseUrl,
    );
    await carolSocket.opened;

    for (let index = 0; index < FAST_BATTLE_QUESTIONS; index += 1) {
      const [aliceCard, borisCard] = await Promise.all([
        questionCard(alice.page, index, FAST_BATTLE_QUESTIONS, 'en'),
        questionCard(boris.page, index, FAST_BATTLE_QUESTIONS, 'ru'),
      ]);
      expect(await measure(aliceCard), `Alice, question ${index + 1}`).toEqual(NOTHING_WRONG);
      expect(await measure(borisCard), `Boris, question ${index + 1}`).toEqual(NOTHING_WRONG);
      if (index === 0) {
        carolSocket.send({ type: 'send_friend_request', friend_username: boris.actor.username });
        // The request reached Boris (his menu counts it), yet no toast covers his game.
        await boris.page.getByRole('button', { name: /1 новое уведомление/ }).waitFor();
        expect(await boris.page.locator('[data-sonner-toast]').count()).toBe(0);
      }
      // One tap answers: no Submit button on a phone. Boris's verdict marks his pick and the right answer.
      const correct = await answerByClicking(borisCard, 'B');
      if (!correct) throw new Error(`Boris saw no verdict for question ${index + 1}`);
      expect(await measure(borisCard), `Boris's verdict, question ${index + 1}`).toEqual(NOTHING_WRONG);
      await answerByClicking(aliceCard, correct);
    }
    carolSocket.close();

    // On the result page the held toast appears.
    await boris.page.waitForURL(`**/${battleId}/battle-result`);
    await boris.page.locator('[data-sonner-toast]').filter({ hasText: carol.username }).waitFor();

    for (const watch of watches) expect(watch.unexpected()).toEqual([]);
    await Promise.all([alice.page.context().close(), boris.page.context().close()]);
  });

  it("shows the question from the HTML after a reload, before any of the app's code, and the app takes the same battle connection over", async () => {
    const [alice, boris] = await Promise.all([
      phonePlayer(app.browser, app.server.baseUrl, 'Alice', 'en'),
      phonePlayer(app.browser, app.server.baseUrl, 'Boris', 'ru'),
    ]);
    await startCricketBattle(alice, boris);
    const question = await (await questionCard(boris.page, 0, FAST_BATTLE_QUESTIONS, 'ru')).getByTestId('question-text').textContent();
    expect(question).toBeTruthy();

    // No module of the app arrives: the players' shell shows the question the HTML's own script
    // got over the battle connection, in Boris's language, with no CSP complaint.
    const watch = new ConsoleWatch(boris.page);
    watch.allow(/Failed to load resource/);
    await boris.page.route('**/assets/*.js', (route) => route.abort());
    await boris.page.reload();
    const shellQuestion = boris.page.locator('[data-early-question-text]').filter({ visible: true });
    await shellQuestion.filter({ hasText: question ?? '' }).waitFor();
    expect(await shellQuestion.count()).toBe(1);
    expect(await boris.page.getByTestId('quiz-question').count()).toBe(0);

    // With the app: it opens no second battle connection, and one tap still answers.
    await boris.page.unroute('**/assets/*.js');
    const battleSockets: string[] = [];
    boris.page.on('websocket', (socket) => {
      if (socket.url().includes('/ws/battle/')) battleSockets.push(socket.url());
    });
    await boris.page.reload();
    const card = await questionCard(boris.page, 0, FAST_BATTLE_QUESTIONS, 'ru');
    expect(await card.getByTestId('question-text').textContent()).toBe(question);
    expect(await answerByClicking(card, 'A')).toMatch(/^[ABCD]$/);
    expect(battleSockets).toHaveLength(1);
    expect(watch.unexpected()).toEqual([]);
    await Promise.all([alice.page.context().close(), boris.page.context().close()]);
  });
});
