import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NAMESPACE, resources } from '../../../i18n/resources';

/** The avatar button's accessible name carries the notification count, in proper plural forms. */
describe('account menu name with notifications', () => {
  const t = (language: 'en' | 'ru', count: number) => {
    const i18n = createInstance();
    void i18n.init({ resources, lng: language, defaultNS: DEFAULT_NAMESPACE, initAsync: false, interpolation: { escapeValue: false } });
    return i18n.t('userMenu.openWithNotifications', { username: 'alice', count });
  };

  it('in English', () => {
    expect(t('en', 1)).toBe('Account menu for alice, 1 new notification');
    expect(t('en', 3)).toBe('Account menu for alice, 3 new notifications');
  });

  it('in Russian, with one/few/many', () => {
    expect(t('ru', 1)).toBe('Меню аккаунта alice, 1 новое уведомление');
    expect(t('ru', 21)).toBe('Меню аккаунта alice, 21 новое уведомление');
    expect(t('ru', 3)).toBe('Меню аккаунта alice, 3 новых уведомления');
    expect(t('ru', 5)).toBe('Меню аккаунта alice, 5 новых уведомлений');
    expect(t('ru', 12)).toBe('Меню аккаунта alice, 12 новых уведомлений');
  });
});
