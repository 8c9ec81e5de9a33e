import type { NotificationKind } from '@fanclash/protocol';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { usePageSettled } from '../../../hooks/usePageSettled';
import { getNotificationSettings, notificationKeys } from '../api';
import { inAppOn } from '../inApp';

/**
 * The player's notification settings for the live hooks and the header, asked once the page
 * has settled (the page's own data first) and shared with the settings section through the
 * cache, so a switch changed there holds here at once. `on(kind)`: whether that kind is shown
 * in the app.
 */
export function useInAppSwitch() {
  const settings = useQuery({
    queryKey: notificationKeys.settings(),
    queryFn: ({ signal }) => getNotificationSettings(signal),
    enabled: usePageSettled(),
    staleTime: 5 * 60_000,
  });
  const data = settings.data;
  const on = useCallback((kind: NotificationKind) => inAppOn(data, kind), [data]);
  return { settings: data, on };
}
