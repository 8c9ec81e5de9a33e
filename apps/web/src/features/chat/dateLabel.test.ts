import { describe, expect, it } from 'vitest';
import { chatDateLabel } from './dateLabel';

describe('the chat date label', () => {
  const now = new Date(2026, 10, 25, 9, 30);

  it('shows the time for today, the word for yesterday, the short month and day before', () => {
    expect(chatDateLabel(new Date(2026, 10, 25, 0, 5), now, 'en')).toEqual({ kind: 'time', text: '12:05 AM' });
    expect(chatDateLabel(new Date(2026, 10, 25, 8, 7), now, 'ru')).toEqual({ kind: 'time', text: '08:07' });
    expect(chatDateLabel(new Date(2026, 10, 24, 23, 59), now, 'en')).toEqual({ kind: 'yesterday' });
    expect(chatDateLabel(new Date(2026, 10, 23, 23, 59), now, 'en')).toEqual({ kind: 'date', text: 'Nov 23' });
    expect(chatDateLabel(new Date(2026, 9, 3), now, 'ru')).toEqual({ kind: 'date', text: '3 окт.' });
  });
});
