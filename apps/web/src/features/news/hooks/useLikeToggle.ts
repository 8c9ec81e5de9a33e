import { useState } from 'react';
import { setArticleLike } from '../api';
import { readLikedArticles, rememberLike } from '../likedArticles';

/**
 * Like state of one article (spec section 4, news like): the server's count and flag, a click
 * applies at once and is confirmed by the answer; if the call fails the toggle stays applied
 * locally (and on this device).
 */
export function useLikeToggle(article: { id: string; likes: number; liked: boolean }) {
  const [state, setState] = useState(() => {
    const liked = article.liked || readLikedArticles().has(article.id);
    return { liked, likes: Math.max(article.likes, liked ? 1 : 0) };
  });
  const [pending, setPending] = useState(false);

  const toggle = async () => {
    if (pending) return;
    const like = !state.liked;
    setState((s) => ({ liked: like, likes: Math.max(0, s.likes + (like ? 1 : -1)) }));
    rememberLike(article.id, like);
    setPending(true);
    try {
      const answer = await setArticleLike(article.id, like);
      setState({ liked: like, likes: answer.likes });
    } catch {
      // Kept as applied locally (spec): the device remembers it.
    } finally {
      setPending(false);
    }
  };

  return { ...state, pending, toggle };
}
