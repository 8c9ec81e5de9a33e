import { describe, expect, it } from 'vitest';
import { isSubmitShortcut, timeAgo } from './format';

describe('timeAgo', () => {
  const now = Date.parse('2026-05-10T12:00:00Z');
  it('picks the largest whole unit', () => {
    expect(timeAgo('2026-05-10T11:59:30Z', now)).toEqual({ value: 30, unit: 'second' });
    expect(timeAgo('2026-05-10T11:15:00Z', now)).toEqual({ value: 45, unit: 'minute' });
    expect(timeAgo('2026-05-10T07:00:00Z', now)).toEqual({ value: 5, unit: 'hour' });
    expect(timeAgo('2026-05-07T12:00:00Z', now)).toEqual({ value: 3, unit: 'day' });
    expect(timeAgo('2025-05-10T12:00:00Z', now)).toEqual({ value: 1, unit: 'year' });
  });
  it('never answers a time in the future', () => {
    expect(timeAgo('2026-05-10T12:00:05Z', now)).toEqual({ value: 0, unit: 'second' });
  });
});

describe('isSubmitShortcut', () => {
  it('is Ctrl+Enter or Cmd+Enter only', () => {
    expect(isSubmitShortcut({ key: 'Enter', ctrlKey: true, metaKey: false })).toBe(true);
    expect(isSubmitShortcut({ key: 'Enter', ctrlKey: false, metaKey: true })).toBe(true);
    expect(isSubmitShortcut({ key: 'Enter', ctrlKey: false, metaKey: false })).toBe(false);
    expect(isSubmitShortcut({ key: 'a', ctrlKey: true, metaKey: false })).toBe(false);
  });
});
