import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerender } from './build/prerender';

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
];

/**
 * `/battles` is an SPA page while `/battle` is an API prefix, and `/{username}` can be any
 * word, so a prefix must match a whole path segment: '/battle/create' is proxied,
 * '/battles' and '/battleground' are not.
 */
const proxy = Object.fromEntries(API_PREFIXES.map((prefix) => [`^${prefix}(/|\\?|$)`, { target: API_TARGET, changeOrigin: false }]));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // prerender() also writes the brotli and gzip copies, after the final HTML.
  plugins: [react(), tailwindcss(), prerender()],
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
  },
});
