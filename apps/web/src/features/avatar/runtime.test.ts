import { describe, expect, it } from 'vitest';
import { avatarSnapshot, deviceAvatars, subscribeAvatar } from './runtime';

/** Follows one view of a player's picture until it is ready. */
function follow(username: string, avatar: string | null | undefined) {
  let notify = () => undefined as void;
  const unsubscribe = subscribeAvatar(username, avatar, () => notify());
  const next = () => new Promise<void>((resolve) => (notify = resolve));
  return { unsubscribe, next, view: () => avatarSnapshot(username, avatar) };
}

describe('shared avatar views (runtime)', () => {
  it("takes a dropped copy out of the views that showed it without knowing the server's value", async () => {
    // Cached while the name belonged to someone else (Node has no IndexedDB: the page's memory store).
    await deviceAvatars().save('zoe', new Blob([new Uint8Array(3)], { type: 'image/png' }), { source: '/avatars/zoe/old.webp' });
    const unknown = follow('zoe', undefined);
    await unknown.next();
    expect(unknown.view()).toMatchObject({ status: 'ready', origin: 'device' });

    // The leaderboard learns the name's owner has no picture: the copy goes, both views show initials.
    const known = follow('zoe', '');
    const refreshed = unknown.next();
    await known.next();
    expect(known.view()).toEqual({ status: 'ready', origin: 'none', src: null });
    await refreshed;
    expect(unknown.view()).toEqual({ status: 'ready', origin: 'none', src: null });
    expect(await deviceAvatars().load('zoe')).toBeUndefined();
    unknown.unsubscribe();
    known.unsubscribe();
  });

  it('keeps showing a picture picked here whose upload is pending, even where the server says none', async () => {
    await deviceAvatars().save('yan', new Blob([new Uint8Array(3)], { type: 'image/png' }), { extension: 'png' });
    const view = follow('yan', '');
    await view.next();
    expect(view.view()).toMatchObject({ status: 'ready', origin: 'device' });
    view.unsubscribe();
  });
});
