import type { Language } from '@fanclash/protocol';
import type { Mail } from '../../platform/mail/mailer.js';

/**
 * The password-reset e-mail in the account's language. The server writes it itself (there is
 * no i18n bundle on the server), so both texts live here side by side.
 */
const TEXTS: Record<Language, { subject: string; body: (username: string, link: string) => string }> = {
  en: {
    subject: 'Reset your FanClash password',
    body: (username, link) =>
      `Hi ${username},\n\nSomeone asked to reset the password of your FanClash account. If it was you, open this link within 30 minutes:\n\n${link}\n\nIf it was not you, ignore this message: your password stays as it is.\n\n— FanClash`,
  },
  ru: {
    subject: 'Сброс пароля FanClash',
    body: (username, link) =>
      `Здравствуйте, ${username}!\n\nКто-то запросил сброс пароля от вашего аккаунта FanClash. Если это были вы, перейдите по ссылке в течение 30 минут:\n\n${link}\n\nЕсли это были не вы, просто проигнорируйте письмо: пароль останется прежним.\n\n— FanClash`,
  },
};

export function resetMail(to: { email: string; username: string; language: string }, link: string): Mail {
  const text = to.language === 'ru' ? TEXTS.ru : TEXTS.en;
  return { to: to.email, subject: text.subject, text: text.body(to.username, link) };
}
