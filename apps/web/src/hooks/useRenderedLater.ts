import { useDeferredValue } from 'react';

/**
 * False in a component's first render, true in a render React starts right after that one is on
 * screen (a deferred, interruptible render of its own, committed separately). For the parts of a
 * page a reader does not need in its first frame: the first commit, and the layout after it, stay
 * small, and on a slow phone no single task holds the main thread for all of it.
 */
export function useRenderedLater(): boolean {
  return useDeferredValue(true, false);
}
