import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * The web app manifest (issue 35): what a browser needs to install FanClash and what the
 * installed app looks like. vite-plugin-pwa writes it as /manifest.webmanifest and links it
 * from every HTML page. The icons are drawn from the logo by build/icons.mjs (`npm run icons
 * -w @fanclash/web`) into public/icons/.
 */

/** The dark theme's canvas (src/lib/themeDocument.ts): the app's default look and its splash screen. */
const DARK = '#070b16';
/** The light theme's canvas, for browsers that read a colour scheme's own colours. */
const LIGHT = '#f5f7fb';

const icon = (file: string, size: number, purpose: 'any' | 'maskable') => ({
  src: `/icons/${file}`,
  sizes: `${size}x${size}`,
  type: 'image/png',
  purpose,
});

const SHORTCUT_ICON = [{ src: '/icons/icon-96.png', sizes: '96x96', type: 'image/png' }];

export const MANIFEST: Partial<ManifestOptions> & Record<string, unknown> = {
  id: '/',
  name: 'FanClash — live sports trivia battles',
  short_name: 'FanClash',
  description: 'Live 1v1 sports trivia battles, training flashcards, friends and chat, in English and Russian.',
  lang: 'en',
  dir: 'ltr',
  // The player's home: /dashboard opens their own dashboard (or sign-in for a visitor).
  start_url: '/dashboard',
  scope: '/',
  display: 'standalone',
  theme_color: DARK,
  background_color: DARK,
  // A proposal (Chromium's dark-mode manifest): the light theme's pair for browsers that read
  // it; the others keep the dark pair above, which the app's theme-color meta then follows.
  user_preferences: { color_scheme_light: { theme_color: LIGHT, background_color: LIGHT } },
  categories: ['games', 'sports', 'education'],
  icons: [
    icon('icon-192.png', 192, 'any'),
    icon('icon-512.png', 512, 'any'),
    icon('maskable-192.png', 192, 'maskable'),
    icon('maskable-512.png', 512, 'maskable'),
  ],
  // Paths that need no username: DashboardRedirect sends `open` on to the player's own page.
  shortcuts: [
    { name: 'Play now', short_name: 'Play', url: '/battles', icons: SHORTCUT_ICON },
    { name: 'Training', url: '/dashboard?open=trainings', icons: SHORTCUT_ICON },
    { name: 'Chats', url: '/dashboard?open=chats', icons: SHORTCUT_ICON },
  ],
};
