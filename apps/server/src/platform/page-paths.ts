/**
 * Which addresses are pages of the web app, from the route table's patterns the build writes
 * (`page-paths.json`, apps/web/build/prerender.ts): the server answers a real 404 for the rest
 * (issue 28.10). A pattern's segments are literal (matched without regard to case, as the
 * client's router does) or parameters (`:id`, any one segment).
 */
export type PageMatch =
  /** A page whatever its parameters say ('/leaderboard', '/:battleId/quiz'). */
  | 'page'
  /** Only `/:username` matches: a page when a player has that name, else a mistyped address. */
  | 'player'
  /** No page, under one of the server's own route roots ('/auth/nothing'): a JSON 404. */
  | 'api'
  | 'none';

export interface PagePaths {
  /** `pathname` is the address without its query, as sent (percent-encoded). */
  match(pathname: string): { readonly kind: PageMatch; readonly segments: readonly string[] };
}

/**
 * `apiRoots`: the first segments of the server's own routes ('auth', 'db', 'friends'...). A
 * pattern starting with a parameter ('/:username/profile') never matches under them, so an
 * unknown API address (GET /auth/profile) stays a JSON 404 instead of an HTML page.
 */
export function createPagePaths(patterns: readonly string[], apiRoots: () => ReadonlySet<string>): PagePaths {
  const parsed = patterns.map((pattern) => pattern.split('/').filter(Boolean));
  return {
    match(pathname) {
      const segments = decodeSegments(pathname);
      if (!segments) return { kind: 'none', segments: [] };
      const lowered = segments.map((segment) => segment.toLowerCase());
      const underApi = lowered.length > 1 && apiRoots().has(lowered[0] ?? '');
      let kind: PageMatch = 'none';
      for (const pattern of parsed) {
        if (pattern.length !== segments.length) continue;
        if (underApi && pattern[0]?.startsWith(':')) continue;
        if (!pattern.every((part, index) => part.startsWith(':') || part.toLowerCase() === lowered[index])) continue;
        if (pattern.length !== 1 || !pattern[0]?.startsWith(':')) return { kind: 'page', segments };
        kind = 'player';
      }
      if (kind === 'none' && apiRoots().has(lowered[0] ?? '')) kind = 'api';
      return { kind, segments };
    },
  };
}

/** '/a/b%20c/' -> ['a', 'b c'], or null for an address that does not decode. */
function decodeSegments(pathname: string): string[] | null {
  try {
    return pathname
      .split('/')
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}
