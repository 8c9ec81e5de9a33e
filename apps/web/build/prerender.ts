import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, createServer, type Plugin, type Rollup } from 'vite';
import { precompressDir } from './precompress';

/**
 * Pages whose first screen is the same for every visitor: their markup is rendered at build
 * time into a copy of index.html, so it paints as soon as the HTML and CSS are in, before the
 * JavaScript. The server sends `file` for `path` (apps/server/src/platform/spa.ts reads
 * `prerendered.json`); every other address gets index.html, whose prerendered markup is the
 * app's loading block. Every file also carries the players' shell (the signed-in header, and on
 * their dashboard its greeting), shown instead when a session is stored. Only the English
 * markup of a page is included (two copies would repeat ids); a Russian reader sees it hidden
 * until the app renders in Russian.
 */
const PAGES = [
  { path: '/', file: 'landing.html', modules: /src\/pages\/LandingPage\.tsx$/ },
  { path: '/sign-in', file: 'sign-in.html', modules: /src\/pages\/SignInPage\.tsx$/ },
  { path: '/sign-up', file: 'sign-up.html', modules: /src\/pages\/SignUpPage\.tsx$/ },
  { path: '/leaderboard', file: 'leaderboard.html', modules: /src\/pages\/Leaderboard(Layout|Page)\.tsx$/ },
] as const;

/**
 * The element at the end of #root's prerendered markup. The <head> asks the browser not to paint
 * before it is parsed (`<link rel="expect" blocking="render">`): a first paint in the middle of
 * the markup showed part of a page (the sign-in card at 128-314 of its 505 px, in 3 of 25 loads
 * of a throttled phone) and the rest a moment later, a layout shift. Browsers without the
 * feature paint as before.
 */
const PARSED_MARKER = 'prerendered-end';

/** The route table's address patterns, read by the server (apps/server/src/platform/spa.ts). */
const PAGE_PATHS_FILE = 'page-paths.json';

/** The <meta> that lists a prerendered page's modules (src/main.tsx reads it). */
const MODULES_META = 'fanclash-modules';

/**
 * Where a prerendered fragment may be shown: its language and audience (styles.css hides the
 * others before the first paint). Its controls are disabled: until the app has rendered over
 * them they would do nothing when pressed (links work: they load the page they name). The
 * players' shell waits hidden for src/fillPlayerShell.ts, and has no ids or test ids: it sits
 * beside a page's own markup and its other language's copy, and nothing refers to them before
 * the app (a test that looks for the app's user menu waits for the app's, not the shell's).
 */
function fragment(html: string, language: string, audience: 'visitors' | 'players'): string {
  const inert = html.replace(/<(button|input|select|textarea) /g, '<$1 disabled="" ');
  const shell = audience === 'players';
  // The avatar's place is kept blank (styles.css): the picture or initials come with the app.
  const markup = shell
    ? inert.replace(' data-testid="user-menu"', ' data-shell-blank=""').replace(/ (id|data-testid)="[^"]*"/g, '')
    : inert;
  return `<div data-prerendered="${language}" data-prerendered-for="${audience}"${shell ? ' data-shell-unfilled=""' : ''}>${markup}</div>`;
}

/**
 * index.html with `root` in its #root and `scripts` in its <head> (before the style sheet, which
 * a later inline script would wait for, and the module script; after the theme-color meta the
 * pre-paint script updates). Every page paints from
 * its HTML and CSS alone (its own markup, the players' shell or the loading block), so its
 * scripts are fetched at low priority, behind the style sheet that the first paint waits for,
 * and `modules` (the code main.tsx loads step by step, and the page's own) are listed in a
 * <meta> for main.tsx, which asks for them all at once when that paint is on screen.
 */
