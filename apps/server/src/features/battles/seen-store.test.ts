import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seenQuestions } from '../../platform/db/schema.js';
import { BACKENDS, startTestServer, type TestServer } from '../../test/harness.js';
import { createBattleStore } from './store.js';
import { player } from './testing.js';

describe.each(BACKENDS)('served questions written in one statement (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ backend });
  });
  afterAll(() => server.close());

  it('writes a batch, and a question served again moves to its new time', async () => {
    const store = createBattleStore(server.platform.db);
    const [ann, ben] = await Promise.all([player(server), player(server)]);
    const idOf = async (p: typeof ann) => (await server.platform.users.findByUsername(p.username))!.id;
    const [annId, benId] = await Promise.all([idOf(ann), idOf(ben)]);
    const first = new Date('2026-11-01T10:00:00.000Z');
    const later = new Date('2026-11-02T10:00:00.000Z');
    await store.markSeenMany([
      { userId: annId, questionId: 'soccer-easy-1', seenAt: first },
      { userId: annId, questionId: 'soccer-easy-2', seenAt: first },
      { userId: benId, questionId: 'soccer-easy-1', seenAt: first },
    ]);
    await store.markSeenMany([{ userId: annId, questionId: 'soccer-easy-1', seenAt: later }]);
    const seen = (userId: string) =>
      server.platform.db
        .select({ questionId: seenQuestions.questionId, seenAt: seenQuestions.seenAt })
        .from(seenQuestions)
        .where(eq(seenQuestions.userId, userId))
        .orderBy(asc(seenQuestions.questionId));
    expect(await seen(annId)).toEqual([
      { questionId: 'soccer-easy-1', seenAt: later },
      { questionId: 'soccer-easy-2', seenAt: first },
    ]);
    expect(await seen(benId)).toEqual([{ questionId: 'soccer-easy-1', seenAt: first }]);
  });
});
