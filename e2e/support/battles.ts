import type { Locator, Page } from 'playwright-core';

/** Short battle timings for browser tests: a whole battle in well under a minute. */
export const FAST_BATTLE_ENV = {
  BATTLE_COUNTDOWN_MS: '3000',
  BATTLE_QUESTION_MS: '8000',
  BATTLE_PAUSE_MS: '1000',
  BATTLE_QUESTIONS: '3',
} as const;

export const FAST_BATTLE_QUESTIONS = Number(FAST_BATTLE_ENV.BATTLE_QUESTIONS);

/** Chooses an option of one of the arena's Radix selects, by the select's label. */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The battle id in a /{id}/… or /waiting-room/{id} address. */
export function battleIdFrom(url: string, suffix: 'countdown' | 'quiz' | 'battle-result' | 'waiting-room'): string {
  const path = new URL(url).pathname.split('/').filter(Boolean);
  const id = suffix === 'waiting-room' ? path[1] : path[0];
  if (!id) throw new Error(`No battle id in ${url}`);
  return decodeURIComponent(id);
}

/** The interface language a player reads the quiz in. */
export type QuizLanguage = 'en' | 'ru';

/** The quiz texts a player sees, in each interface language (apps/web battles i18n). */
export const QUIZ_TEXTS = {
  en: { questionOf: (current: number, total: number) => `Question ${current} of ${total}`, submit: 'Submit answer' },
  ru: { questionOf: (current: number, total: number) => `Вопрос ${current} из ${total}`, submit: 'Ответить' },
} as const satisfies Record<QuizLanguage, { questionOf: (current: number, total: number) => string; submit: string }>;

/** The question card on the quiz page while question `index` (0-based) is asked. */
export async function questionCard(page: Page, index: number, total: number, language: QuizLanguage = 'en'): Promise<Locator> {
  const card = page.locator(`[data-testid="quiz-question"][data-question-index="${index}"]`);
  await card.getByRole('heading', { name: QUIZ_TEXTS[language].questionOf(index + 1, total) }).waitFor();
  return card;
}

/**
 * Clicks the answer with `label` (A-D), which sends it (one tap answers), and waits for the server's verdict.
 * Returns the label of the correct answer, which the verdict reveals, or null when the
 * battle ended on this answer: the last verdict may be replaced by the result page at once
 * ('Battle Completed' is followed by an immediate redirect).
 */
export async function answerByClicking(card: Locator, label: string): Promise<string | null> {
  const page = card.page();
  const leftQuiz = (url: URL) => !url.pathname.endsWith('/quiz');
  await card.locator(`[data-answer-option="${label}"]`).click();
  await Promise.race([card.getByTestId('round-feedback').waitFor(), page.waitForURL(leftQuiz)]);
  if (leftQuiz(new URL(page.url()))) return null;
  return card
    .locator('[data-look="correct"]')
    .getAttribute('data-answer-option', { timeout: 2_000 })
    .catch(() => null);
}

const LABELS = ['A', 'B', 'C', 'D'] as const;

/**
 * Plays every question by clicking the answer at `pick(index)` (0-3), waiting
 * for the server's verdict each time. Resolves once the quiz page is left: for the result
 * page, or for the dashboard when nobody scored (spec section 4: a result without any
 * points is not shown), so callers that need the result page must make sure someone scores.
 */
export async function playQuiz(page: Page, total: number, pick: (questionIndex: number) => number): Promise<void> {
  for (let index = 0; index < total; index += 1) {
    const label = LABELS[pick(index)];
    if (!label) throw new Error(`No answer at position ${pick(index)}`);
    await answerByClicking(await questionCard(page, index, total), label);
  }
  await page.waitForURL((url) => !url.pathname.endsWith('/quiz'));
}

/** The points a player header shows, e.g. '250 pts' -> 250. */
export async function shownPoints(page: Page, side: 'player-me' | 'player-opponent'): Promise<number> {
  const text = await page.getByTestId('result-card').getByTestId(side).getByTestId('player-score').innerText();
  const points = Number(text.replace(/\D/g, ''));
  if (!Number.isFinite(points)) throw new Error(`Unreadable score: ${text}`);
  return points;
}
