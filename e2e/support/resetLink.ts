import type { RunningServer } from './server';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The path of the password-reset link the server e-mailed to `email`. Without SMTP the server
 * writes the e-mail to its log (it must run with LOG_LEVEL=info), which is where a player's
 * inbox is in these tests.
 */
export async function resetLinkFor(server: RunningServer, email: string): Promise<string> {
  const [, token] = await server.waitForOutput(new RegExp(`"to":"${escape(email)}".*?/reset-password\\?token=([A-Za-z0-9_.~%-]+)`));
  return `/reset-password?token=${token ?? ''}`;
}
