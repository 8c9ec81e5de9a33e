import { usePageSettled } from '../../../hooks/usePageSettled';
import { unreadTotal } from '../previews';
import { useChatPreviews, useChatPreviewsLive } from './useChatPreviews';

/**
 * Unread chat messages across all friends, kept live from the user socket. The header calls
 * it, which also keeps the cached chat list current for every page. It asks once the page has
 * settled: the page's own code and data come first.
 */
export function useChatUnreadTotal(me: string): number {
  useChatPreviewsLive(me);
  return unreadTotal(useChatPreviews(me, usePageSettled()).data);
}
