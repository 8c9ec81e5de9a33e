import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { setArticleLike } from '../api';
import { readLikedArticles, rememberLike } from '../likedArticles';

interface LikeState {
  readonly liked: boolean;
  readonly likes: number;
}

/**
 * Like state of one article (spec section 4, news like). A click applies at once; the server's
 * answer then refreshes the cached lists and article, whose counts take over again. If the call
 * fails the toggle stays applied locally (and remembered on this device).
 */
export function useLikeToggle(article: { id: string; likes: number; liked: boolean }) {
  const client = useQueryClient();
  const [local, setLocal] = useState<LikeState | null>(null);
  const [pending, setPending] = useState(false);
  const rememberedLiked = !article.liked && readLikedArticles().has(article.id);
  const shown: LikeState = local ?? {
    liked: article.liked || rememberedLiked,
    likes: article.likes + (rememberedLiked ? 1 : 0),
  };

  const toggle = async () => {
    if (pending) return;
    const like = !shown.liked;
    setLocal({ liked: like, likes: Math.max(0, shown.likes + (like ? 1 : -1)) });
    rememberLike(article.id, like);
    setPending(true);
    try {
      const answer = await setArticleLike(article.id, like);
      setLocal({ liked: answer.liked, likes: answer.likes });
      void client.invalidateQueries({ queryKey: ['news'] });
      void client.invalidateQueries({ queryKey: ['news-article', article.id] });
    } catch {
      // Kept as applied locally (spec): the device remembers it.
    } finally {
      setPending(false);
    }
  };

  return { ...shown, pending, toggle };
}
