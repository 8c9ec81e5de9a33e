import { usePageSettled } from '../../../hooks/usePageSettled';
import { useInAppSwitch } from '../../notifications/hooks/useInAppSwitch';
import { chatBadgeCount } from '../../notifications/inApp';
import { unreadTotal } from '../previews';
import { useChatPreviews, useChatPreviewsLive } from './useChatPreviews';

/**
 * Unread chat messages across all friends, kept live from the user socket. The header calls
 * it, which also keeps the cached chat list current for every page. It asks once the page has
 * settled: the page's own code and data come first. None while the player turned chat
 * messages off in the app (notification settings); the chat list still counts per friend.
 */
export function useChatUnreadTotal(me: string): number {
  useChatPreviewsLive(me);
  const { settings } = useInAppSwitch();
  const total = unreadTotal(useChatPreviews(me, usePageSettled()).data);
  // Both are asked once the page has settled; until the settings are known, no count (rather than one that may go).
  return settings ? chatBadgeCount(total, settings) : 0;
}
