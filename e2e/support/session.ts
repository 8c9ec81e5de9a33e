import type { Page } from 'playwright-core';
import type { Actor } from './actors';

/** Creates the actor's account through the API (for scenarios that are not about sign-up). */
export async function signUpThroughApi(baseUrl: string, actor: Actor): Promise<void> {
  const response = await fetch(`${baseUrl}/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: actor.email, username: actor.username, password: actor.password }),
  });
  if (response.status !== 201) throw new Error(`Sign-up of ${actor.name} failed: ${response.status} ${await response.text()}`);
}

/** What the page keeps in localStorage under the spec's keys. */
export function storedSession(
  page: Page,
): Promise<{ token: string | null; username: string | null; user: string | null; isNewUser: string | null }> {
  return page.evaluate(() => ({
    token: localStorage.getItem('access_token'),
    username: localStorage.getItem('username'),
    user: localStorage.getItem('user'),
    isNewUser: localStorage.getItem('isNewUser'),
  }));
}
