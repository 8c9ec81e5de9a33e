// Bundles the server into dist/main.js. Workspace packages (@fanclash/protocol, content) are
// bundled in; npm dependencies stay external and load from node_modules at run time.
import { readFile } from 'node:fs/promises';
import { build } from 'esbuild';

const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies)
  .filter((name) => !name.startsWith('@fanclash/'))
  .flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
