import { useCallback, useSyncExternalStore } from 'react';
import { avatarSnapshot, subscribeAvatar, type AvatarView } from './runtime';

const NONE: AvatarView = { status: 'ready', src: null, origin: 'none' };
const LOADING: AvatarView = { status: 'loading' };

/**
 * What to show for a player's picture, following changes (a new upload, a rename, another
 * tab). `avatar` is the server's value when the caller knows it (undefined when not).
 */
export function useAvatarView(username: string | null | undefined, avatar: string | null | undefined): AvatarView {
  const name = username?.trim() ?? '';
  const subscribe = useCallback(
    (listener: () => void) => (name ? subscribeAvatar(name, avatar, listener) : () => undefined),
    [name, avatar],
  );
  const snapshot = useCallback(() => (name ? avatarSnapshot(name, avatar) : NONE), [name, avatar]);
  return useSyncExternalStore(subscribe, snapshot, () => LOADING);
}
