import type { BrowserContext, Page } from 'playwright-core';
import type { Actor } from './actors';

export interface SignedInPage {
  readonly page: Page;
  /** The access token the page holds (for API checks made on the actor's behalf). */
  readonly token: string;
}

/**
 * Signs the actor up through the context's own request client (so the refresh cookie lands in
 * that browser) and puts the session in storage the way the sign-in page does, then opens
 * `path`. For scenarios that are about what happens after signing in.
 */
export async function openSignedIn(context: BrowserContext, actor: Actor, path: string, page?: Page): Promise<SignedInPage> {
  const response = await context.request.post('/auth/signup', {
    data: { email: actor.email, username: actor.username, password: actor.password },
  });
  if (response.status() !== 201) throw new Error(`Sign-up of ${actor.name} failed: ${response.status()} ${await response.text()}`);
  const session = (await response.json()) as { access_token: string; user: unknown };
  const tab = page ?? (await context.newPage());
  await tab.goto('/sign-in');
  await tab.evaluate(
    ([token, username, user]) => {
      localStorage.setItem('access_token', token);
      localStorage.setItem('username', username);
      localStorage.setItem('user', user);
    },
    [session.access_token, actor.username, JSON.stringify(session.user)] as const,
  );
  await tab.goto(path);
  return { page: tab, token: session.access_token };
}

export interface StoredAvatar {
  readonly username: string;
  readonly path: string;
  readonly timestamp: number;
  readonly size: number;
}

/** The on-device avatar record for `username` (IndexedDB 'fanclash-avatars' / 'avatars'), without its file. */
export function storedAvatarRecord(page: Page, username: string): Promise<StoredAvatar | null> {
  return page.evaluate(async (name) => {
    // Opening a database that does not exist would create an empty one under the app's version.
    if (!(await indexedDB.databases()).some((db) => db.name === 'fanclash-avatars')) return null;
    return new Promise<StoredAvatar | null>((resolve, reject) => {
      const open = indexedDB.open('fanclash-avatars', 1);
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('avatars')) {
          db.close();
          resolve(null);
          return;
        }
        const get = db.transaction('avatars').objectStore('avatars').get(name);
        get.onerror = () => reject(get.error);
        get.onsuccess = () => {
          const record = get.result as { username: string; path: string; timestamp: number; file: Blob } | undefined;
          db.close();
          resolve(record ? { username: record.username, path: record.path, timestamp: record.timestamp, size: record.file.size } : null);
        };
      };
    });
  }, username);
}
