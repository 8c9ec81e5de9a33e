import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appChunkGroup } from './build/appChunks';
import { MANIFEST } from './build/manifest';
import { prerender } from './build/prerender';

/**
 * React Router's production build. Its package's `exports` name only `dist/development` (for
 * every condition), whose code keeps its development warnings and the default error page's
 * "Hey developer" note; `dist/production` is the same code with them off, which the minifier
 * then drops. Used for the build only (`npm run dev` keeps the warnings).
 */
const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** The API server in development (`npm run dev` starts it on 3000 next to Vite). */
const API_TARGET = process.env.FANCLASH_API ?? 'http://localhost:3000';

/**
 * Path prefixes owned by the server. Everything else is the SPA, so a browser refresh on
 * /sign-in or /{username} gets index.html from Vite instead of a proxied 404.
 */
const API_PREFIXES = [
  '/auth',
  '/db',
  '/battle',
  '/friends',
  '/simple-chat',
  '/training',
  '/news',
  '/api',
  '/selection',
  '/health',
  '/avatars',
  '/results',
  // web push: the VAPID key and device subscriptions (issue 35)
  '/push',
];

/**
 * `/battles` is an SPA page while `/battle` is an API prefix, and `/{username}` can be any
 * word, so a prefix must match a whole path segment: '/battle/create' is proxied,
 * '/battles' and '/battleground' are not.
 */
const proxy = Object.fromEntries(API_PREFIXES.map((prefix) => [`^${prefix}(/|\\?|$)`, { target: API_TARGET, changeOrigin: false }]));

/**
 * Libraries in chunks of their own, each shared by every page that uses it, instead of one
 * chunk per combination of pages (dozens of 1-2 KB files: on HTTP/1.1 each costs a round trip,
 * six at a time). React DOM, the router and i18next stay apart: main.tsx evaluates them one
 * task each. Icons are one chunk for the whole app (a few KB).
 */
const CHUNK_GROUPS = [
  // React itself apart from React DOM: the entry needs it (the theme hook), React DOM comes a step later.
  { name: 'react', test: /node_modules[\\/]react[\\/]/, priority: 20 },
  { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 10 },
  { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/, priority: 10 },
  { name: 'i18next', test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/, priority: 10 },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 10 },
  // With our set-up of it (src/lib/zod), which must run before any schema is built.
  { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod[\\/]/, priority: 10 },
  { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 10 },
  {
    name: 'radix',
    test: /node_modules[\\/](@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|tslib|get-nonce|detect-node-es)[\\/]/,
    priority: 10,
  },
  // The app's own code: a few chunks by where it is used (build/appChunks.ts).
  appChunkGroup(1),
];

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // prerender() also writes the brotli and gzip copies, after the final HTML.
  plugins: [
    react(),
    tailwindcss(),
    prerender(),
    // Installable and offline (issue 35): the manifest, and the service worker built from
    // src/pwa/sw.ts with the list of files to precache put in. Registered by the app itself
    // (src/pwa/register.ts) once the page has settled, so it costs the first load nothing.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/pwa',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: MANIFEST,
      injectManifest: {
        // The shell and the hashed code and styles; not the prerendered pages (the network
        // answers those, the shell stands in offline), the compressed copies or source maps.
        globPatterns: ['index.html', 'assets/*.{js,css}', 'favicon.svg', 'icons/*.png'],
        sourcemap: false,
        minify: true,
      },
      devOptions: { enabled: false },
      // After prerender() has written the final HTML: the precache lists index.html with the
      // revision of what is served (e2e/pwa checks it).
      integration: { closeBundleOrder: 'post' },
    }),
  ],
  // zod, set up for a page whose CSP forbids eval (src/lib/zod): an exact match, so the
  // wrapper's own imports of zod's subpaths reach the package.
  resolve: {
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod/index.ts', import.meta.url)) },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }] : []),
    ],
  },
  server: {
    port: 5173,
    proxy: {
      ...proxy,
      '/ws': { target: API_TARGET, ws: true, changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      ...proxy,
      '/ws': { target: API_TARGET, ws: true, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
}));
