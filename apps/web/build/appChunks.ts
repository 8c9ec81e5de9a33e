import { fileURLToPath } from 'node:url';

/**
 * The app's own code in a few chunks instead of one per combination of pages.
 *
 * Left to itself the bundler puts every module into a chunk per set of pages that use it: a
 * player's quiz page needed 65 files, most of them 1-2 KB. Browsers fetch six at a time from an
 * HTTP/1.1 server, a round trip each, so the page waited for a dozen round trips before its
 * question showed (Lighthouse's mobile preset, bench/LIGHTHOUSE.md). Here:
 * - `boot`: what main.tsx loads for every reader before its first render;
 * - `texts-en`, `texts-ru`: a language's texts, beside the ones other code imports itself;
 * - an area's chunk (`battle`, `dashboard`): the modules nothing outside the area reaches, that
 *   is every path from the entry to them passes through the area's roots;
 * - of the rest that the session and the areas use: `common`, what the visitors' first pages
 *   (landing, sign-up, sign-in) use too; `public`, what other pages open to visitors (the
 *   leaderboard, the FAQ) use too; `player`, what only players' pages use.
 * So the landing and sign-in pages load no code of the signed-in app, and the leaderboard none
 * that only players use. Modules the session and the areas do not use keep the bundler's chunks.
 */
interface ModuleInfo {
  readonly importedIds: readonly string[];
  readonly dynamicallyImportedIds: readonly string[];
  readonly importers: readonly string[];
  readonly dynamicImporters: readonly string[];
}

interface ModuleGraph {
  getModuleInfo(moduleId: string): ModuleInfo | null;
}

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const sourceFiles = (files: readonly string[]) => files.map((file) => `${SRC}${file}`);
const ENTRY = `${SRC}main.tsx`;
const ROUTES = `${SRC}app/routes.tsx`;

/** The pages a visitor meets first (routes.tsx). */
const VISITOR_FIRST_PAGES = sourceFiles([
  'pages/LandingPage.tsx',
  'pages/SignUpPage.tsx',
  'pages/SignUpEmailPage.tsx',
  'pages/SignInPage.tsx',
  'pages/ForgotPasswordPage.tsx',
  'pages/ResetPasswordPage.tsx',
]);
/** Every page open to visitors (routes.tsx), but for a player's public dashboard (an area). */
const VISITOR_PAGES = [
  ...VISITOR_FIRST_PAGES,
  ...sourceFiles([
    'pages/LeaderboardLayout.tsx',
    'pages/LeaderboardPage.tsx',
    'app/layouts/OpenLayout.tsx',
    'pages/FaqPage.tsx',
    'pages/LiveStreamPage.tsx',
    'pages/NotFoundPage.tsx',
  ]),
];

/** Areas with a chunk of their own, by their roots, in this order. */
const AREAS = [
  {
    name: 'battle',
    roots: sourceFiles([
      'features/battles/session/BattleSessionLayout.tsx',
      'pages/CountdownPage.tsx',
      'pages/QuizPage.tsx',
      'pages/BattleResultPage.tsx',
    ]),
  },
  { name: 'dashboard', roots: sourceFiles(['app/PlayerPathPage.tsx']) },
];
/** Where every signed-in page starts: its layout, and the modules main.tsx loads for a player only. */
const SESSION_ROOTS = sourceFiles(['app/layouts/SignedInLayout.tsx', 'lib/api.ts', 'features/auth/session.ts', 'features/auth/renew.ts']);
/** Each language's texts, loaded by i18n/index.ts for the interface language only. */
const TEXT_BUNDLES = [
  { name: 'texts-en', bundle: `${SRC}i18n/bundle-en.ts` },
  { name: 'texts-ru', bundle: `${SRC}i18n/bundle-ru.ts` },
];

/**
 * Modules reachable from `roots` by static imports, and by dynamic ones when `dynamic` except
 * those into `cut` (what loads only when the reader opens it: a static import of one of them
 * still counts, since the importer cannot run without it).
 */
