import { readJson, writeItem } from '../../lib/storage';

/** Spec section 3: liked article ids are kept on the device under 'likedArticles'. */
export const LIKED_ARTICLES_KEY = 'likedArticles';

export function readLikedArticles(): Set<string> {
  const stored = readJson(LIKED_ARTICLES_KEY);
  return new Set(Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : []);
}

export function rememberLike(id: string, liked: boolean): void {
  const ids = readLikedArticles();
  if (liked) ids.add(id);
  else ids.delete(id);
  writeItem(LIKED_ARTICLES_KEY, JSON.stringify([...ids].slice(-500)));
}
