/**
 * Modulepreload links go in a few per task: each starts its fetch as it goes in, which takes
 * the main thread a moment, and fifty of them at once would be one long task. Eight at a time
 * took 10-14 ms a task in a trace on a fast machine, past the ~12 ms that Lighthouse's fourfold
 * CPU slowdown turns into a long task; four stay well under it.
 */
const PRELOADS_PER_TASK = 4;

/**
 * Adds a modulepreload link for each of `files`, PRELOADS_PER_TASK in each task, waiting for
 * `nextTask` between them (the caller's way of letting the browser run).
 */
export async function addModulePreloads(files: readonly string[], nextTask: () => Promise<void>): Promise<void> {
  for (let start = 0; start < files.length; start += PRELOADS_PER_TASK) {
    if (start > 0) await nextTask();
    insertLinks(files.slice(start, start + PRELOADS_PER_TASK));
  }
}

function insertLinks(files: readonly string[]): void {
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
