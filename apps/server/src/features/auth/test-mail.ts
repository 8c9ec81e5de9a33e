import type { Mail } from '../../platform/mail/mailer.js';
import type { TestServer } from '../../test/harness.js';

/** Reset e-mails are sent after the answer: waits for the newest one to `to`. */
export async function mailTo(server: TestServer, to: string): Promise<Mail> {
  for (let waited = 0; waited < 5_000; waited += 20) {
    const mail = server.mails.findLast((m) => m.to === to);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no e-mail to ${to}`);
}

/** The reset token inside a reset e-mail's link. */
export const tokenIn = (mail: Mail) => decodeURIComponent(/token=([^\s]+)/.exec(mail.text)?.[1] ?? '');
