import type { Page } from 'playwright-core';
import type { TrainingQuestion } from '@fanclash/protocol';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from './support/app';
import { makeActor } from './support/actors';
import { ConsoleWatch, documentScrollWidth, newActorContext, VIEWPORTS } from './support/browser';
import { openSignedIn } from './support/signedIn';

const app = useServerAndBrowser();

/** The key that picks an answer: digits 1-4 for A-D (the quiz also takes the letters). */
const digitFor = (label: string) => `Digit${'ABCD'.indexOf(label) + 1}`;
const correctLabel = (q: TrainingQuestion) => q.answers.find((a) => a.correct)?.label ?? 'A';
const wrongAnswer = (q: TrainingQuestion) => q.answers.find((a) => !a.correct) ?? q.answers[0]!;

async function choose(page: Page, field: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function statValue(page: Page, testId: string): Promise<string> {
  return (await page.getByTestId(testId).textContent())?.trim() ?? '';
}

describe('training in Russian on a 360 px phone (spec sections 2, 4, 9)', () => {
  it('Ника plays a timed quiz with one timeout, reviews her misses as flashcards, and the stats add up', { timeout: 90_000 }, async () => {
    const nika = makeActor('Nika');
    const context = await newActorContext(app.browser, {
      baseUrl: app.server.baseUrl,
      viewport: 'phone',
      locale: 'ru-RU',
      timezoneId: 'Europe/Moscow',
    });
    const { page } = await openSignedIn(context, nika, `/${nika.username}/trainings`);
    const consoleWatch = new ConsoleWatch(page);

    await page.getByRole('heading', { level: 1, name: 'Оттачивайте навыки' }).waitFor();
    const stats = page.getByTestId('training-stats');
    await stats.getByText('Ваша статистика').waitFor();
    await page.getByTestId('stat-total-answers').waitFor();
    expect(await statValue(page, 'stat-total-answers')).toBe('0');

    // Start works with the defaults (all sports, all levels, a random quiz: issue 28.7) and stays so as she picks.
    const start = page.getByTestId('training-start');
    expect(await start.isDisabled()).toBe(false);
    await choose(page, 'Вид спорта', 'Футбол');
    await choose(page, 'Сложность', 'Лёгкий');
    expect(await start.isDisabled()).toBe(false);
    await choose(page, 'Режим', 'Случайная викторина');

    // The questions as the server sent them: the test knows which answers are right.
    const generated = page.waitForResponse((r) => r.url().includes('/training/generate-random-questions'));
    await start.click();
    const questions = ((await (await generated).json()) as { questions: TrainingQuestion[] }).questions;
    expect(questions).toHaveLength(8);
    expect(questions.every((q) => /[а-яё]/i.test(q.question))).toBe(true);
    const [q1, q2, q3] = questions as [TrainingQuestion, TrainingQuestion, TrainingQuestion];
    const q8 = questions[7]!;

    // 1: the right answer by keyboard (digit, then Enter).
    await page.getByTestId('quiz-progress').getByText('Вопрос 1 из 8').waitFor();
    await page.getByTestId('quiz-question').getByText(q1.question, { exact: true }).waitFor();
    await page.keyboard.press(digitFor(correctLabel(q1)));
    await page.keyboard.press('Enter');
    await page.getByTestId('quiz-feedback').getByText('Верно!').waitFor();
    await page.getByRole('button', { name: 'Следующий вопрос' }).click();

    // 2: a wrong answer by tapping it, then 'Ответить': her answer and the right one.
    await page.getByTestId('quiz-progress').getByText('Вопрос 2 из 8').waitFor();
    const wrong = wrongAnswer(q2);
    await page.getByTestId(`answer-${wrong.label}`).click();
    await page.getByRole('button', { name: 'Ответить' }).click();
    const feedback = page.getByTestId('quiz-feedback');
    await feedback.getByText('Неверно.').waitFor();
    await feedback.getByText(`Ваш ответ: ${wrong.text}`).waitFor();
    await feedback.getByText(`Правильный ответ: ${q2.correctAnswer}`).waitFor();
    // She reports the question (issue 33): a reason and a note, sent with the question's bank id.
    await page.getByRole('button', { name: 'Сообщить об ошибке' }).click();
    const dialog = page.getByRole('dialog', { name: 'Сообщить об ошибке в вопросе' });
    await dialog.getByRole('radio', { name: 'Перевод неверен или непонятен' }).check();
    await dialog.getByLabel('Подробности (необязательно)').fill('Имя клуба не переведено');
    const reported = page.waitForResponse((r) => r.url().includes('/questions/') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Отправить' }).click();
    const report = await reported;
    expect(report.status()).toBe(201);
    expect(report.url()).toContain(`/questions/${encodeURIComponent(q2.id)}/report`);
    expect(report.request().postDataJSON()).toEqual({ reason: 'translation', note: 'Имя клуба не переведено' });
    await page.getByRole('button', { name: 'Отправлено' }).waitFor();
    expect(await page.getByRole('button', { name: 'Отправлено' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Следующий вопрос' }).click();

    // 3: she lets the 15 s run out: time's up, with the right answer.
    await page.getByTestId('quiz-progress').getByText('Вопрос 3 из 8').waitFor();
    await page.getByTestId('quiz-feedback').getByText('Время вышло!').waitFor({ timeout: 20_000 });
    await page.getByTestId('quiz-feedback').getByText(`Правильный ответ: ${q3.correctAnswer}`).waitFor();
    await page.getByRole('button', { name: 'Следующий вопрос' }).click();

    // 4-7 skipped; 8 right by its letter key, and the last button completes the training.
    for (let n = 4; n <= 7; n += 1) {
      await page.getByTestId('quiz-progress').getByText(`Вопрос ${n} из 8`).waitFor();
      await page.getByRole('button', { name: 'Пропустить' }).click();
    }
    await page.getByTestId('quiz-progress').getByText('Вопрос 8 из 8').waitFor();
    await page.keyboard.press(`Key${correctLabel(q8)}`);
    await page.getByRole('button', { name: 'Ответить' }).click();
    await page.getByTestId('quiz-feedback').getByText('Верно!').waitFor();
    await page.getByRole('button', { name: 'Завершить тренировку' }).click();

    // Completion: the score and the two misses that went to review.
    const done = page.getByTestId('training-complete');
    await done.getByText('Тренировка завершена').waitFor();
    await done.getByText('Верно: 2 из 4').waitFor();
    await done.getByText('2 вопроса добавлены в карточки для повторения').waitFor();

    // The stats reload: 4 answers, 2 incorrect, 50 %, 1 session.
    await page.getByTestId('stat-sessions').getByText('1', { exact: true }).waitFor();
    expect(await statValue(page, 'stat-total-answers')).toBe('4');
    expect(await statValue(page, 'stat-incorrect')).toBe('2');
    expect(await statValue(page, 'stat-accuracy')).toBe('50%');
    expect(await documentScrollWidth(page)).toBeLessThanOrEqual(VIEWPORTS.phone.width);

    // The misses come back first as Review flashcards, then knowledge cards.
    await page.getByRole('button', { name: 'Повторить ошибки' }).click();
    const card = page.getByTestId('flashcard');
    await card.getByText('Карточка 1 из 10').waitFor();
    const reviewTerms: string[] = [];
    for (let n = 1; n <= 2; n += 1) {
      await card.getByText(`Карточка ${n} из 10`).waitFor();
      expect(await card.getByTestId('flashcard-badge').textContent()).toBe('Повторение');
      const term = (await card.getByTestId('flashcard-term').textContent()) ?? '';
      reviewTerms.push(term);
      await page.getByRole('button', { name: 'Показать ответ' }).click();
      const miss = term === q2.question ? q2 : q3;
      const definition = card.getByTestId('flashcard-definition');
      await definition.getByText(miss.correctAnswer, { exact: true }).waitFor();
      await definition.getByText(miss === q2 ? `Ваш ответ: ${wrong.text}` : 'На этот вопрос не хватило времени.').waitFor();
      await page.getByRole('button', { name: n === 1 ? 'Запомнил' : 'Нужно повторить' }).click();
    }
    expect(reviewTerms.sort()).toEqual([q2.question, q3.question].sort());
    await card.getByText('Карточка 3 из 10').waitFor();
    expect(await card.getByTestId('flashcard-badge').textContent()).toBe('Знания');
    expect(await documentScrollWidth(page)).toBeLessThanOrEqual(VIEWPORTS.phone.width);

    expect(consoleWatch.unexpected()).toEqual([]);
    await context.close();
  });
});