function fill(template: string, scripts: readonly string[], root: string, modules: readonly string[]): string {
  let html = template.replace('<div id="root"></div>', `<div id="root">${root}<span id="${PARSED_MARKER}" hidden></span></div>`);
  if (html === template) throw new Error('index.html has no empty <div id="root"></div> to fill');
  html = html.replace(
    '<title>',
    `${scripts.map((script) => `<script>${script}</script>\n    `).join('')}<link rel="expect" href="#${PARSED_MARKER}" blocking="render" />\n    <title>`,
  );
  const entry = /<script type="module" crossorigin src="[^"]+"><\/script>\n/;
  if (!entry.test(html)) throw new Error('index.html has no module script to put the module list after');
  html = html.replace(entry, (tag) => `${tag}    <meta name="${MODULES_META}" content="${modules.join(' ')}" />\n`);
  return html.replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" ');
}

/** What the pre-paint script may start fetching (src/prepaint.ts `Preloads`), as /assets/ addresses. */
interface Preloads {
  readonly pages: readonly string[];
  readonly en: readonly string[];
  readonly ru: readonly string[];
  readonly session: readonly string[];
  readonly dashboard: readonly string[];
  readonly battle: readonly string[];
}

/**
 * The modules main.tsx loads step by step before its first render (not the session's: the
 * pre-paint script asks for those when a session is stored).
 */
const BOOT_MODULES = /src\/(app\/(routes|startRouter|mount)\.tsx?|i18n\/index\.ts)$|node_modules\/react-dom\/client\.js$/;

/** Modules the app imports later on, by source file; each with its static imports not in the entry. */
const LATER_MODULES = {
  en: /src\/i18n\/bundle-en\.ts$/,
  ru: /src\/i18n\/bundle-ru\.ts$/,
  session: /src\/(features\/auth\/renew\.ts|app\/layouts\/SignedInLayout\.tsx)$/,
  dashboard: /src\/app\/PlayerPathPage\.tsx$/,
  battle: /src\/(features\/battles\/session\/BattleSessionLayout|pages\/(CountdownPage|QuizPage))\.tsx$/,
} as const;

interface BundleModules extends Omit<Preloads, 'pages'> {
  /** What main.tsx loads before it renders, for every page. */
  readonly boot: readonly string[];
  /** The code of each prerendered page (by path), beyond `boot`. */
  readonly pages: ReadonlyMap<string, readonly string[]>;
}

function modulesOf(bundle: Rollup.OutputBundle): BundleModules {
  const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (roots: string[], into = new Set<string>()) => {
    for (const name of roots) {
      if (into.has(name)) continue;
      into.add(name);
      closure(byName.get(name)?.imports ?? [], into);
    }
    return into;
  };
  // The entry and its static imports are in every page's HTML (script and modulepreload tags).
  const entry = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const files = (source: RegExp, loaded = entry) => {
    const roots = chunks.filter((chunk) => chunk.moduleIds.some((id) => source.test(id))).map((chunk) => chunk.fileName);
    if (roots.length === 0) throw new Error(`no chunk for ${String(source)}`);
    return [...closure(roots)].filter((name) => !loaded.has(name)).map((name) => `/${name}`);
  };
  const boot = files(BOOT_MODULES);
  const booted = new Set([...entry, ...boot.map((name) => name.slice(1))]);
  // What the pre-paint script may add leaves out what the page lists already (`boot`).
  const session = files(LATER_MODULES.session, booted);
  const withSession = new Set([...booted, ...session.map((name) => name.slice(1))]);
  return {
    en: files(LATER_MODULES.en, booted),
    ru: files(LATER_MODULES.ru, booted),
    session,
    dashboard: files(LATER_MODULES.dashboard, withSession),
    battle: files(LATER_MODULES.battle, withSession),
    boot,
    pages: new Map(PAGES.map((page) => [page.path, files(page.modules, booted)])),
  };
}

/**
 * A module of src/ as one small classic script (no imports left) to inline in the HTML:
 * src/prepaint.ts and src/openBattleEarly.ts in the <head>, src/fillPlayerShell.ts after the
 * players' shell.
 */
