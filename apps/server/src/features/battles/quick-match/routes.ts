import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { replaySettingSchema, type ReplaySetting } from '@fanclash/protocol';
import { parseInput } from '../../../lib/validate.js';
import { requireUser } from '../../../platform/auth/guard.js';
import { users } from '../../../platform/db/schema.js';
import type { Platform } from '../../../platform/platform.js';

/**
 * Play now's privacy setting: whether the player's runs may be replayed to others as recorded
 * runs (default yes). Turning it off keeps every run of theirs, past and future, out of replays.
 */
export async function replaySettingRoutes(app: FastifyInstance, platform: Platform): Promise<void> {
  app.get('/battle/replay-setting', async (request): Promise<ReplaySetting> => {
    const user = await requireUser(platform, request);
    return { replay_runs: user.replayRuns };
  });

  app.post('/battle/replay-setting', async (request): Promise<ReplaySetting> => {
    const user = await requireUser(platform, request);
    const body = parseInput(replaySettingSchema, request.body);
    await platform.db
      .update(users)
      .set({ replayRuns: body.replay_runs, updatedAt: new Date(platform.clock.now()) })
      .where(eq(users.id, user.id));
    return { replay_runs: body.replay_runs };
  });
}
