import type { ReactNode } from 'react';
import { LanguageToggle } from './LanguageToggle';
import { Logo } from './Logo';
import { ThemeToggle } from './ThemeToggle';

/** The visitors' header: logo to the landing page, theme and language toggles, and the page's own actions. */
export function PublicHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="sticky top-0 z-30 border-b border-line/60 bg-canvas/80 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 min-[400px]:gap-3 min-[400px]:px-4 sm:px-6">
        <Logo to="/" />
        {/* Tighter on the narrowest phones: logo, flag, sign-in and start must fit in 360 px. */}
        <div className="flex items-center gap-1 min-[400px]:gap-2">
          {/* Narrow phones: no room beside the page's actions; the landing footer has it. */}
          <ThemeToggle shown="wide" />
          <LanguageToggle />
          {children}
        </div>
      </div>
    </header>
  );
}
