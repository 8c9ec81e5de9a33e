import { RefreshCw, Home } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { LogoMark } from '../components/Logo';
import { Button, buttonClasses } from '../components/ui/Button';
import { usePageTitle } from '../hooks/usePageTitle';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * The router's error element: a render or loader failure anywhere shows this instead of a
 * blank page (spec section 8: 'Unexpected Application Error').
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  usePageTitle(t('appError.pageTitle'));
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <main id="main" className="flex min-h-dvh items-center justify-center px-4 py-12">
      <div
        role="alert"
        className="flex w-full max-w-lg flex-col items-center gap-5 rounded-3xl border border-line bg-surface/90 p-8 text-center shadow-2xl shadow-black/40"
      >
        <LogoMark className="h-12 w-12" />
        <h1 className="text-2xl font-black tracking-tight text-fg">{t('appError.title')}</h1>
        <p className="text-muted">{t('appError.description')}</p>
        <details className="w-full rounded-xl border border-line bg-canvas/60 p-3 text-left text-sm text-muted">
          <summary className="cursor-pointer font-semibold text-fg">{t('appError.details')}</summary>
          <pre className="mt-2 overflow-auto text-xs break-words whitespace-pre-wrap">{describe(error)}</pre>
        </details>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Button size="lg" onClick={() => window.location.reload()}>
            <RefreshCw className="h-5 w-5" aria-hidden />
            {t('actions.reload')}
          </Button>
          {/* A full page load: the router that failed may not be able to navigate. */}
          <a href="/" className={buttonClasses('secondary', 'lg')}>
            <Home className="h-5 w-5" aria-hidden />
            {t('actions.goHome')}
          </a>
        </div>
      </div>
    </main>
  );
}
