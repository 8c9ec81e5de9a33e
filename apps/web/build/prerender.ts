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
 * app's loading block. Only the English markup of a page is included (two copies would repeat
 * ids); a Russian reader sees it hidden until the app renders in Russian.
 */
const PAGES = [
  { path: '/', file: 'landing.html', modules: /src\/pages\/LandingPage\.tsx$/ },
  { path: '/sign-in', file: 'sign-in.html', modules: /src\/pages\/SignInPage\.tsx$/ },
  { path: '/sign-up', file: 'sign-up.html', modules: /src\/pages\/SignUpPage\.tsx$/ },
  { path: '/leaderboard', file: 'leaderboard.html', modules: /src\/pages\/Leaderboard(Layout|Page)\.tsx$/ },
] as const;

/** The <meta> that lists a prerendered page's modules (src/main.tsx reads it). */
const MODULES_META = 'fanclash-modules';

/**
 * Where a prerendered fragment may be shown (styles.css hides the others before the first
 * paint). Its controls are disabled: until the app has rendered over them they would do
 * nothing when pressed (links work: they load the page they name).
 */
function fragment(html: string, language: string, visitorsOnly: boolean): string {
  const inert = html.replace(/<(button|input|select|textarea) /g, '<$1 disabled="" ');
  return `<div data-prerendered="${language}"${visitorsOnly ? ' data-prerendered-for="visitors"' : ''}>${inert}</div>`;
}

/**
 * index.html with `root` in its #root and the pre-paint script in its <head> (before the style
 * sheet and the module script, after the theme-color meta it updates), and modulepreload links
 * for `modules` (the code main.tsx loads step by step, and the page's own), so they download
 * beside the entry instead of one after the other. `scriptsLater`: the page paints from its
 * HTML and CSS alone, so its scripts are fetched at low priority, behind the style sheet that
 * the first paint waits for.
 */
function fill(template: string, script: string, root: string, modules: readonly string[], scriptsLater: boolean): string {
  let html = template.replace('<div id="root"></div>', `<div id="root">${root}</div>`);
  if (html === template) throw new Error('index.html has no empty <div id="root"></div> to fill');
  html = html.replace('<title>', `<script>${script}</script>\n    <title>`);
  const entry = /<script type="module" crossorigin src="[^"]+"><\/script>\n/;
  if (!entry.test(html)) throw new Error('index.html has no module script to put the preloads after');
  // A page that paints from its HTML lists its modules for main.tsx, which asks for them once
  // that paint is on screen (nothing but the style sheet and the small entry competes with it);
  // the others have them fetched at once.
  const preloads = scriptsLater
    ? `    <meta name="${MODULES_META}" content="${modules.join(' ')}" />\n`
    : modules.map((href) => `    <link rel="modulepreload" crossorigin href="${href}">\n`).join('');
  html = html.replace(entry, (tag) => tag + preloads);
  if (scriptsLater) html = html.replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" ');
  return html;
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

/** src/prepaint.ts as one small classic script (no imports left) to inline in the <head>. */
async function prepaintScript(root: string, preloads: Preloads): Promise<string> {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    define: { __PREPAINT_PRELOADS__: JSON.stringify(preloads) },
    build: {
      write: false,
      minify: true,
      emptyOutDir: false,
      lib: { entry: path.join(root, 'src/prepaint.ts'), formats: ['iife'], name: 'fanclashPrepaint' },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  if (!result || !('output' in result)) throw new Error('prepaint build gave no output');
  const [chunk] = result.output;
  if (!chunk || chunk.type !== 'chunk') throw new Error('prepaint build gave no chunk');
  return chunk.code.trim();
}

interface PrerenderModule {
  renderRoute(path: string, language: 'en' | 'ru'): Promise<string>;
  renderLoading(language: 'en' | 'ru'): Promise<string>;
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
    const loading = fragment(await module.renderLoading('en'), 'en', false) + fragment(await module.renderLoading('ru'), 'ru', false);
    const pages = [];
    for (const page of PAGES) pages.push({ ...page, html: fragment(await module.renderRoute(page.path, 'en'), 'en', true) });
    return { loading, pages };
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
      const script = await prepaintScript(root, { en, ru, session, dashboard, battle, pages: PAGES.map((page) => page.path) });
      const { loading, pages } = await renderPages(root);
      await writeFile(path.join(outDir, 'index.html'), fill(template, script, loading, boot, false));
      for (const page of pages) {
        // Prerendered pages are English: their texts are loaded beside the code (the pre-paint
        // script asks for another language's when the reader needs it).
        const modules = [...new Set([...boot, ...(later.pages.get(page.path) ?? []), ...en])];
        await writeFile(path.join(outDir, page.file), fill(template, script, page.html, modules, true));
      }
      await writeFile(
        path.join(outDir, 'prerendered.json'),
        `${JSON.stringify(Object.fromEntries(pages.map((page) => [page.path, page.file])), null, 2)}\n`,
      );
      // Last: the compressed copies must be of the final HTML.
      await precompressDir(outDir);
    },
  };
}
