import { readFileSync } from 'node:fs';
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
 * The graph is read before tree-shaking, so an import of the protocol package's index (which
 * re-exports every module of the contract) would reach all of it: the landing page would build
 * every schema of the app. Such an import reaches only the modules that export the names it
 * imports (protocolImports).
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
/** The protocol package's index, which re-exports each of its modules (`export * from`). */
const PROTOCOL_INDEX = fileURLToPath(new URL('../../../packages/protocol/src/index.ts', import.meta.url));
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

/** The names of a `{ a, b as c }` list, each as [its own name, the name it is given]. */
function listedNames(list: string): Array<[string, string]> {
  return list
    .split(',')
    .map((part) => part.trim().split(/\s+as\s+/))
    .filter(([name]) => name)
    .map(([name = '', alias]) => [name, alias?.trim() ?? name]);
}

/** The value names a module imports from `@fanclash/protocol` (types are erased), or null for all. */
export function namesImportedFromProtocol(source: string): string[] | null {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s+(type\s+)?([^;]*?)\s+from\s+['"]@fanclash\/protocol['"]/g)) {
    if (match[1]) continue;
    const clause = match[2] ?? '';
    const braces = /\{([^}]*)\}/.exec(clause);
    if (!braces || clause.replace(braces[0], '').replace(/[\s,]/g, '') !== '') return null;
    for (const [name] of listedNames(braces[1] ?? '')) if (!name.startsWith('type ')) names.push(name);
  }
  return names;
}

/** The names a module exports itself (`export const|function|class|let name`, `export { a, b }`). */
function exportedNames(source: string): string[] {
  const declared = [...source.matchAll(/export\s+(?:const|let|function|class|async\s+function)\s+([A-Za-z_$][\w$]*)/g)];
  const listed = [...source.matchAll(/export\s*\{([^}]*)\}(?!\s*from)/g)].flatMap((m) => listedNames(m[1] ?? ''));
  return [...declared.map((m) => m[1] ?? ''), ...listed.map(([, exported]) => exported)].filter(Boolean);
}

/**
 * Each module's static imports, with an import of the protocol index replaced by the protocol
 * modules that export what it imports (all of them when the importer's names cannot be read).
 */
function protocolImports(graph: ModuleGraph, read: (id: string) => string): (id: string) => readonly string[] {
  const modules = graph.getModuleInfo(PROTOCOL_INDEX)?.importedIds ?? [];
  const moduleOf = new Map<string, string>();
  for (const id of modules) for (const name of exportedNames(read(id))) moduleOf.set(name, id);
  // Each module's imports are asked for by every reach(): its source is read once.
  const resolved = new Map<string, readonly string[]>();
  const resolve = (id: string): readonly string[] => {
    const imported = graph.getModuleInfo(id)?.importedIds ?? [];
    if (id === PROTOCOL_INDEX || !imported.includes(PROTOCOL_INDEX)) return imported;
    const names = namesImportedFromProtocol(read(id));
    const targets = names?.map((name) => moduleOf.get(name));
    const used = !targets || targets.some((target) => target === undefined) ? modules : (targets as string[]);
    return [...imported.filter((next) => next !== PROTOCOL_INDEX), ...used];
  };
  return (id) => {
    let imports = resolved.get(id);
    if (!imports) {
      imports = resolve(id);
      resolved.set(id, imports);
    }
    return imports;
  };
}

/**
 * Modules reachable from `roots` by static imports, and by dynamic ones when `dynamic` except
 * those into `cut` (what loads only when the reader opens it: a static import of one of them
 * still counts, since the importer cannot run without it).
 */
function reach(
  graph: ModuleGraph,
  importsOf: (id: string) => readonly string[],
  roots: readonly string[],
  dynamic: boolean,
  cut: ReadonlySet<string> = new Set(),
): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...importsOf(id));
    if (dynamic) pending.push(...(graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []).filter((next) => !cut.has(next)));
  }
  return seen;
}

/** Each module's chunk, for the modules that have one (the rest is left to the bundler). */
export function chunkOfModules(graph: ModuleGraph, read = (id: string) => readFileSync(id, 'utf8')): Map<string, string> {
  const pages = graph.getModuleInfo(ROUTES)?.dynamicallyImportedIds ?? [];
  if (pages.length === 0) throw new Error(`appChunks: no page imports found in ${ROUTES}`);
  const bundles = TEXT_BUNDLES.map((texts) => texts.bundle);
  const areaRoots = AREAS.flatMap((area) => area.roots);
  for (const id of [ENTRY, ...SESSION_ROOTS, ...areaRoots, ...bundles]) {
    if (!graph.getModuleInfo(id)) throw new Error(`appChunks: ${id} is not in the build`);
  }
  const importsOf = protocolImports(graph, read);
  // The entry's own static imports stay in the entry's chunk.
  const entry = reach(graph, importsOf, [ENTRY], false);
  const chunkOf = new Map<string, string>();
  const assign = (ids: Iterable<string>, name: string) => {
    for (const id of ids) if (!entry.has(id) && !chunkOf.has(id)) chunkOf.set(id, name);
  };
  // Code that imports a language's texts itself gets them wherever the bundler puts them; the
  // rest of each language goes with its bundle.
  for (const { name, bundle } of TEXT_BUNDLES) {
    for (const id of reach(graph, importsOf, [bundle], false)) {
      const importers = graph.getModuleInfo(id)?.importers ?? [];
      if (id === bundle || (id.endsWith('.json') && importers.every((importer) => importer === bundle))) assign([id], name);
    }
  }
  /** Code only: texts imported by code stay where the bundler puts them. */
  const code = (ids: Iterable<string>) => [...ids].filter((id) => !id.endsWith('.json'));
  // main.tsx's own steps; not the session's code, nor an area's that it may start early (a battle's connection).
  const bootSteps =
    graph.getModuleInfo(ENTRY)?.dynamicallyImportedIds.filter((id) => !SESSION_ROOTS.includes(id) && !areaRoots.includes(id)) ?? [];
  assign(code(reach(graph, importsOf, [...bootSteps, ...bundles], false)), 'boot');
  for (const area of AREAS) {
    const outside = reach(graph, importsOf, [ENTRY], true, new Set(area.roots));
    assign(code([...reach(graph, importsOf, area.roots, false)].filter((id) => !outside.has(id))), area.name);
  }
  const playerRoots = [...SESSION_ROOTS, ...areaRoots];
  const visitorsOf = (open: readonly string[]) =>
    reach(graph, importsOf, [ENTRY], true, new Set([...playerRoots, ...pages.filter((id) => !open.includes(id))]));
  const firstPages = visitorsOf(VISITOR_FIRST_PAGES);
  const visitorPages = visitorsOf(VISITOR_PAGES);
  for (const id of code(reach(graph, importsOf, playerRoots, false))) {
    assign([id], firstPages.has(id) ? 'common' : visitorPages.has(id) ? 'public' : 'player');
  }
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
