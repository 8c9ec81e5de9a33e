/**
 * Modulepreload links go in a few per task: each starts its fetch as it goes in, which takes
 * the main thread a moment, and fifty of them at once would be one long task. Eight at a time
 * took 10-14 ms a task in a trace on a fast machine, past the ~12 ms that Lighthouse's fourfold
 * CPU slowdown turns into a long task; four stay well under it.
 */
export const PRELOADS_PER_TASK = 4;

/** Adds a modulepreload link for each of `files` (callers pass at most PRELOADS_PER_TASK per task). */
export function addModulePreloads(files: readonly string[]): void {
  const links = document.createDocumentFragment();
  for (const href of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    links.append(link);
  }
  document.head.append(links);
}
