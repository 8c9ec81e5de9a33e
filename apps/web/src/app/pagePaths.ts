import type { RouteObject } from 'react-router';

/**
 * Every address pattern the route table serves as a page ('/', '/leaderboard', '/:username',
 * '/:battleId/quiz'), the catch-all left out. The build writes them beside the app
 * (`page-paths.json`, apps/web/build/prerender.ts) so the server can answer a real 404 for an
 * address that is no page (apps/server/src/platform/page-paths.ts), without a copy of this table
 * to keep in step.
 */
export function pagePaths(routes: readonly RouteObject[], parent = ''): string[] {
  const found = new Set<string>();
  for (const route of routes) {
    if (route.path === '*') continue;
    const here = route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent;
    if (route.index || (route.path && !route.children?.length)) found.add(here || '/');
    for (const path of pagePaths(route.children ?? [], here)) found.add(path);
  }
  return [...found];
}
