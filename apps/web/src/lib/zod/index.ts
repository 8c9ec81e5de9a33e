/**
 * What `import … from 'zod'` resolves to in the browser build (vite.config.ts aliases it here):
 * zod itself, configured first. The jitless setting must be in place before any schema is
 * built, and a module's imports are evaluated before it, in order: so every importer of zod,
 * the shared protocol package's included, gets it set.
 */
import './jitless';

export * from 'zod/v4';
export { default } from 'zod/v4';
