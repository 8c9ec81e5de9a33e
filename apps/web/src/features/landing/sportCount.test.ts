import { PLAYABLE_SPORTS } from '@fanclash/protocol';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { resources } from '../../i18n/resources';
import { SPORT_COUNT } from './sportCount';

/** The landing and sign-up copy say how many sports there are, counted from the one list. */
describe('sport count in the copy', () => {
  const i18n = createInstance();
  void i18n.init({ resources, lng: 'en', fallbackLng: false, interpolation: { escapeValue: false } });
  // Keys across namespaces, as the pages ask for them with a count.
  type Translate = (key: string, options: { count: number }) => string;
  const fixed = (lng: 'en' | 'ru') => i18n.getFixedT(lng) as unknown as Translate;

  it.each(['en', 'ru'] as const)('names the number of playable sports in %s', (lng) => {
    expect(SPORT_COUNT).toBe(PLAYABLE_SPORTS.length);
    const t = fixed(lng);
    const texts = [t('landing:sports.subtitle', { count: SPORT_COUNT }), t('auth:signUp.perks.live', { count: SPORT_COUNT })];
    for (const text of texts) {
      // The number itself, and no number written in words that a new sport would make false.
      expect(text).toContain(String(PLAYABLE_SPORTS.length));
      expect(text).not.toMatch(/\b(six|ten|шест|десят)/i);
    }
  });

  it('declines the Russian noun with the count', () => {
    const t = fixed('ru');
    expect(t('landing:sports.subtitle', { count: 14 })).toMatch(/^14 видов спорта/);
    expect(t('landing:sports.subtitle', { count: 22 })).toMatch(/^22 вида спорта/);
    expect(t('auth:signUp.perks.live', { count: 14 })).toContain('в 14 видах спорта');
  });
});
