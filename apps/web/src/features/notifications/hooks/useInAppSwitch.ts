import type { NotificationKind, NotificationSettings } from '@fanclash/protocol';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { usePageSettled } from '../../../hooks/usePageSettled';
import { getNotificationSettings, notificationKeys } from '../api';
import { inAppOn } from '../inApp';

const STALE_MS = 5 * 60_000;

/**
 * The player's notification settings for the live hooks and the header, asked once the page
 * has settled (the page's own data first) and shared with the settings section through the
 * cache, so a switch changed there holds here at once. `on(kind)`: whether that kind is shown
 * in the app (unknown yet: on). `whenOn(kind, show)`: for an event, runs `show` if the kind is
 * on, asking for the settings first when they are not known yet (an event can come before the
 * page has settled); if they cannot be had, it shows, as the default would.
 */
export function useInAppSwitch() {
  const client = useQueryClient();
  const settings = useQuery({
    queryKey: notificationKeys.settings(),
    queryFn: ({ signal }) => getNotificationSettings(signal),
    enabled: usePageSettled(),
    staleTime: STALE_MS,
  });
  const data = settings.data;
  const on = useCallback((kind: NotificationKind) => inAppOn(data, kind), [data]);
  const whenOn = useCallback(
    (kind: NotificationKind, show: () => void) => {
      const known = client.getQueryData<NotificationSettings>(notificationKeys.settings());
      if (known) {
        if (inAppOn(known, kind)) show();
        return;
      }
      client
        .fetchQuery({
          queryKey: notificationKeys.settings(),
          queryFn: ({ signal }) => getNotificationSettings(signal),
          staleTime: STALE_MS,
        })
        .then(
          (loaded) => (inAppOn(loaded, kind) ? show() : undefined),
          () => show(),
        );
    },
    [client],
  );
  return { settings: data, on, whenOn };
}
