import { useQuery } from '@tanstack/react-query';
import { useSession } from '../auth/hooks/useSession';
import { fetchModerationMe, moderationKeys } from './api';

/** Whether the signed-in player is a moderator (the menu shows the /moderation link). */
export function useIsModerator(): boolean {
  const { username, token } = useSession();
  const me = useQuery({
    queryKey: moderationKeys.me(username ?? ''),
    queryFn: ({ signal }) => fetchModerationMe(signal),
    enabled: Boolean(username && token),
    staleTime: 5 * 60_000,
    retry: false,
  });
  return me.data === true;
}
