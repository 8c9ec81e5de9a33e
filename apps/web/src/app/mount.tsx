import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { App } from './App';

/**
 * Renders the app into #root as a transition: React renders the tree in slices of a few
 * milliseconds, yielding to the browser between them, and replaces the prerendered markup (the
 * same picture) in one commit at the end. main.tsx calls it once the first page's code is in.
 */
export function mount(router: DataRouter): void {
  const element = document.getElementById('root');
  if (!element) throw new Error('index.html has no #root element');
  const root = createRoot(element);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
}
