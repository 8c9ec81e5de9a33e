import { useEffect } from 'react';
import { useSession } from '../auth/hooks/useSession';
import { hasPushDevice } from './deviceKey';

/**
 * Once per sign-in on a device where the player turned push on: hands the browser's current
 * subscription to the server again (the same row when nothing changed; the new one when the
 * browser renewed it, which the service worker cannot report without a token; back after a
 * sign-out everywhere removed it), or forgets the device when the browser no longer has one.
 * The push module loads only on such a device.
 */
export function usePushDeviceSync(): void {
  const username = useSession().username;
  useEffect(() => {
    if (!hasPushDevice(username)) return;
    void import('./pushDevice').then(({ resyncPushDevice }) => resyncPushDevice(username)).catch(() => undefined);
  }, [username]);
}
