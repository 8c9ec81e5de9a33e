import { describe, expect, it } from 'vitest';
import { answerTextSize } from './answerText';

describe('answerTextSize', () => {
  it('keeps short answers large and shrinks long ones instead of breaking words', () => {
    expect(answerTextSize('Сан-Паулу')).toBe('base');
    expect(answerTextSize('Stadion An der Alten Försterei')).toBe('base');
    expect(answerTextSize('Fritz-Walter-Stadion')).toBe('sm');
    expect(answerTextSize('Рио-де-Жанейро-2016 и ещё')).toBe('sm');
    expect(answerTextSize('Бэтсмена из конца состава, которого выпускают под конец дня, чтобы сберечь более сильного')).toBe('xs');
  });
});
