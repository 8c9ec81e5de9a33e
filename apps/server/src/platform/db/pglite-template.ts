import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * A new embedded database normally starts with PGlite's initdb and then every migration: about
 * two seconds of one core on this machine, paid by every server test suite and every browser
 * suite's server. With `PGLITE_TEMPLATE_DIR` set (the test runners set it), the first new
 * database writes itself, freshly migrated, as a tarball there; later new databases load that
 * tarball instead (a fifth of the time), and the migrator then finds nothing to apply. The
 * tarball's name is a hash of the migrations and of PGlite's version, so a new migration or a
 * PGlite upgrade makes a new one: a template is never stale. Unset (production), nothing changes.
 */
export interface PgliteTemplate {
  readonly path: string;
  /** False: this database is the first; save it once migrated. */
  readonly exists: boolean;
}

export async function pgliteTemplate(migrationsFolder: string): Promise<PgliteTemplate | undefined> {
  const dir = process.env.PGLITE_TEMPLATE_DIR;
  if (!dir) return undefined;
  const hash = createHash('sha256').update(pgliteVersion());
  const files = (await readdir(migrationsFolder, { recursive: true })).filter((f) => f.endsWith('.sql') || f.endsWith('_journal.json'));
  for (const file of files.sort()) hash.update(file).update(await readFile(path.join(migrationsFolder, file)));
  await mkdir(dir, { recursive: true });
  const templatePath = path.join(dir, `pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  return { path: templatePath, exists: existsSync(templatePath) };
}

/** PGlite's version, from its package.json (which its `exports` do not let us import). */
function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const packageDir = entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`));
  return (JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string }).version;
}
