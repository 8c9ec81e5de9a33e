import { mergeNotificationSettings, type NotificationSettings, type NotificationSettingsUpdate } from '@fanclash/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getNotificationSettings, notificationKeys, saveNotificationSettings } from '../api';

export function useNotificationSettings() {
  return useQuery({ queryKey: notificationKeys.settings(), queryFn: ({ signal }) => getNotificationSettings(signal) });
}

/**
 * Saves one change (a partial): shown at once, then set to the server's whole answer; a
 * failure puts the settings back as they were.
 */
export function useSaveNotificationSettings() {
  const client = useQueryClient();
  const key = notificationKeys.settings();
  return useMutation({
    mutationFn: (update: NotificationSettingsUpdate) => saveNotificationSettings(update),
    onMutate: async (update) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<NotificationSettings>(key);
      if (before) client.setQueryData<NotificationSettings>(key, mergeNotificationSettings(before, update));
      return { before };
    },
    onSuccess: (settings) => client.setQueryData(key, settings),
    onError: (_error, _update, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
  });
}
