/**
 * Secondary work starts no sooner than this after the page's load event: the page's own data
 * (its queries, a battle's first message on its socket) is usually asked for and arriving then,
 * and the browser can look idle while it waits for it.
 */
const AFTER_LOAD_MS = 1000;
/** How long it then waits at most for the browser to fall idle. */
const IDLE_TIMEOUT_MS = 2000;

let settled: Promise<void> | undefined;
let hasSettled = false;

/**
 * Resolves once the page has loaded, AFTER_LOAD_MS have passed, and the browser then has a
 * moment with nothing to do (or IDLE_TIMEOUT_MS later at the latest). Secondary requests, such
 * as the header's badges, wait for it: on a slow connection they would otherwise share the
 * browser's six connections with the page's own code and data, and the page would show later.
 */
export function afterPageSettles(): Promise<void> {
  settled ??= new Promise<void>((resolve) => {
    const done = () => {
      hasSettled = true;
      resolve();
    };
    const whenIdle = () => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
      else done();
    };
    const afterLoad = () => setTimeout(whenIdle, AFTER_LOAD_MS);
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
  return settled;
}

/** Whether afterPageSettles() has resolved: later pages of the same visit do not wait again. */
export function pageHasSettled(): boolean {
  return hasSettled;
}
