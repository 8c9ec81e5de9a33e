import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images are compressed already and maps are only for devtools. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip -9) next to every text asset of the
 * build, once, at build time: the server then sends the smallest copy the browser accepts
 * without compressing on each request (@fastify/static `preCompressed`). Called by the
 * prerender plugin (build/prerender.ts) once the HTML is final.
 */
export async function precompressDir(outDir: string): Promise<void> {
  const jobs: Promise<void>[] = [];
  for await (const file of files(outDir)) {
    if ((await stat(file)).size < MIN_BYTES) continue;
    jobs.push(
      readFile(file).then(async (content) => {
        const [br, gz] = await Promise.all([
          brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
          gzipAsync(content, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      }),
    );
  }
  await Promise.all(jobs);
}
