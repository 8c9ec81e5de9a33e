import type { ReactNode } from 'react';
import { LanguageToggle } from './LanguageToggle';
import { Logo } from './Logo';

/** The visitors' header: logo to the landing page, language flag, and the page's own actions. */
export function PublicHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="sticky top-0 z-30 border-b border-line/60 bg-canvas/80 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Logo to="/" />
        <div className="flex items-center gap-2">
          <LanguageToggle />
          {children}
        </div>
      </div>
    </header>
  );
}
