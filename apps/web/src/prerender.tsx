import { QueryClientProvider } from '@tanstack/react-query';
import i18n from 'i18next';
import { renderToString } from 'react-dom/server';
import { initReactI18next, useTranslation } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Language } from '@fanclash/protocol';
import { pagePaths } from './app/pagePaths';
import { createQueryClient } from './app/queryClient';
import { SignedInFrame } from './app/layouts/SignedInFrame';
import { routes } from './app/routes';
import { LoadingBlock } from './components/ui/Spinner';
import { QuizShell } from './features/battles/quiz/components/QuizShell';
import { StatCardsSkeleton } from './features/dashboard/components/StatCards';
import { WelcomeHeader } from './features/dashboard/components/WelcomeHeader';
import { SHELL_NAME, SHELL_USERNAME } from './lib/playerShell';
import en from './i18n/bundle-en';
import ru from './i18n/bundle-ru';

/**
 * Build-time rendering (build/prerender.ts loads this module in Node, never in the browser):
 * the markup of pages that look the same for every visitor, put into index.html so it paints
 * before the JavaScript has loaded. The app then renders over it with the same components.
 */
async function switchLanguage(language: Language): Promise<void> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      resources: { en, ru },
      lng: language,
      fallbackLng: 'en',
      supportedLngs: ['en', 'ru'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      initAsync: false,
      showSupportNotice: false,
    });
  }
  await i18n.changeLanguage(language);
}

/** Renders `path` of `routeTree` with the app's providers, as the server would for a visitor. */
async function renderStatic(routeTree: Parameters<typeof createStaticHandler>[0], path: string): Promise<string> {
  const handler = createStaticHandler(routeTree);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirects (${context.status}): nothing to prerender`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <QueryClientProvider client={createQueryClient()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </QueryClientProvider>,
  );
}

/** A route of the app as a visitor first sees it. */
export async function renderRoute(path: string, language: Language): Promise<string> {
  await switchLanguage(language);
  return renderStatic(routes, path);
}

/**
 * What a player with a stored session sees before the app has loaded, on any page: the
 * signed-in header, and on their dashboard its greeting and the stat cards' frames, on a
 * battle's quiz the question once src/openBattleEarly.ts has it (elsewhere, and until then, the
 * loading block). The pre-paint script shows the part for the address (data-shell); their
 * names are filled in by src/fillPlayerShell.ts.
 */
function PlayerShell() {
  const { t } = useTranslation();
  return (
    <SignedInFrame username={SHELL_USERNAME}>
      <div data-shell-page="dashboard" className="flex flex-col gap-8">
        <WelcomeHeader name={SHELL_NAME} username={SHELL_USERNAME} />
        <StatCardsSkeleton />
      </div>
      <div data-shell-page="other">
        <LoadingBlock label={t('loading')} />
      </div>
      <div data-shell-page="quiz">
        <QuizShell />
      </div>
    </SignedInFrame>
  );
}

export async function renderPlayerShell(language: Language): Promise<string> {
  await switchLanguage(language);
  return renderStatic([{ path: '*', element: <PlayerShell /> }], '/');
}

/** The loading block the app shows before a page's code and data are in (routes.tsx). */
export async function renderLoading(language: Language): Promise<string> {
  await switchLanguage(language);
  return renderToString(<LoadingBlock label={i18n.t('loading')} className="min-h-dvh" />);
}

/** The address patterns of the app's pages, for the server's 404 (app/pagePaths.ts). */
export function pagePathList(): string[] {
  return pagePaths(routes);
}
