import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { afterPageSettles } from '../lib/afterLoad';
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
  // Installable and offline (issue 35): the service worker once the page has settled. Imported
  // from here rather than main.tsx, whose own imports are the code every page loads before it
  // renders (build/appChunks.ts): the worker's client code is a chunk of its own, loaded later.
  void afterPageSettles()
    .then(() => import('../pwa/register'))
    .then(({ registerServiceWorker }) => registerServiceWorker())
    .catch((error: unknown) => console.warn('Service worker registration failed', error));
}
