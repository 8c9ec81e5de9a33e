import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../app.js';
import { openDatabase, type DatabaseHandle } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/rows.js';
import { battleAnswers, battles } from '../../platform/db/schema.js';
import { addPlayers, DATABASE_BACKENDS, dropSchema } from '../../test/migrated-database.js';
import { answerGrid, answersOf } from './answer-lists.js';

const databaseUrl = process.env.TEST_DATABASE_URL;
/** The migration that turned a row an answer into a row a battle. */
const LISTS_MIGRATION = '0028_battle_answer_lists';

/** The committed migrations up to (not including) `tag`, in a folder of their own. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'fanclash-migrations-'));
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(cut).toBeGreaterThan(0);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return folder;
}

describe.each(DATABASE_BACKENDS)('battle answers, one row a battle (%s)', (backend) => {
  const schema = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const cleanup: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
    if (backend === 'postgres') await dropSchema(schema);
  });

  const open = async (migrationsFolder: string, dataDir: string): Promise<DatabaseHandle> =>
    openDatabase({
      url: backend === 'postgres' ? databaseUrl : undefined,
      dataDir,
      migrationsFolder,
      schema: backend === 'postgres' ? schema : undefined,
    });

  it("moves an existing database's answer rows into one list a battle, in name and question order, and keeps its rules", async () => {
    const folder = await migrationsBefore(LISTS_MIGRATION);
    const dataDir = await mkdtemp(path.join(tmpdir(), 'fanclash-answers-'));
    cleanup.push(
      () => rm(folder, { recursive: true, force: true }),
      () => rm(dataDir, { recursive: true, force: true }),
    );

    // A database as it stood before: answers a row each, written in no particular order.
    const before = await open(folder, dataDir);
    const [ann, ben] = await addPlayers(before.db, 'al_', 2);
    const names = rowsOf<{ username: string }>(await before.db.execute(sql`select username from users order by username`));
    const [annName, benName] = names.map((row) => row.username);
    const added = await before.db.execute(sql`insert into battles (first_opponent_id, first_opponent, second_opponent_id,
        second_opponent, sport, level, status, question_ids)
      values (${ann}, ${annName}, ${ben}, ${benName}, 'soccer', 'easy', 'finished', '["q0","q1"]'),
             (${ann}, ${annName}, ${ben}, ${benName}, 'golf', 'easy', 'finished', '["q0"]')
      returning id, sport`);
    const ids = Object.fromEntries(rowsOf<{ id: string; sport: string }>(added).map((row) => [row.sport, row.id]));
    await before.db
      .execute(sql`insert into battle_answers (battle_id, username, question_index, question_id, answer, correct, points, elapsed_ms)
      values (${ids.soccer}, ${benName}, 1, 'q1', 'B', false, 0, 4000),
             (${ids.soccer}, ${annName}, 1, 'q1', 'C', true, 120, 2500),
             (${ids.soccer}, ${benName}, 0, 'q0', 'A', true, 150, 1200)`);
    await before.close();

    const after = await open(MIGRATIONS_FOLDER, dataDir);
    cleanup.push(() => after.close());
    expect(await answersOf(after.db, ids.soccer!)).toEqual([
      { username: annName, question_index: 1, question_id: 'q1', answer: 'C', correct: true, points: 120, elapsed_ms: 2500 },
      { username: benName, question_index: 0, question_id: 'q0', answer: 'A', correct: true, points: 150, elapsed_ms: 1200 },
      { username: benName, question_index: 1, question_id: 'q1', answer: 'B', correct: false, points: 0, elapsed_ms: 4000 },
    ]);
    // A battle nobody answered in has no row, and reads as no answers.
    expect(await after.db.select().from(battleAnswers).where(eq(battleAnswers.battleId, ids.golf!))).toEqual([]);
    expect(answerGrid(await answersOf(after.db, ids.golf!), 1)).toEqual([null]);
    expect(answerGrid(await answersOf(after.db, ids.soccer!), 2, benName)).toEqual([true, false]);

    // One row a battle, only for a battle that exists, gone with it.
    await expect(after.db.insert(battleAnswers).values({ battleId: ids.soccer!, answers: [] })).rejects.toThrow();
    await expect(after.db.insert(battleAnswers).values({ battleId: randomUUID(), answers: [] })).rejects.toThrow();
    await after.db.delete(battles).where(eq(battles.id, ids.soccer!));
    expect(await answersOf(after.db, ids.soccer!)).toEqual([]);
  });
});
