import type { ReactNode } from 'react';
import { AppHeader } from './header/AppHeader';

/**
 * The signed-in page frame: header above, the page in <main>. Shared by SignedInLayout and the
 * players' shell prerendered into the HTML (src/prerender.tsx), so the shell that paints before
 * the app has the app's own layout and nothing moves when the app renders over it.
 */
export function SignedInFrame({ username, children }: { username: string; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader username={username} />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 focus:outline-none sm:px-6 sm:py-10">
        {children}
      </main>
    </div>
  );
}