async function inlineScript(root: string, file: string, define: Record<string, string> = {}): Promise<string> {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    define,
    build: {
      write: false,
      minify: true,
      emptyOutDir: false,
      lib: { entry: path.join(root, file), formats: ['iife'], name: 'fanclashInline' },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  if (!result || !('output' in result)) throw new Error(`${file}: the build gave no output`);
  const [chunk] = result.output;
  if (!chunk || chunk.type !== 'chunk') throw new Error(`${file}: the build gave no chunk`);
  return chunk.code.trim();
}

interface PrerenderModule {
  renderRoute(path: string, language: 'en' | 'ru'): Promise<string>;
  renderLoading(language: 'en' | 'ru'): Promise<string>;
  renderPlayerShell(language: 'en' | 'ru'): Promise<string>;
  pagePathList(): string[];
}

/** Renders src/prerender.tsx's pages with the app's own components, in Node. */
async function renderPages(root: string) {
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react()],
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = (await server.ssrLoadModule('/src/prerender.tsx')) as PrerenderModule;
    const loading =
      fragment(await module.renderLoading('en'), 'en', 'visitors') + fragment(await module.renderLoading('ru'), 'ru', 'visitors');
    const shell =
      fragment(await module.renderPlayerShell('en'), 'en', 'players') + fragment(await module.renderPlayerShell('ru'), 'ru', 'players');
    const pages = [];
    for (const page of PAGES) pages.push({ ...page, html: fragment(await module.renderRoute(page.path, 'en'), 'en', 'visitors') });
    return { loading, shell, pages, pagePaths: module.pagePathList() };
  } finally {
    await server.close();
  }
}

export function prerender(): Plugin {
  let root = '';
  let outDir = 'dist';
  let later: BundleModules | undefined;
  return {
    name: 'fanclash-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      later = modulesOf(bundle);
    },
    async closeBundle() {
      if (!later) throw new Error('the prerender plugin saw no bundle');
      const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const { en, ru, session, dashboard, battle, boot } = later;
      const preloads: Preloads = { en, ru, session, dashboard, battle, pages: PAGES.map((page) => page.path) };
      // The pre-paint script, and on a battle's page its connection opened at once (src/openBattleEarly.ts).
      const scripts = [
        await inlineScript(root, 'src/prepaint.ts', { __PREPAINT_PRELOADS__: JSON.stringify(preloads) }),
        await inlineScript(root, 'src/openBattleEarly.ts'),
      ];
      const { loading, shell, pages, pagePaths } = await renderPages(root);
      // Every page carries the players' shell, for a reader with a stored session.
      const players = `${shell}<script>${await inlineScript(root, 'src/fillPlayerShell.ts')}</script>`;
      // index.html paints from its HTML too: the loading block for visitors, the shell for players.
      await writeFile(path.join(outDir, 'index.html'), fill(template, scripts, loading + players, boot));
      for (const page of pages) {
        // Prerendered pages are English: their texts are loaded beside the code (the pre-paint
        // script asks for another language's when the reader needs it).
        const modules = [...new Set([...boot, ...(later.pages.get(page.path) ?? []), ...en])];
        await writeFile(path.join(outDir, page.file), fill(template, scripts, page.html + players, modules));
      }
      await writeFile(
        path.join(outDir, 'prerendered.json'),
        `${JSON.stringify(Object.fromEntries(pages.map((page) => [page.path, page.file])), null, 2)}\n`,
      );
      // The address patterns of every page: anything else is answered 404 by the server
      // (apps/server/src/platform/page-paths.ts).
      await writeFile(path.join(outDir, PAGE_PATHS_FILE), `${JSON.stringify(pagePaths, null, 2)}\n`);
      // Last: the compressed copies must be of the final HTML.
      await precompressDir(outDir);
    },
  };
}
