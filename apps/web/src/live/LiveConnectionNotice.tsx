import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../components/ui/Badge';
import { cn } from '../lib/cn';
import { useUserSocket } from './useUserSocket';

/** How long 'Connected again' stays after the connection is back. */
const RECONNECTED_SHOWN_MS = 4_000;

/**
 * The signed-in user's live connection (friends, invitations, battle starts) on every
 * signed-in page, shown only when it matters: 'Reconnecting…' while it is lost (the server
 * went away, the network dropped), then 'Connected again' for a moment. The live region is
 * always there so both changes are announced; nothing shows while all is well.
 */
export function LiveConnectionNotice() {
  const { t } = useTranslation();
  const { status } = useUserSocket();
  const [seen, setSeen] = useState(status);
  const [reconnected, setReconnected] = useState(false);
  // Follows the status during render (not in an effect), so no frame shows a stale notice.
  if (status !== seen) {
    setSeen(status);
    setReconnected(seen === 'reconnecting' && status === 'open');
  }
  useEffect(() => {
    if (!reconnected) return undefined;
    const timer = setTimeout(() => setReconnected(false), RECONNECTED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [reconnected]);

  const shown = status === 'reconnecting' ? 'reconnecting' : reconnected ? 'reconnected' : null;
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="live-connection"
      data-state={shown ?? 'hidden'}
      className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4"
    >
      {shown ? (
        <span className="rounded-full bg-surface shadow-lg shadow-black/20">
          <Badge tone={shown === 'reconnecting' ? 'warning' : 'success'} className="px-3 py-1 text-sm">
            <span aria-hidden className={cn('h-1.5 w-1.5 rounded-full bg-current', shown === 'reconnecting' && 'animate-pulse')} />
            {t(`liveConnection.${shown}`)}
          </Badge>
        </span>
      ) : null}
    </div>
  );
}
