import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { pgliteTemplate } from './pglite-template.js';
import { rowsOf } from './rows.js';
import { PgliteThread } from './pglite-thread-client.js';

const MIGRATIONS = fileURLToPath(new URL('../../../drizzle', import.meta.url));

/** How many migrations the database says it has applied (drizzle's own table). */
async function appliedMigrations(handle: Awaited<ReturnType<typeof openDatabase>>): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`));
  return row?.n ?? 0;
}

describe('a new embedded database from the migrated template (PGLITE_TEMPLATE_DIR)', () => {
  let dir: string;
  const before = process.env.PGLITE_TEMPLATE_DIR;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fanclash-template-'));
    process.env.PGLITE_TEMPLATE_DIR = dir;
  });
  afterAll(async () => {
    if (before === undefined) delete process.env.PGLITE_TEMPLATE_DIR;
    else process.env.PGLITE_TEMPLATE_DIR = before;
    await rm(dir, { recursive: true, force: true });
  });

  it('the first database writes the template; the next starts from it with every migration applied; a folder holding a database keeps its own', async () => {
    const journal = (await readdir(MIGRATIONS)).filter((f) => f.endsWith('.sql')).length;
    const first = await openDatabase({ dataDir: 'memory', migrationsFolder: MIGRATIONS });
    await first.db.execute(sql`insert into users (username, email, password_hash) values ('only_in_first', 'first@example.com', 'x')`);
    await first.close();
    const template = await pgliteTemplate(MIGRATIONS);
    expect(template?.exists).toBe(true);

    const second = await openDatabase({ dataDir: 'memory', migrationsFolder: MIGRATIONS });
    expect(await appliedMigrations(second)).toBe(journal);
    // Saved right after migrating: nothing a database did afterwards is in the template.
    expect(rowsOf(await second.db.execute(sql`select count(*)::int as n from users`))).toEqual([{ n: 0 }]);
    await second.close();

    // Proof that a new database loads the tarball: a row put into the template shows up in it.
    const editor = await PgliteThread.open(undefined, undefined, template?.path);
    await editor.query("insert into users (username, email, password_hash) values ('from_template', 't@example.com', 'x')");
    await editor.saveTemplate(template?.path ?? '');
    await editor.close();
    const third = await openDatabase({ dataDir: 'memory', migrationsFolder: MIGRATIONS });
    expect(rowsOf(await third.db.execute(sql`select username from users`))).toEqual([{ username: 'from_template' }]);
    await third.close();

    // A new data folder starts from the template too; once it holds a database it is opened as
    // it is (PGlite refuses to load a tarball over a database), its own rows kept.
    const dataDir = path.join(dir, 'kept');
    const kept = await openDatabase({ dataDir, migrationsFolder: MIGRATIONS });
    await kept.db.execute(sql`insert into users (username, email, password_hash) values ('kept_player', 'kept@example.com', 'x')`);
    await kept.close();
    const reopened = await openDatabase({ dataDir, migrationsFolder: MIGRATIONS });
    const names = await reopened.db.execute(sql`select username from users`);
    expect(
      rowsOf<{ username: string }>(names)
        .map((row) => row.username)
        .sort(),
    ).toEqual(['from_template', 'kept_player']);
    await reopened.close();
  }, 120_000);

  it('names the template after the migrations: another migration, another template', async () => {
    const copy = await mkdtemp(path.join(tmpdir(), 'fanclash-migrations-'));
    await writeFile(path.join(copy, '0000_only.sql'), 'create table t (id int);');
    const other = await pgliteTemplate(copy);
    const ours = await pgliteTemplate(MIGRATIONS);
    expect(other?.path).not.toBe(ours?.path);
    expect(other && existsSync(other.path)).toBe(false);
    await rm(copy, { recursive: true, force: true });
  });
});
