import type { StoredNotification } from '@fanclash/protocol';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationText } from '../text';

/** A notification's headline in the current language ("12 people liked your comment"). */
export function useNotificationText(): (notification: StoredNotification) => string {
  const { t } = useTranslation('notifications');
  return useCallback(
    // The keys come from notificationMessage (item.*), each present in both languages (text.test.ts).
    (notification: StoredNotification) => notificationText(notification, (key, options) => t(key as 'item.trending', options ?? {})),
    [t],
  );
}
