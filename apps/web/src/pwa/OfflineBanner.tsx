import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { offlineArea } from './offlineArea';
import { useOnline } from './useOnline';

/**
 * Says the app is offline (issue 35), on every page while the browser has no network, and
 * what that means where the player is: battles, chat and the forum need a connection;
 * elsewhere training flashcards still play. Nothing shows (and nothing is laid out) online.
 * Part of every page's first code (RootLayout): it stays small, with no icon library.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  const { pathname } = useLocation();
  return (
    <div role="status" aria-live="polite" data-testid="offline-banner" data-state={online ? 'online' : 'offline'}>
      {online ? null : (
        <p className="flex items-center justify-center gap-2 border-b border-warning/40 bg-warning/15 px-4 py-2 text-center text-sm font-semibold text-fg">
          <span className="h-2 w-2 shrink-0 rounded-full bg-warning" aria-hidden />
          <span>{t(`pwa.offline.${offlineArea(pathname)}`)}</span>
        </p>
      )}
    </div>
  );
}
