// Bundles the server into dist/main.js, dist/migrate.js (migrations only, for the cluster) (and the database thread into dist/pglite-worker.js, the card thread into dist/card-worker.js). Workspace packages (@fanclash/protocol, content) are
// bundled in; npm dependencies stay external and load from node_modules at run time.
import { readFile } from 'node:fs/promises';
import { build } from 'esbuild';

const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies)
  .filter((name) => !name.startsWith('@fanclash/'))
  .flatMap((name) => [name, `${name}/*`]);

await build({
  // The embedded database and the result-card drawing run on their own threads, from their own files beside main.js.
  entryPoints: {
    main: 'src/main.ts',
    migrate: 'src/migrate.ts',
    'pglite-worker': 'src/platform/db/pglite-worker.ts',
    'card-worker': 'src/features/share/card-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
