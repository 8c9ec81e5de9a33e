import { z } from 'zod';

/**
 * What main.tsx's `zod` step loads, to evaluate the schema library in a task of its own. Not
 * `import('zod')` itself: the namespace a dynamic import returns could be used in any way, so the
 * bundler then kept every export of zod (all its locales, JSON Schema, the JIT compiler: 386 KB,
 * 74 KB compressed, on every signed-in page's critical path). A static use of one binding lets it
 * keep only what the app's schemas use.
 */
export const zodEvaluated = typeof z.object === 'function';