function reach(graph: ModuleGraph, roots: readonly string[], dynamic: boolean, cut: ReadonlySet<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    pending.push(...info.importedIds);
    if (dynamic) pending.push(...info.dynamicallyImportedIds.filter((next) => !cut.has(next)));
  }
  return seen;
}

/** Each module's chunk, for the modules that have one (the rest is left to the bundler). */
export function chunkOfModules(graph: ModuleGraph): Map<string, string> {
  const pages = graph.getModuleInfo(ROUTES)?.dynamicallyImportedIds ?? [];
  if (pages.length === 0) throw new Error(`appChunks: no page imports found in ${ROUTES}`);
  const bundles = TEXT_BUNDLES.map((texts) => texts.bundle);
  const areaRoots = AREAS.flatMap((area) => area.roots);
  for (const id of [ENTRY, ...SESSION_ROOTS, ...areaRoots, ...bundles]) {
    if (!graph.getModuleInfo(id)) throw new Error(`appChunks: ${id} is not in the build`);
  }
  const chunkOf = new Map<string, string>();
  const assign = (ids: Iterable<string>, name: string) => {
    for (const id of ids) if (!chunkOf.has(id)) chunkOf.set(id, name);
  };
  // The entry's own static imports stay in the entry's chunk (marked here, dropped at the end).
  assign(reach(graph, [ENTRY], false), '');
  // Code that imports a language's texts itself gets them wherever the bundler puts them; the
  // rest of each language goes with its bundle.
  for (const { name, bundle } of TEXT_BUNDLES) {
    for (const id of reach(graph, [bundle], false)) {
      const importers = graph.getModuleInfo(id)?.importers ?? [];
      if (id === bundle || (id.endsWith('.json') && importers.every((importer) => importer === bundle))) assign([id], name);
    }
  }
  /** Code only: texts imported by code stay where the bundler puts them. */
  const code = (ids: Iterable<string>) => [...ids].filter((id) => !id.endsWith('.json'));
  const bootSteps = graph.getModuleInfo(ENTRY)?.dynamicallyImportedIds.filter((id) => !SESSION_ROOTS.includes(id)) ?? [];
  assign(code(reach(graph, [...bootSteps, ...bundles], false)), 'boot');
  for (const area of AREAS) {
    const outside = reach(graph, [ENTRY], true, new Set(area.roots));
    assign(code([...reach(graph, area.roots, false)].filter((id) => !outside.has(id))), area.name);
  }
  const playerRoots = [...SESSION_ROOTS, ...areaRoots];
  const visitorsOf = (open: readonly string[]) =>
    reach(graph, [ENTRY], true, new Set([...playerRoots, ...pages.filter((id) => !open.includes(id))]));
  const firstPages = visitorsOf(VISITOR_FIRST_PAGES);
  const visitorPages = visitorsOf(VISITOR_PAGES);
  for (const id of code(reach(graph, playerRoots, false))) {
    assign([id], firstPages.has(id) ? 'common' : visitorPages.has(id) ? 'public' : 'player');
  }
  for (const [id, name] of chunkOf) if (name === '') chunkOf.delete(id);
  return chunkOf;
}

/**
 * The chunk group (vite's build.rolldownOptions.output.codeSplitting.groups) that makes these
 * chunks. The graph is read once per build: one chunking pass answers every module with the same
 * module information objects.
 */
export function appChunkGroup(priority: number) {
  const cache = new WeakMap<object, Map<string, string>>();
  return {
    priority,
    // Only the modules chosen here: a chunk's dependencies stay where they belong.
    includeDependenciesRecursively: false,
    name(moduleId: string, graph: ModuleGraph): string | null {
      const key = graph.getModuleInfo(ENTRY) ?? graph;
      let chunks = cache.get(key);
      if (!chunks) {
        chunks = chunkOfModules(graph);
        cache.set(key, chunks);
      }
      return chunks.get(moduleId) ?? null;
    },
  };
}
