import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserLanguageSignals, detectLanguage } from './detectLanguage';

describe('detectLanguage', () => {
  const none = { saved: null, browserLanguage: 'en-US', timeZone: 'America/New_York' };

  it('uses the saved choice before anything else', () => {
    expect(detectLanguage({ ...none, saved: 'ru' })).toBe('ru');
    expect(detectLanguage({ saved: 'en', browserLanguage: 'ru-RU', timeZone: 'Europe/Moscow' })).toBe('en');
  });

  it('ignores a saved value that is not a supported language', () => {
    expect(detectLanguage({ ...none, saved: 'de' })).toBe('en');
    expect(detectLanguage({ saved: 'fr', browserLanguage: 'ru', timeZone: null })).toBe('ru');
  });

  it('chooses Russian for a Russian browser', () => {
    expect(detectLanguage({ ...none, browserLanguage: 'ru' })).toBe('ru');
    expect(detectLanguage({ ...none, browserLanguage: 'ru-RU' })).toBe('ru');
    expect(detectLanguage({ ...none, browserLanguage: 'RU_ru' })).toBe('ru');
  });

  it('chooses Russian for the regional time zones', () => {
    for (const timeZone of ['Europe/Moscow', 'Europe/Minsk', 'Asia/Almaty', 'Asia/Bishkek', 'Asia/Vladivostok', 'Europe/Kaliningrad']) {
      expect(detectLanguage({ ...none, timeZone })).toBe('ru');
    }
  });

  it('chooses Russian for a browser locale in one of those countries', () => {
    expect(detectLanguage({ ...none, browserLanguage: 'en-KZ' })).toBe('ru');
    expect(detectLanguage({ ...none, browserLanguage: 'be-BY' })).toBe('ru');
  });

  it('falls back to English', () => {
    expect(detectLanguage(none)).toBe('en');
    expect(detectLanguage({ saved: null, browserLanguage: undefined, timeZone: undefined })).toBe('en');
    expect(detectLanguage({ ...none, browserLanguage: 'uk-UA', timeZone: 'Europe/Kyiv' })).toBe('en');
  });
});

describe('browserLanguageSignals', () => {
  beforeEach(() => vi.stubGlobal('navigator', { language: 'en-US' }));
  afterEach(() => vi.unstubAllGlobals());

  it('reads the time zone from Temporal where the browser has it (no date formatter to build)', () => {
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Asia/Almaty' } });
    const format = vi.spyOn(Intl, 'DateTimeFormat');
    expect(browserLanguageSignals('en')).toMatchObject({ saved: 'en', timeZone: 'Asia/Almaty' });
    expect(format).not.toHaveBeenCalled();
    format.mockRestore();
  });

  it('falls back to Intl without Temporal', () => {
    vi.stubGlobal('Temporal', undefined);
    expect(browserLanguageSignals(null).timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
