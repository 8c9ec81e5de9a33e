import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { OfflineBanner } from '../../pwa/OfflineBanner';

/**
 * Wraps every page: the skip link, the offline banner (issue 35), scroll restoration, and focus moved to the new page's
 * <main> after client-side navigation so screen-reader and keyboard users start at the content.
 */
export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Only real navigations move focus (not the first load, nor StrictMode's second effect run).
  const previousPath = useRef(pathname);

  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    const main = document.getElementById('main');
    // A page that focused something itself (an autofocus field) keeps it.
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <a
        href="#main"
        className="fixed top-3 left-3 z-[100] -translate-y-20 rounded-xl bg-accent px-4 py-2 text-sm font-bold text-on-accent transition-transform focus:translate-y-0"
      >
        {t('skipToContent')}
      </a>
      <OfflineBanner />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
